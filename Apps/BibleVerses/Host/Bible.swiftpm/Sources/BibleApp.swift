import SwiftUI

/// The Bible Verses app: one window showing the JSON app.
@main
struct BibleApp: App {
    var body: some Scene {
        WindowGroup {
            BibleRootView()
        }
    }
}
