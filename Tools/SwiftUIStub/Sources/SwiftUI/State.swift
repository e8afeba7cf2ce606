// Declaration-only stubs mirroring Apple's SwiftUI API (iOS 17 surface) for
// type-checking on Linux with `swiftc -typecheck`. Nothing here renders; bodies
// are `fatalError()` or trivial. See Tools/SwiftUIStub/README.md.
//
// Property wrappers are deliberately NOT `nonisolated` (the SDK declares them
// without isolation); see README.

// MARK: - State

@frozen @propertyWrapper
public struct State<Value>: DynamicProperty {
    public init(wrappedValue value: Value) {}
    public init(initialValue value: Value) {}
    public var wrappedValue: Value {
        get { _stub() }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { _stub() }
}

extension State where Value: ExpressibleByNilLiteral {
    @inlinable public init() { self.init(wrappedValue: nil) }
}

extension State: @unchecked Sendable where Value: Sendable {}

// MARK: - Binding

@frozen @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    public var transaction: Transaction {
        get { Transaction() }
        set {}
    }

    @preconcurrency
    public init(get: @escaping @isolated(any) @Sendable () -> Value,
                set: @escaping @isolated(any) @Sendable (Value) -> Void) {}

    @preconcurrency
    public init(get: @escaping @isolated(any) @Sendable () -> Value,
                set: @escaping @isolated(any) @Sendable (Value, Transaction) -> Void) {}

    public static func constant(_ value: Value) -> Binding<Value> { _stub() }

    public var wrappedValue: Value {
        get { _stub() }
        nonmutating set {}
    }

    public var projectedValue: Binding<Value> { self }

    public init(projectedValue: Binding<Value>) { self = projectedValue }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { _stub() }

    public func transaction(_ transaction: Transaction) -> Binding<Value> { self }
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
}

extension Binding {
    public init<V>(_ base: Binding<V>) where Value == V? { _stub() }
    public init?(_ base: Binding<Value?>) { _stub() }
    public init<V>(_ base: Binding<V>) where Value == AnyHashable, V: Hashable { _stub() }
}

extension Binding: @unchecked Sendable where Value: Sendable {}

extension Binding: DynamicProperty {}

extension Binding: Identifiable where Value: Identifiable {
    public var id: Value.ID { _stub() }
}

extension Binding: Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices
    public var startIndex: Binding<Value>.Index { _stub() }
    public var endIndex: Binding<Value>.Index { _stub() }
    public var indices: Value.Indices { _stub() }
    public func index(after i: Binding<Value>.Index) -> Binding<Value>.Index { _stub() }
    public func formIndex(after i: inout Binding<Value>.Index) {}
    public subscript(position: Binding<Value>.Index) -> Binding<Value>.Element { _stub() }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection, Value: MutableCollection {
    public func index(before i: Binding<Value>.Index) -> Binding<Value>.Index { _stub() }
    public func formIndex(before i: inout Binding<Value>.Index) {}
}

extension Binding: RandomAccessCollection where Value: MutableCollection, Value: RandomAccessCollection {}

// MARK: - Bindable

@dynamicMemberLookup @propertyWrapper
public struct Bindable<Value> {
    @available(*, unavailable, message: "The wrapped value must be an object that conforms to Observable")
    public init(wrappedValue: Value) { _stub() }

    @available(*, unavailable, message: "The wrapped value must be an object that conforms to Observable")
    public init(projectedValue: Bindable<Value>) { _stub() }

    public var wrappedValue: Value {
        get { _stub() }
        set {}
    }
    public var projectedValue: Bindable<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
        where Value: AnyObject { _stub() }
}

extension Bindable where Value: AnyObject, Value: Observable {
    public init(wrappedValue: Value) {}
    public init(_ wrappedValue: Value) {}
    public init(projectedValue: Bindable<Value>) { self = projectedValue }
}

extension Bindable: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}

extension Bindable: DynamicProperty {}

extension Bindable: Sendable where Value: Sendable {}

// MARK: - FocusState

@frozen @propertyWrapper
public struct FocusState<Value>: DynamicProperty where Value: Hashable {
    @frozen @propertyWrapper
    public struct Binding {
        internal init(_stubbed: ()) {}
        public var wrappedValue: Value {
            get { _stub() }
            nonmutating set {}
        }
        public var projectedValue: FocusState<Value>.Binding { self }
    }

    public var wrappedValue: Value {
        get { _stub() }
        nonmutating set {}
    }
    public var projectedValue: FocusState<Value>.Binding { _stub() }

    public init() where Value == Bool {}
    public init<T>() where Value == T?, T: Hashable {}
}

extension View {
    nonisolated public func focused<Value>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View
        where Value: Hashable { self }
    nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }
}

// MARK: - AppStorage (subset)

@frozen @propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    internal init(_stubbed: ()) {}
    public var wrappedValue: Value {
        get { _stub() }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { _stub() }
}

extension AppStorage {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {}
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {}
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {}
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {}
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {}
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {}
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
        where Value: RawRepresentable, Value.RawValue == Int {}
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
        where Value: RawRepresentable, Value.RawValue == String {}
}

// MARK: - ScaledMetric

@propertyWrapper
public struct ScaledMetric<Value>: DynamicProperty where Value: BinaryFloatingPoint {
    public init(wrappedValue: Value) {}
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {}
    public var wrappedValue: Value { _stub() }
}
