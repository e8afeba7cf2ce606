#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// `navigation_stack`. Every screen already sits in a native NavigationStack owned by the
/// runtime (one per tab and per sheet), and SwiftUI does not support stacks inside stacks,
/// so the node shows its root in the enclosing stack.
struct NavigationStackNodeView: View {
    let root: RenderNode

    var body: some View {
        NodeView(root)
    }
}
#endif
