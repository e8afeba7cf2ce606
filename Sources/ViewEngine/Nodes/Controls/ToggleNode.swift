/// `toggle`: an on/off switch over a boolean in state.
enum ToggleNode: NodeDefinition {
    static let spec = NodeSpec(
        .toggle, .controls, aliases: ["switch"],
        props: [
            PropSpec("label", .text, "What the switch turns on and off"),
            PropSpec("binding", .statePath, required: true, writes: .bool, "State path of the boolean it shows and writes"),
            PropSpec("onChange", .action, "Runs after the new value is written"),
        ], "On/off switch",
        example: #"{"type": "toggle", "label": "Notifications", "binding": "$.notify"}"#)

    static func resolve(_ scope: NodeScope) -> RenderNode.Content {
        let binding = scope.binding()
        return .toggle(
            RenderNode.Toggle(
                label: scope.props.string("label") ?? "", isOn: ValueText.isTruthy(scope.value(at: binding)), binding: binding,
                onChange: scope.props.action("onChange")))
    }
}
