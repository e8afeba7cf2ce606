#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// `multi_picker`: SwiftUI has no multi-select `Picker`, so rows with a checkmark on each
/// chosen option, as a settings screen draws them; a tap writes the array the engine made for
/// that row (``RenderNode/MultiPicker/toggling(_:)``), then runs `onChange`.
struct MultiPickerNodeView: View {
    let picker: RenderNode.MultiPicker

    @Environment(\.screenScope) private var scope

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(picker.options.indices, id: \.self) { index in
                Button {
                    scope?.change(picker.toggling(index), at: picker.binding, onChange: picker.onChange)
                } label: {
                    HStack {
                        Text(verbatim: picker.options[index].title)
                        Spacer()
                        if picker.isSelected[index] { Image(systemName: "checkmark") }
                    }
                    .padding(.vertical, 8)
                }
                .accessibilityAddTraits(picker.isSelected[index] ? .isSelected : [])
            }
        }
        .accessibilityElement(children: .contain)
        .accessibilityLabel(Text(verbatim: picker.label ?? ""))
    }
}
#endif
