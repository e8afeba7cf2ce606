import Foundation
import PodcastCatalog
import PodcastsAppBundle
import RemoteBundle
import SwiftUI
import SwiftUIRenderer
import ViewEngine

/// The JSON app with the Podcasts module: the live iTunes API (responses cached for an hour
/// in the caches folder), or the offline fixture catalogue when launched with
/// `SDUI_FIXTURES=1` in the scheme's environment (UI tests, no network).
///
/// Launch settings (the scheme's "Arguments Passed On Launch", or its environment):
/// - `--source podcasts=URL` (or `SDUI_SOURCES`): the iTunes API's base URL, for a staging
///   server or one replaying recorded responses;
/// - `--remote-bundle URL` (or `SDUI_REMOTE_BUNDLE`), with `--remote-bundle-key KEY`: follow a
///   folder published with `sdui publish` instead of showing only the bundle shipped here.
struct PodcastsRootView: View {
    @Environment(\.openURL) private var openURL

    /// What the slow part prepares off the main actor.
    struct Prepared: Sendable {
        var shipped: AppBundle
        var module: PodcastsModule
        /// Set when launched with a remote bundle; its initializer read the cache.
        var remote: RemoteBundleLoader?
    }

    var body: some View {
        JSONDrivenView(loading: Self.load, engine: makeEngine)
    }

    /// Off the main actor: reads the bundle, sets up the module (and its cache folder) and,
    /// with a remote bundle, opens its cache.
    nonisolated private static func load() throws -> Prepared {
        let caches = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first
        let sources = try SourceBaseURLs.fromLaunch()
        let module = try PodcastsModule(
            live: ProcessInfo.processInfo.environment["SDUI_FIXTURES"] != "1",
            cacheFolder: caches?.appendingPathComponent("iTunes"), baseURL: sources.url(for: "podcasts"))
        let shipped = try BundleLoader().load(folder: PodcastsAppBundle.folder())
        var remote: RemoteBundleLoader?
        if let setting = try RemoteBundleSetting.fromLaunch(), let caches {
            remote = RemoteBundleLoader(
                configuration: RemoteBundleConfiguration(
                    baseURL: setting.url, cacheFolder: caches.appendingPathComponent("RemoteBundle"), publicKey: setting.publicKey,
                    fallbackBundle: shipped, onEvent: { event in print("remote bundle: \(event)") }))
        }
        return Prepared(shipped: shipped, module: module, remote: remote)
    }

    private func makeEngine(_ prepared: Prepared) -> JSONEngine {
        let engine =
            prepared.remote.map { JSONEngine(remoteLoader: $0, modules: [prepared.module]) }
            ?? JSONEngine(bundle: prepared.shipped, modules: [prepared.module])
        // The bundle draws its own loading and error views from `$.status`.
        engine.showsRequestStatus = false
        let openURL = openURL
        engine.registerEventHandler(PodcastsModule.openURLEvent) { payload in
            openURL(try ExternalLink.url(in: payload))
        }
        return engine
    }
}

#if HOST_PREVIEWS
#Preview {
    PodcastsRootView()
}
#endif
