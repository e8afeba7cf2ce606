/// `secure_field`: SwiftUI's `SecureField`, a one-line text input that hides what is typed.
/// Peers' `SecureField` is this type (JSON names ignore case and `_`).
enum SecureFieldNode: NodeDefinition {
    static let spec = NodeSpec(
        .secureField, .controls, aliases: ["password", "passwordfield"],
        props: [
            PropSpec("placeholder", .text, "Prompt shown when empty"),
            PropSpec("binding", .statePath, required: true, writes: .text, "State path the text is written to"),
            PropSpec("onSubmit", .action, "Runs on return"),
            TextFieldNode.onChangeSpec,
        ], "Text input that hides what is typed",
        example: #"{"type": "vstack", "alignment": "leading", "children": [{"type": "secure_field", "placeholder": "Password", "binding": "$.password"}, {"type": "text", "content": "${$.password | count} characters"}]}"#)

    static func resolve(_ scope: NodeScope) -> RenderNode.Content {
        TextFieldNode.field(scope, isSearch: false, isSecure: true)
    }
}
