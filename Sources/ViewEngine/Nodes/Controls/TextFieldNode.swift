/// `text_field`: a one-line text input bound to state.
enum TextFieldNode: NodeDefinition {
    static let spec = NodeSpec(
        .textField, .controls, aliases: ["textinput", "input"],
        props: [
            PropSpec("placeholder", .text, "Prompt shown when empty"),
            PropSpec("binding", .statePath, required: true, writes: .text, "State path the text is written to"),
            PropSpec("onSubmit", .action, "Runs on return"),
            onChangeSpec,
            PropSpec("secure", .bool, default: false, "Hides the typed text"),
            PropSpec(
                "format", .choice(["text", "number"]), default: "text",
                "number: edits a number, shown and read in the user's locale (12,5 in German) when committed, as SwiftUI's TextField(value:format:)"),
        ], "Text input",
        example: #"{"type": "text_field", "placeholder": "Your name", "binding": "$.name"}"#)

    static func resolve(_ scope: NodeScope) -> RenderNode.Content {
        let content = field(scope, isSearch: false, isSecure: scope.props.bool("secure") ?? false)
        guard scope.word("format") == "number", case .textField(var field) = content else { return content }
        let format = NumberFieldFormat(locale: scope.props.environment.locale)
        field.numberFormat = format
        field.text = format.text(for: scope.value(at: field.binding))
        return .textField(field)
    }

    /// `onChange` of the text inputs (fields, search bars, editors), as SwiftUI's
    /// `.onChange(of: text)`: only an edit that changes the text runs it.
    static let onChangeSpec = PropSpec(
        "onChange", .action, "Runs after an edit that changes the text is written (the preview sends text after a pause in typing; a number field when committed)")

    /// A text field's content; search bars and secure fields are text fields too.
    static func field(_ scope: NodeScope, isSearch: Bool, isSecure: Bool) -> RenderNode.Content {
        let binding = scope.binding()
        return .textField(
            .init(
                placeholder: scope.props.string("placeholder") ?? "", text: ValueText.string(scope.value(at: binding)), binding: binding,
                onSubmit: scope.props.action("onSubmit"), onChange: scope.props.action("onChange"), isSearch: isSearch, isSecure: isSecure))
    }
}
