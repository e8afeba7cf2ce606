#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// `disclosure_group`: a `DisclosureGroup`. Bound, its expansion reads and writes the state at
/// `isExpanded`; unbound, SwiftUI's group keeps its own.
struct DisclosureGroupNodeView: View {
    let group: RenderNode.DisclosureGroup

    @Environment(\.screenScope) private var scope

    var body: some View {
        if let binding = group.binding {
            DisclosureGroup(isExpanded: expanded(binding)) {
                ChildNodes(nodes: group.content)
            } label: {
                NodeView(group.label)
            }
        } else {
            DisclosureGroup {
                ChildNodes(nodes: group.content)
            } label: {
                NodeView(group.label)
            }
        }
    }

    private func expanded(_ path: BindingPath) -> Binding<Bool> {
        let current = group.isExpanded
        let scope = scope
        return Binding(
            get: { current },
            set: { @MainActor isExpanded in scope?.setValue(.bool(isExpanded), at: path) })
    }
}
#endif
