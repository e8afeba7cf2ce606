/// `text_editor`: SwiftUI's `TextEditor`, multi-line text bound to state.
enum TextEditorNode: NodeDefinition {
    static let spec = NodeSpec(
        .textEditor, .controls, aliases: ["textarea", "multilinetextfield"],
        props: [
            PropSpec("binding", .statePath, required: true, writes: .text, "State path the text is written to"),
            PropSpec("label", .text, "What is written here, for assistive technology (the editor shows no title)"),
            TextFieldNode.onChangeSpec,
        ], "Multi-line text input",
        example: #"{"type": "vstack", "alignment": "leading", "children": [{"type": "text_editor", "binding": "$.notes", "label": "Notes"}, {"type": "text", "content": "${$.notes | count} characters"}]}"#)

    static func resolve(_ scope: NodeScope) -> RenderNode.Content {
        let binding = scope.binding()
        return .textEditor(
            RenderNode.TextEditor(
                label: scope.props.string("label"), text: ValueText.string(scope.value(at: binding)), binding: binding,
                onChange: scope.props.action("onChange")))
    }
}

extension RenderNode {
    /// Multi-line text bound to state.
    public struct TextEditor: Sendable {
        /// Its name for assistive technology.
        public var label: String?
        /// The current text, read from ``binding``.
        public var text: String
        /// Where edits are written.
        public var binding: BindingPath
        /// The `onChange` action, run after an edit that changes the text; nil for none.
        public var onChange: BoundAction? = nil

        /// What `sdui resolve` prints.
        var jsonMembers: JSONObject {
            var o: JSONObject = ["text": .string(text), "binding": .string(binding.description)]
            o["label"] = label.map(JSONValue.string)
            if let change = onChange { o["onChange"] = change.action.jsonValue }
            return o
        }
    }
}
