// Declaration-only stubs mirroring Apple's SwiftUI API (iOS 17 surface) for
// type-checking on Linux with `swiftc -typecheck`. Nothing here renders; bodies
// are `fatalError()` or trivial. See Tools/SwiftUIStub/README.md.

// MARK: - App

@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    @MainActor @preconcurrency init()
}

extension App {
    /// Entry point used by `@main`.
    @MainActor @preconcurrency public static func main() {
        _stub()
    }
}

// MARK: - Scene

@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

@resultBuilder
public struct SceneBuilder {
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: Scene { content }
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: Scene { content }
    public static func buildBlock<each Content>(_ content: repeat each Content) -> _TupleScene<(repeat each Content)>
        where repeat each Content: Scene {
        _TupleScene((repeat each content))
    }
}

nonisolated public struct _TupleScene<T>: Scene {
    public typealias Body = Never
    public var value: T
    public init(_ value: T) { self.value = value }
    public var body: Never { _stub() }
}

nonisolated public struct WindowGroup<Content>: Scene where Content: View {
    public typealias Body = Never
    public var body: Never { _stub() }

    public init(@ViewBuilder content: () -> Content) {}
    public init(id: String, @ViewBuilder content: () -> Content) {}
    public init(_ title: Text, @ViewBuilder content: () -> Content) {}
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    @_disfavoredOverload
    public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol {}
    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {}
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {}
}

extension Scene {
    nonisolated public func environment<T>(_ object: T?) -> some Scene where T: AnyObject, T: Observable { self }
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene {
        self
    }
    nonisolated public func onChange<V>(of value: V, initial: Bool = false,
                                        _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some Scene
        where V: Equatable { self }
    nonisolated public func onChange<V>(of value: V, initial: Bool = false,
                                        _ action: @escaping () -> Void) -> some Scene where V: Equatable { self }
}
