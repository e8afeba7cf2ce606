import Foundation
import PodcastCatalog
import PodcastsAppBundle
import SwiftUI
import SwiftUIRenderer
import ViewEngine

/// The JSON app with the Podcasts module: the live iTunes API (responses cached for an hour
/// in the caches folder), or the offline fixture catalogue when launched with
/// `SDUI_FIXTURES=1` in the scheme's environment (UI tests, no network).
struct PodcastsRootView: View {
    @Environment(\.openURL) private var openURL

    var body: some View {
        JSONDrivenView(loading: Self.load, engine: makeEngine)
    }

    /// Off the main actor: reads the bundle and sets up the module (and its cache folder).
    nonisolated private static func load() throws -> (AppBundle, PodcastsModule) {
        let caches = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first
        let module = try PodcastsModule(
            live: ProcessInfo.processInfo.environment["SDUI_FIXTURES"] != "1",
            cacheFolder: caches?.appendingPathComponent("iTunes"))
        return (try BundleLoader().load(folder: PodcastsAppBundle.folder()), module)
    }

    private func makeEngine(_ loaded: (AppBundle, PodcastsModule)) -> JSONEngine {
        let (bundle, module) = loaded
        let engine = JSONEngine(bundle: bundle, modules: [module])
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
