// CoreTransferable (iOS 16), which SwiftUI re-exports on Apple platforms: the protocol with
// its real shape (`Sendable`, a `transferRepresentation` built by a result builder), the
// representation the renderer uses (`ProxyRepresentation`), and the system conformances
// ShareLink needs. Declaration-only: see Tools/SwiftUIStub/README.md.

/// `@preconcurrency protocol Transferable: Sendable`.
@preconcurrency
public protocol Transferable: Sendable {
    associatedtype Representation: TransferRepresentation
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Self.Representation { get }
}

/// `protocol TransferRepresentation<Item>: Sendable`.
public protocol TransferRepresentation<Item>: Sendable {
    associatedtype Item: Transferable
    associatedtype Body: TransferRepresentation
    @TransferRepresentationBuilder<Self.Item> var body: Self.Body { get }
}

/// `@resultBuilder struct TransferRepresentationBuilder<Item> where Item: Transferable`:
/// one representation (enough for the renderer; Apple's builder also combines several).
@resultBuilder
public struct TransferRepresentationBuilder<Item> where Item: Transferable {
    public static func buildBlock<Content>(_ content: Content) -> Content
        where Item == Content.Item, Content: TransferRepresentation { content }
    public static func buildExpression<R>(_ content: R) -> R
        where Item == R.Item, R: TransferRepresentation { content }
}

/// `struct ProxyRepresentation<Item, ProxyRepresentation>`: exports an item through another
/// type's representation.
public struct ProxyRepresentation<Item, ProxyRepresentation>: TransferRepresentation
    where Item: Transferable, ProxyRepresentation: Transferable {
    public typealias Body = _NoTransferBody

    /// iOS 16.1: the proxy is made when a receiver asks for the item, not before.
    public init(exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation) {}
    /// iOS 16: the proxy read through a key path.
    public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation) {}
}

/// Ends the `Body` chain of primitive representations. The SDK uses `Never` there; in the
/// stub `Never` is already a `View` whose main-actor `body` would clash.
public enum _NoTransferBody: TransferRepresentation {
    public typealias Item = Never
    public typealias Body = _NoTransferBody
}

extension TransferRepresentation where Body == _NoTransferBody {
    public var body: _NoTransferBody { _stub() }
}

extension Never: Transferable {
    public static var transferRepresentation: _SystemTransferRepresentation<Never> { _SystemTransferRepresentation() }
}

/// The system's own representations (plain text, URL, raw bytes, rich text, PNG), opaque here.
public struct _SystemTransferRepresentation<Item>: TransferRepresentation where Item: Transferable {
    public typealias Body = _NoTransferBody
    public init() {}
}

extension String: Transferable {
    public static var transferRepresentation: _SystemTransferRepresentation<String> { _SystemTransferRepresentation() }
}
extension URL: Transferable {
    public static var transferRepresentation: _SystemTransferRepresentation<URL> { _SystemTransferRepresentation() }
}
extension Data: Transferable {
    public static var transferRepresentation: _SystemTransferRepresentation<Data> { _SystemTransferRepresentation() }
}
extension AttributedString: Transferable {
    public static var transferRepresentation: _SystemTransferRepresentation<AttributedString> { _SystemTransferRepresentation() }
}
extension Image: Transferable {
    public static var transferRepresentation: _SystemTransferRepresentation<Image> { _SystemTransferRepresentation() }
}
