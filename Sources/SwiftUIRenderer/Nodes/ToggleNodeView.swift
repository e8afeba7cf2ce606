#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// `toggle`: a `Toggle` over the boolean at the node's binding; a flip writes the new value to
/// the state store, then runs `onChange`.
struct ToggleNodeView: View {
    let toggle: RenderNode.Toggle
    @Environment(\.screenScope) private var scope
    @Environment(\.isDrawingSnapshot) private var isDrawingSnapshot

    var body: some View {
        if isDrawingSnapshot {
            SnapshotStandIn.Toggle(toggle: toggle)
        } else if toggle.label.isEmpty {
            // Still labelled for VoiceOver, which reads the hidden label.
            control.labelsHidden()
        } else {
            control
        }
    }

    private var control: some View {
        Toggle(isOn: isOn) { Text(verbatim: toggle.label) }
    }

    private var isOn: Binding<Bool> {
        let current = toggle.isOn
        let path = toggle.binding
        let onChange = toggle.onChange
        let scope = scope
        return Binding(
            get: { current },
            set: { @MainActor newValue in scope?.change(.bool(newValue), at: path, onChange: onChange) })
    }
}
#endif
