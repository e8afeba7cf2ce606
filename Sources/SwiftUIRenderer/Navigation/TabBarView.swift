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
    }

    private var selection: Binding<Int> {
        let runtime = engine.runtime
        return Binding(
            get: { @MainActor in runtime.selectedTab },
            set: { @MainActor index in Task { await runtime.selectTab(index) } })
    }
}
#endif
