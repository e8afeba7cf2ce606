#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// `slider`: a `Slider` over the number at the node's binding. The value is written while the
/// user drags (so bound text follows it); `onChange` runs once, when they let go.
struct SliderNodeView: View {
    let slider: RenderNode.Slider
    @Environment(\.screenScope) private var scope
    @Environment(\.isDrawingSnapshot) private var isDrawingSnapshot

    var body: some View {
        if isDrawingSnapshot {
            SnapshotStandIn.Slider(slider: slider)
        } else {
            control
        }
    }

    private var control: some View {
        Group {
            if let step = slider.step {
                Slider(value: value, in: slider.minimum...slider.maximum, step: step, label: { label }, onEditingChanged: editingChanged)
            } else {
                Slider(value: value, in: slider.minimum...slider.maximum, label: { label }, onEditingChanged: editingChanged)
            }
        }
        .labelsHidden()
    }

    /// Not drawn next to an iOS slider, but read by VoiceOver.
    private var label: Text {
        Text(verbatim: slider.label ?? "")
    }

    private var value: Binding<Double> {
        let current = slider.value
        let path = slider.binding
        let scope = scope
        return Binding(
            get: { current },
            set: { @MainActor newValue in scope?.setValue(.number(newValue), at: path) })
    }

    private func editingChanged(_ isEditing: Bool) {
        if !isEditing { scope?.perform(slider.onChange) }
    }
}
#endif
