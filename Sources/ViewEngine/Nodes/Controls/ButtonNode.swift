/// `button`: runs an action when tapped.
enum ButtonNode: NodeDefinition {
    static let spec = NodeSpec(
        .button, .controls,
        props: [
            PropSpec("label", .nodeOrText, required: true, "The button's content (text or a node)"),
            PropSpec("action", .action, "What a tap does"),
            PropSpec("role", .choice(RenderNode.Button.Role.allCases.map(\.rawValue)), "Semantic role"),
            PropSpec("disabled", .bool, default: false, "Disables the button"),
        ], "Tappable button",
        example: #"{"type": "button", "label": "Like", "action": {"actionType": "setState", "key": "liked", "value": true}}"#)

    static func resolve(_ scope: NodeScope) -> RenderNode.Content {
        .button(
            .init(
                label: scope.label("label"), action: scope.props.action("action"),
                role: scope.word("role", as: RenderNode.Button.Role.self), isDisabled: scope.props.bool("disabled") ?? false))
    }
}
