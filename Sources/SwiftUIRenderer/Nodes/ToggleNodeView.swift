#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// `toggle`: a `Toggle` over the boolean at the node's binding; a flip writes the new value to
/// the state store, then runs `onChange`.
struct ToggleNodeView: View {
    let toggle: RenderNode.Toggle
    @Environment(\.screenScope) private var scope

    var body: some View {
        Toggle(isOn: isOn) { Text(verbatim: toggle.label) }
            .labelsHidden(if: toggle.label.isEmpty)
            .drawnInSnapshots(as: SnapshotStandIn.Toggle(toggle: toggle))
    }

    private var isOn: Binding<Bool> {
        scope.binding(toggle.isOn, at: toggle.binding, onChange: toggle.onChange) { .bool($0) }
    }
}
#endif
