#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// `text_editor`: a `TextEditor` over the text at the node's binding; every edit is written
/// back, as a text field's is.
struct TextEditorNodeView: View {
    let editor: RenderNode.TextEditor
    @Environment(\.screenScope) private var scope

    var body: some View {
        TextEditor(text: text)
            .frame(minHeight: 100)
            .accessibilityLabel(Text(verbatim: editor.label ?? ""))
    }

    private var text: Binding<String> {
        let current = editor.text
        let path = editor.binding
        let scope = scope
        return Binding(
            get: { current },
            set: { @MainActor newText in scope?.setValue(.string(newText), at: path) })
    }
}
#endif
