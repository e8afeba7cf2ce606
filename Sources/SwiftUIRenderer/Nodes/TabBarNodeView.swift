#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// A `tab_view` node inside a screen. The app's real tab bar is the root ``TabBarView``
/// (from `app.json`); a tab bar met again inside content cannot own stacks of its own, so it
/// shows as a strip of tab buttons that switch the app's tabs, tab N selecting tab N.
struct TabBarNodeView: View {
    let bar: RenderNode.TabBar
    @Environment(\.screenScope) private var scope

    var body: some View {
        HStack {
            ForEach(Array(bar.tabs.enumerated()), id: \.offset) { index, tab in
                Button {
                    guard let runtime = scope?.runtime else { return }
                    Task { await runtime.selectTab(index) }
                } label: {
                    TabLabel(tab: tab)
                        .frame(maxWidth: .infinity)
                }
                .buttonStyle(.plain)
                .foregroundStyle(index == scope?.runtime.selectedTab ? AnyShapeStyle(.tint) : AnyShapeStyle(.secondary))
            }
        }
    }
}
#endif
