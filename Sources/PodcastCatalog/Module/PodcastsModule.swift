import Foundation
import ViewEngine

/// The Podcasts app's native glue for hosts: the iTunes data source (offline fixtures by
/// default, the live API on request), the `openExternalUrl` event, and the fixture artwork.
///
/// Bundles ask for it with `"modules": ["podcasts"]` in `app.json`.
public struct PodcastsModule: AppModule {
    /// The name bundles use in `modules`.
    public let name = "podcasts"
    /// The source `api` actions reach (registered as the default).
    public let dataSource: ITunesDataSource
    private let artwork: FixtureArtwork
    private let openURL: (@Sendable (URL) async throws -> Void)?

    /// Opens a URL the way the host can (the system browser, a new tab…).
    public typealias URLOpener = @Sendable (URL) async throws -> Void

    /// A module over any client (tests inject local servers and failing transports).
    public init(client: ITunesClient, catalog: FixtureCatalog, openURL: URLOpener? = nil) {
        dataSource = ITunesDataSource(client: client)
        artwork = FixtureArtwork(catalog: catalog)
        self.openURL = openURL
    }

    /// The module as hosts use it.
    ///
    /// - Parameters:
    ///   - live: call `https://itunes.apple.com` instead of answering from the fixtures.
    ///   - cacheFolder: where live responses persist (memory only when nil).
    ///   - timeToLive: seconds a live response is reused.
    ///   - baseURL: the server to call instead of `https://itunes.apple.com` (staging, or a
    ///     local server replaying recorded responses); giving one implies `live`.
    ///   - openURL: handles `openExternalUrl`; without it the event is left to the host.
    public init(
        live: Bool = false, cacheFolder: URL? = nil, timeToLive: TimeInterval = 3600, baseURL: URL? = nil, openURL: URLOpener? = nil
    ) throws(DataSourceError) {
        let catalog = try FixtureCatalog.bundled()
        let client: ITunesClient
        if live || baseURL != nil {
            client = ITunesClient(
                baseURL: baseURL ?? ITunesClient.productionBaseURL, transport: URLSessionTransport(accept: ITunesClient.acceptHeader, maxBodyBytes: ITunesClient.defaultMaxResponseBytes),
                cache: ResponseCache(folder: cacheFolder, timeToLive: timeToLive))
        } else {
            client = ITunesClient(transport: FixtureTransport(catalog: catalog))
        }
        self.init(client: client, catalog: catalog, openURL: openURL)
    }

    /// The event JSON uses to open an episode or web page: `{"url": "https://…"}`.
    public static let openURLEvent = ExternalLink.event

    /// Registers the data source as the default and, with a URL opener, `openExternalUrl`.
    @MainActor
    public func install(in runtime: AppRuntime) {
        runtime.register(dataSource: dataSource)
        guard let openURL else { return }
        runtime.registerEventHandler(Self.openURLEvent) { payload in
            try await openURL(try ExternalLink.url(in: payload))
        }
    }

    /// The generated artwork at `/fixtures/artwork/<id>/<N>x<N>bb.svg`; nil for other paths.
    public func asset(at path: String) -> StaticAsset? {
        do {
            return try artwork.asset(at: path)
        } catch {
            // AppModule's contract has no error channel; an unreadable bundled file is a
            // packaging bug, reported loudly where hosts log.
            StandardError.writeLine("PodcastsModule: \(error)")
            return nil
        }
    }
}
