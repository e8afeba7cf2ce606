#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// A `TabView` over the runtime's tabs: titles, SF Symbol icons and badges come from the
/// evaluated tab bar; selecting a tab goes through the runtime, which loads its root screen.
struct TabBarView: View {
    let engine: JSONEngine
    let bar: RenderNode.TabBar

    var body: some View {
        TabView(selection: selection) {
            ForEach(Array(bar.tabs.enumerated()), id: \.offset) { index, tab in
                StackHost(engine: engine, location: .tab(index))
                    .tabItem { TabLabel(tab: tab) }
                    .badge(tab.badge.map { Text(verbatim: $0) })
                    .tag(index)
            }
        }
        // The newly selected tab's root screen loads (once) after the switch has shown.
        .task(id: engine.runtime.selectedTab) { await engine.runtime.selectTab(engine.runtime.selectedTab) }
    }

    /// Written at once (``ViewEngine/AppRuntime/switchTab(_:)``), so the tab view reads back
    /// the tab it just selected instead of bouncing to the old one for a turn.
    private var selection: Binding<Int> {
        let runtime = engine.runtime
        return Binding(
            get: { @MainActor in runtime.selectedTab },
            set: { @MainActor index in runtime.switchTab(index) })
    }
}
#endif
