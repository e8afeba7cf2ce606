// Declaration-only stubs mirroring Apple's SwiftUI API (iOS 17 surface) for
// type-checking on Linux with `swiftc -typecheck`. Nothing here renders; bodies
// are `fatalError()` or trivial. See Tools/SwiftUIStub/README.md.

// MARK: - EnvironmentKey / EnvironmentValues

public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

public struct EnvironmentValues: CustomStringConvertible {
    public init() {}
    public var description: String { "EnvironmentValues" }

    public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
        get { K.defaultValue }
        set {}
    }

    public var dismiss: DismissAction { _stub() }
    @MainActor @preconcurrency public var openURL: OpenURLAction {
        get { _stub() }
        set {}
    }
    public var refresh: RefreshAction? { nil }
    public var dismissSearch: DismissSearchAction { _stub() }
    public var isSearching: Bool { false }
    public var isPresented: Bool { false }
    public var colorScheme: ColorScheme {
        get { .light }
        set {}
    }
    public var colorSchemeContrast: ColorSchemeContrast { .standard }
    public var dynamicTypeSize: DynamicTypeSize {
        get { .large }
        set {}
    }
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { nil }
        set {}
    }
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { nil }
        set {}
    }
    public var layoutDirection: LayoutDirection {
        get { .leftToRight }
        set {}
    }
    public var locale: Locale {
        get { Locale(identifier: "en_US") }
        set {}
    }
    public var calendar: Calendar {
        get { Calendar(identifier: .gregorian) }
        set {}
    }
    public var timeZone: TimeZone {
        get { TimeZone(identifier: "UTC")! }
        set {}
    }
    public var isEnabled: Bool {
        get { true }
        set {}
    }
    public var font: Font? {
        get { nil }
        set {}
    }
    public var lineLimit: Int? {
        get { nil }
        set {}
    }
    public var multilineTextAlignment: TextAlignment {
        get { .leading }
        set {}
    }
    public var redactionReasons: RedactionReasons {
        get { [] }
        set {}
    }
    public var displayScale: CGFloat {
        get { 2 }
        set {}
    }
    public var scenePhase: ScenePhase {
        get { .active }
        set {}
    }
    public var accessibilityReduceMotion: Bool { false }
    public var accessibilityReduceTransparency: Bool { false }
    public var accessibilityDifferentiateWithoutColor: Bool { false }
    public var accessibilityVoiceOverEnabled: Bool { false }
    public var legibilityWeight: LegibilityWeight? { nil }
}

// MARK: - Environment property wrapper

@frozen @propertyWrapper
public struct Environment<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    public var wrappedValue: Value { _stub() }
}

extension Environment {
    public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable {}
    public init<T>(_ objectType: T.Type) where Value == T?, T: AnyObject, T: Observable {}
}

extension Environment: Sendable where Value: Sendable {}

extension View {
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        self
    }
    nonisolated public func environment<T>(_ object: T?) -> some View where T: AnyObject, T: Observable { self }
    nonisolated public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>,
                                                    transform: @escaping (inout V) -> Void) -> some View { self }
}

// MARK: - Actions

@MainActor @preconcurrency
public struct DismissAction {
    @MainActor @preconcurrency public func callAsFunction() {}
}

@MainActor @preconcurrency
public struct DismissSearchAction {
    @MainActor @preconcurrency public func callAsFunction() {}
}

public struct RefreshAction: Sendable {
    public func callAsFunction() async {}
}

@MainActor @preconcurrency
public struct OpenURLAction {
    public struct Result: Sendable {
        public static let handled = Result()
        public static let discarded = Result()
        public static let systemAction = Result()
        public static func systemAction(_ url: URL) -> OpenURLAction.Result { Result() }
        internal init() {}
    }

    public init(handler: @escaping (URL) -> OpenURLAction.Result) {}
    public func callAsFunction(_ url: URL) {}
    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {}
}

// MARK: - Environment value types

public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall
    case small
    case medium
    case large
    case xLarge
    case xxLarge
    case xxxLarge
    case accessibility1
    case accessibility2
    case accessibility3
    case accessibility4
    case accessibility5

    public var isAccessibilitySize: Bool {
        switch self {
        case .accessibility1, .accessibility2, .accessibility3, .accessibility4, .accessibility5: return true
        default: return false
        }
    }
}

public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact
    case regular
}

public enum LegibilityWeight: Hashable, Sendable {
    case regular
    case bold
}

public enum ScenePhase: Comparable, Hashable, Sendable {
    case background
    case inactive
    case active
}

@frozen public struct RedactionReasons: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

extension View {
    nonisolated public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { self }
    nonisolated public func dynamicTypeSize<T>(_ range: T) -> some View
        where T: RangeExpression, T.Bound == DynamicTypeSize { self }
    nonisolated public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { self }
    nonisolated public func redacted(reason: RedactionReasons) -> some View { self }
    nonisolated public func unredacted() -> some View { self }
}
