#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// `picker`: a `Picker` whose options are tagged by position; choosing one writes its JSON
/// value at the node's binding, then runs `onChange`. The style is the node's `pickerStyle`.
struct PickerNodeView: View {
    let picker: RenderNode.Picker
    @Environment(\.screenScope) private var scope

    var body: some View {
        switch picker.style {
        case .menu: control.pickerStyle(.menu)
        case .segmented: control.pickerStyle(.segmented)
        case .inline: control.pickerStyle(.inline)
        }
    }

    private var control: some View {
        Picker(selection: selection) {
            ForEach(picker.options.indices, id: \.self) { index in
                Text(verbatim: picker.options[index].title).tag(index)
            }
        } label: {
            Text(verbatim: picker.label ?? "")
        }
    }

    /// The chosen position; -1 (no option's tag) when the bound value matches none.
    private var selection: Binding<Int> {
        let current = picker.selectedIndex ?? -1
        let options = picker.options
        let path = picker.binding
        let onChange = picker.onChange
        let scope = scope
        return Binding(
            get: { current },
            set: { @MainActor index in
                guard options.indices.contains(index) else { return }
                scope?.change(options[index].value, at: path, onChange: onChange)
            })
    }
}
#endif
