#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// A tab's title with its icon (a tab without one shows the title alone).
struct TabLabel: View {
    let tab: RenderNode.TabBar.Tab

    var body: some View {
        if let icon = tab.icon {
            Label(tab.title, systemImage: icon)
        } else {
            Text(verbatim: tab.title)
        }
    }
}
#endif
