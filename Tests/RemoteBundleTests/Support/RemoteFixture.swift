import Crypto
import Foundation
import NetworkTransport
import RemoteBundle
import TestSupport
import ViewEngine

/// Events a loader reported, in order.
final class EventLog: @unchecked Sendable {
    private let lock = NSLock()
    private var events: [RemoteBundleEvent] = []
    var all: [RemoteBundleEvent] { lock.withLock { events } }
    func record(_ event: RemoteBundleEvent) { lock.withLock { events.append(event) } }
}

/// A published folder served by a ``FaultServer``, a cache folder, and loaders over them.
final class RemoteFixture: @unchecked Sendable {
    let scratch: TemporaryFolder
    var published: URL { scratch.url.appendingPathComponent("published") }
    var cache: URL { scratch.url.appendingPathComponent("cache") }
    let server: FaultServer
    let events = EventLog()

    /// The bundle "shipped in the app": one screen titled "shipped".
    static let shipped = BundleLoader().loadScreen(json: #"{"type": "screen", "props": {"title": "shipped"}}"#, name: "home")

    init() throws {
        scratch = try TemporaryFolder()
        let published = scratch.url.appendingPathComponent("published")
        try FileManager.default.createDirectory(at: published, withIntermediateDirectories: true)
        server = try FaultServer(root: published)
    }

    func cleanUp() {
        server.stop()
        scratch.cleanUp()
    }

    /// A small valid bundle whose home screen is titled `title`, plus an about screen.
    static func files(title: String, about: String = "About") -> [String: Data] {
        [
            "app.json": Data(#"{"name": "Demo", "root": "home"}"#.utf8),
            "screens/home.json": Data(#"{"type": "screen", "props": {"title": "\#(title)"}, "children": [{"type": "text", "content": "$.env.name | uppercase"}]}"#.utf8),
            "screens/about.json": Data(#"{"type": "screen", "props": {"title": "\#(about)"}}"#.utf8),
        ]
    }

    @discardableResult
    func publish(_ files: [String: Data], version: String, key: Curve25519.Signing.PrivateKey? = nil) throws -> BundleManifest {
        try BundlePublisher().publish(files: files, to: published, version: version, signingKey: key)
    }

    /// Publishes without validating, as a careless or hostile publisher could.
    func publishUnchecked(_ files: [String: Data], version: String, capabilities: Capabilities = Capabilities()) throws {
        let store = published.appendingPathComponent("files")
        try FileManager.default.createDirectory(at: store, withIntermediateDirectories: true)
        var entries: [BundleManifest.File] = []
        for (path, data) in files {
            let hash = SHA256.hash(data: data).map { String(format: "%02x", $0) }.joined()
            try data.write(to: store.appendingPathComponent(hash))
            entries.append(.init(path: path, size: data.count, sha256: hash))
        }
        let manifest = BundleManifest(bundleID: "Demo", version: version, capabilities: capabilities, files: entries)
        try SignedManifest(manifest, signingKey: nil).encoded().write(to: published.appendingPathComponent("manifest.json"))
    }

    /// A loader that has installed version 1 (home titled "one"): where most update tests start.
    func loaderOnVersionOne() async throws -> RemoteBundleLoader {
        try publish(Self.files(title: "one"), version: "1")
        let loader = loader()
        await loader.refresh(apply: true)
        return loader
    }

    func loader(
        key: Curve25519.Signing.PublicKey? = nil, limits: RemoteBundleConfiguration.Limits = .init(timeoutSeconds: 5)
    ) -> RemoteBundleLoader {
        let configuration = RemoteBundleConfiguration(
            baseURL: server.baseURL, cacheFolder: cache, publicKey: key, fallbackBundle: Self.shipped, limits: limits,
            onEvent: { [events] in events.record($0) })
        // The network loader apps use: its session refuses redirects before following them.
        return RemoteBundleLoader(configuration: configuration)
    }

    /// The title of the bundle's home screen, as shown.
    static func title(_ loaded: RemoteBundleLoader.Loaded) -> String? {
        loaded.bundle.screens["home"].flatMap(title)
    }

    /// A screen's title when it is written as a plain string.
    static func title(_ screen: ScreenDefinition) -> String? {
        switch screen.node.props["title"] {
        case .value(.text(.literal(let title)))?, .value(.constant(.string(let title)))?: return title
        default: return nil
        }
    }
}
