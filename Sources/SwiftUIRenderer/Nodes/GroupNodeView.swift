#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// `group` and `empty`: SwiftUI's `Group`, whose children join the parent's layout (nothing
/// at all when there are none).
struct GroupNodeView: View {
    let children: [RenderNode]

    var body: some View {
        Group { ChildNodes(nodes: children) }
    }
}
#endif
