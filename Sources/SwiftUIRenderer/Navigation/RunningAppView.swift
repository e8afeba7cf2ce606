#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// The app once its engine exists: starts the runtime (the first tab's `onLoad`) and shows
/// the root, in the colour scheme the app asks for (`colorScheme` in app.json, usually bound
/// to a setting, so changing the setting switches the whole app, sheets included).
struct RunningAppView: View {
    let engine: JSONEngine

    var body: some View {
        AppTabView(engine: engine)
            .preferredColorScheme(engine.runtime.preferredColorScheme?.swiftUI)
            .task { await engine.runtime.start() }
    }
}
#endif
