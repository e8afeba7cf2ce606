import SwiftUI

/// The Podcasts app: one window showing the JSON app.
@main
struct PodcastsApp: App {
    var body: some Scene {
        WindowGroup {
            PodcastsRootView()
        }
    }
}
