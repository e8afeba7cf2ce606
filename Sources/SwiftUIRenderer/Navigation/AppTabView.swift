#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// The app's root: the tab bar from `app.json`, one navigation stack per tab, and the
/// runtime's sheets over it. A bundle whose root is a single screen gets its stack without a
/// tab bar.
struct AppTabView: View {
    let engine: JSONEngine

    var body: some View {
        root.modifier(SheetPresenter(engine: engine, level: 0))
    }

    @ViewBuilder private var root: some View {
        if case .screen = engine.runtime.bundle.root {
            StackHost(engine: engine, location: .tab(0))
        } else {
            TabBarView(engine: engine, bar: engine.runtime.tabBar())
        }
    }
}
#endif
