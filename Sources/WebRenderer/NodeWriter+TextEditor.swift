import ViewEngine

extension NodeWriter {
    /// A text editor: a `textarea` whose edits the client sends as the text field's are
    /// (`data-field`, after a pause in typing); return makes a new line, it submits nothing.
    mutating func textEditor(_ editor: RenderNode.TextEditor, accessibility: RenderNode.Accessibility) -> Element {
        var area = Element("textarea", classes: ["text-editor"], body: "\n" + HTMLEscaping.escape(editor.text))
        // The parser drops one newline right after <textarea>: this one, never the text's own.
        area.set("aria-label", accessibility.label ?? editor.label ?? "Text")
        if let hint = accessibility.hint { area.setHint(hint) }
        if let identifier = accessibility.identifier { area.set(.testID, identifier) }
        area.set("rows", "4")
        area.set("autocomplete", "off")
        if let screen = writingScreen(editor.binding) {
            area.set(.field, String(interactions.register(.editText(binding: editor.binding, screen: screen, onSubmit: nil, onChange: editor.onChange))))
            area.set(.key, "field:\(screen.rawValue):\(editor.binding)")
        } else if screen != nil {
            area.set("disabled", "")
        }
        if accessibility.isHidden { area.set("aria-hidden", "true") }
        area.flex = Flexibility(horizontal: true, vertical: false)
        area.handlesAccessibility = true
        return area
    }
}
