#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// `slider`: a `Slider` over the number at the node's binding. The value is written while the
/// user drags (so bound text follows it); `onChange` runs once, when they let go.
struct SliderNodeView: View {
    let slider: RenderNode.Slider
    @Environment(\.screenScope) private var scope

    var body: some View {
        Group {
            if let step = slider.step {
                Slider(value: value, in: slider.minimum...slider.maximum, step: step, label: { label }, onEditingChanged: editingChanged)
            } else {
                Slider(value: value, in: slider.minimum...slider.maximum, label: { label }, onEditingChanged: editingChanged)
            }
        }
        .labelsHidden()
        .drawnInSnapshots(as: SnapshotStandIn.Slider(slider: slider))
    }

    /// Not drawn next to an iOS slider, but read by VoiceOver.
    private var label: Text {
        Text(verbatim: slider.label ?? "")
    }

    /// Written while the user drags, without `onChange` (that runs when they let go).
    private var value: Binding<Double> {
        scope.binding(slider.value, at: slider.binding) { .number($0) }
    }

    private func editingChanged(_ isEditing: Bool) {
        if !isEditing { scope?.perform(slider.onChange) }
    }
}
#endif
