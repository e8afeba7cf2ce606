#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// `picker`: a `Picker` whose options are tagged by position; choosing one writes its JSON
/// value at the node's binding, then runs `onChange`. The style is the node's `pickerStyle`.
///
/// The selection is optional: when the bound value matches no option (nothing chosen yet, or
/// a value the options do not list) the picker shows a "no selection" row tagged `nil`, so
/// SwiftUI always has a tag for the current value instead of warning and showing nothing.
struct PickerNodeView: View {
    let picker: RenderNode.Picker
    @Environment(\.screenScope) private var scope
    @Environment(\.enginePickerStyle) private var styleModifier

    var body: some View {
        styled.drawnInSnapshots(as: SnapshotStandIn.Picker(picker: picker))
    }

    @ViewBuilder private var styled: some View {
        if let styleModifier {
            control.modifier(PickerStyleView(style: styleModifier))
        } else {
            switch picker.style {
            case .menu: control.pickerStyle(.menu)
            case .segmented: control.pickerStyle(.segmented)
            case .inline: control.pickerStyle(.inline)
            }
        }
    }

    private var control: some View {
        Picker(selection: selection) {
            if picker.selectedIndex == nil {
                Text(verbatim: "—")
                    .accessibilityLabel(Text("No selection"))
                    .tag(Int?.none)
            }
            ForEach(picker.options.indices, id: \.self) { index in
                Text(verbatim: picker.options[index].title).tag(Int?.some(index))
            }
        } label: {
            Text(verbatim: picker.label ?? "")
        }
    }

    /// The chosen position, read from the screen's state at each get (so the picker reads
    /// back what it just wrote, before the screen is resolved again); nil when nothing is
    /// chosen. Choosing the "no selection" row writes nothing.
    private var selection: Binding<Int?> {
        let picker = picker
        let scope = scope
        return Binding(
            get: { @MainActor in
                guard let scope else { return picker.selectedIndex }
                return picker.index(of: scope.runtime.context(for: scope.screen).value(at: picker.binding))
            },
            set: { @MainActor index in
                guard let index, picker.options.indices.contains(index) else { return }
                scope?.change(picker.options[index].value, at: picker.binding, onChange: picker.onChange)
            })
    }
}
#endif
