#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// `text_editor`: a `TextEditor` over the text at the node's binding; every edit is written
/// back, then `onChange` runs, as a text field's does.
struct TextEditorNodeView: View {
    let editor: RenderNode.TextEditor
    @Environment(\.screenScope) private var scope

    var body: some View {
        TextEditor(text: text)
            .frame(minHeight: 100)
            .accessibilityLabel(Text(verbatim: editor.label ?? ""))
    }

    private var text: Binding<String> {
        scope.binding(editor.text, at: editor.binding, onChange: editor.onChange) { .string($0) }
    }
}
#endif
