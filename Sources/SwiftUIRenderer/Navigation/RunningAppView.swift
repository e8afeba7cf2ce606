#if canImport(SwiftUI)
import SwiftUI

/// The app once its engine exists: starts the runtime (the first tab's `onLoad`) and shows
/// the root.
struct RunningAppView: View {
    let engine: JSONEngine

    var body: some View {
        AppTabView(engine: engine)
            .task { await engine.runtime.start() }
    }
}
#endif
