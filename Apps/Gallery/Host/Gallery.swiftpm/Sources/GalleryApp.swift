import GalleryAppBundle
import SwiftUI
import SwiftUIRenderer
import ViewEngine

/// The Gallery app: every modifier of the catalogue, drawn by SwiftUI from the same JSON the
/// browser preview draws.
@main
struct GalleryApp: App {
    var body: some Scene {
        WindowGroup {
            GalleryRootView()
        }
    }
}

/// The JSON app alone: the Gallery needs no module (its screens only set state).
struct GalleryRootView: View {
    var body: some View {
        JSONDrivenView(loading: Self.load, engine: { bundle in JSONEngine(bundle: bundle) })
    }

    /// Off the main actor: reads and validates the bundle.
    nonisolated private static func load() throws -> AppBundle {
        try BundleLoader().load(folder: GalleryAppBundle.folder())
    }
}

#if HOST_PREVIEWS
#Preview {
    GalleryRootView()
}
#endif
