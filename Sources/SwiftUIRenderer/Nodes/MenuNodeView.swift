#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// `menu`: a `Menu` whose items are the node's children (buttons, dividers, nested menus).
struct MenuNodeView: View {
    let menu: RenderNode.Menu

    var body: some View {
        Menu {
            ChildNodes(nodes: menu.items)
        } label: {
            NodeView(menu.label)
        }
    }
}
#endif
