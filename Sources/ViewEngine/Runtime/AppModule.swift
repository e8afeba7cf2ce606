/// Native code an app bundle needs, packaged for hosts: data sources, event handlers and
/// static assets (generated artwork, for instance).
///
/// A bundle names its modules in `app.json` (`"modules": ["podcasts"]`); each host (the iOS
/// app, `sdui`, the preview server) keeps a table from names to modules and installs them.
public protocol AppModule: Sendable {
    /// The name bundles use in `modules`.
    var name: String { get }

    /// Registers data sources and event handlers on a runtime.
    @MainActor func install(in runtime: AppRuntime)

    /// A static asset the module serves at a root-relative path (`/fixtures/artwork/1.svg`),
    /// or nil when the path is not the module's.
    func asset(at path: String) -> StaticAsset?
}

extension AppModule {
    public func asset(at path: String) -> StaticAsset? { nil }
}

/// Bytes with their media type.
public struct StaticAsset: Sendable, Hashable {
    /// The asset's content, served as the response body.
    public var bytes: [UInt8]
    /// The MIME type sent as the `Content-Type` header (`image/svg+xml`).
    public var contentType: String

    /// An asset of `bytes` served as `contentType`.
    public init(bytes: [UInt8], contentType: String) {
        self.bytes = bytes
        self.contentType = contentType
    }
}
