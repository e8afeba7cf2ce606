import BibleVerses
import BibleVersesAppBundle
import Foundation
import SwiftUI
import SwiftUIRenderer
import ViewEngine

/// The JSON app with the Bible Verses module: bible-api.com, or the offline Bible (WEB and
/// KJV) when launched with `SDUI_FIXTURES=1` in the scheme's environment (UI tests, no
/// network). Favourites, settings, recent searches and the day's verse live in
/// `Application Support/bible-verses/bible.sqlite`, which iOS backs up with the app's data.
///
/// Launched with `--source bible-verses=URL` (the scheme's "Arguments Passed On Launch") or
/// `SDUI_SOURCES=bible-verses=URL`, it calls that server instead of bible-api.com (staging,
/// or a local server replaying recorded responses).
struct BibleRootView: View {
    @Environment(\.openURL) private var openURL

    var body: some View {
        JSONDrivenView(loading: Self.load, engine: makeEngine)
    }

    /// Off the main actor: reads the bundle and opens the SQLite database.
    nonisolated private static func load() throws -> (AppBundle, BibleModule) {
        guard let support = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first else {
            throw CocoaError(.fileNoSuchFile)
        }
        let sources = try SourceBaseURLs.fromLaunch()
        let module = try BibleModule(
            live: ProcessInfo.processInfo.environment["SDUI_FIXTURES"] != "1",
            databasePath: BibleModule.databasePath(in: support), baseURL: sources.url(for: "bible-verses"))
        return (try BundleLoader().load(folder: BibleVersesAppBundle.folder()), module)
    }

    private func makeEngine(_ loaded: (AppBundle, BibleModule)) -> JSONEngine {
        let (bundle, module) = loaded
        let engine = JSONEngine(bundle: bundle, modules: [module])
        // The bundle draws its own loading and error views from `$.status`.
        engine.showsRequestStatus = false
        let openURL = openURL
        engine.registerEventHandler(ExternalLink.event) { payload in
            openURL(try ExternalLink.url(in: payload))
        }
        return engine
    }
}

#if HOST_PREVIEWS
#Preview {
    BibleRootView()
}
#endif
