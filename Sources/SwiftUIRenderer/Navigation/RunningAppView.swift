#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// The app once its engine exists: starts the runtime (the first tab's `onLoad`) and shows
/// the root, in the colour scheme the app asks for (`colorScheme` in app.json, usually bound
/// to a setting, so changing the setting switches the whole app, sheets included).
struct RunningAppView: View {
    let engine: JSONEngine
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        AppTabView(engine: engine)
            // The theme's accent colour tints navigation, tabs, toolbar items and controls.
            .tint(engine.runtime.bundle.theme.accentColor?.color(for: colorScheme))
            .preferredColorScheme(engine.runtime.preferredColorScheme?.swiftUI)
            .modifier(TextSizeOverride(size: engine.textSize))
            // Leading and trailing, alignment and swipe actions mirror for a right-to-left
            // locale: the engine's locale decides, not the device's, so an app shown in Arabic
            // lays out right to left on any device.
            .environment(\.layoutDirection, engine.runtime.resolver.environment.layoutDirection.swiftUI)
            .task { await engine.runtime.start() }
    }
}
#endif
