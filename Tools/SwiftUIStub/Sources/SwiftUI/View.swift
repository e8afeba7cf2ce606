// Declaration-only stubs mirroring Apple's SwiftUI API (iOS 17 surface) for
// type-checking on Linux with `swiftc -typecheck`. Nothing here renders; bodies
// are `fatalError()` or trivial. See Tools/SwiftUIStub/README.md.

// MARK: - View

@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { _stub() }
}

extension View where Body == Never {
    /// Primitive (built-in) views have no body.
    nonisolated public var body: Never { _stub() }
}

// MARK: - Primitive containers

@frozen nonisolated public struct EmptyView: View, Sendable {
    public typealias Body = Never
    @inlinable public init() {}
}

@frozen nonisolated public struct AnyView: View {
    public typealias Body = Never
    public init<V>(_ view: V) where V: View {}
    public init<V>(erasing view: V) where V: View {}
    public init?(_fromValue value: Any) { return nil }
}

@frozen nonisolated public struct TupleView<T>: View {
    public typealias Body = Never
    public var value: T
    @inlinable public init(_ value: T) { self.value = value }
}

@frozen nonisolated public struct _ConditionalContent<TrueContent, FalseContent> {
    public enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    public let storage: Storage
    public init(storage: Storage) { self.storage = storage }
}

nonisolated extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    public typealias Body = Never
}

nonisolated extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

@frozen nonisolated public struct Group<Content> {
    public typealias Body = Never
}

nonisolated extension Group: View where Content: View {
    @inlinable public init(@ViewBuilder content: () -> Content) {}
}

@frozen nonisolated public struct EquatableView<Content>: View where Content: Equatable, Content: View {
    public typealias Body = Never
    public var content: Content
    @inlinable public init(content: Content) { self.content = content }
}

extension View where Self: Equatable {
    nonisolated public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}

// MARK: - ViewModifier / ModifiedContent

@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
    typealias Content = _ViewModifier_Content<Self>
}

extension ViewModifier where Body == Never {
    nonisolated public func body(content: Self.Content) -> Never { _stub() }
}

nonisolated public struct _ViewModifier_Content<Modifier>: View where Modifier: ViewModifier {
    public typealias Body = Never
}

@frozen nonisolated public struct EmptyModifier: ViewModifier, Sendable {
    public typealias Body = Never
    public static let identity = EmptyModifier()
    @inlinable public init() {}
}

@frozen nonisolated public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    @inlinable public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

nonisolated extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
}

nonisolated extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
}

extension ModifiedContent: Equatable where Content: Equatable, Modifier: Equatable {}

extension View {
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension ViewModifier {
    nonisolated public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

// MARK: - DynamicProperty

public protocol DynamicProperty {
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

// MARK: - DynamicViewContent

public protocol DynamicViewContent: View {
    associatedtype Data: Collection
    var data: Self.Data { get }
}

extension DynamicViewContent {
    nonisolated public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent { self }
    nonisolated public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent { self }
}
