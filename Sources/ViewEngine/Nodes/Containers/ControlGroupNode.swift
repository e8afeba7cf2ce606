/// `control_group`: SwiftUI's `ControlGroup`, buttons drawn as one joined group.
enum ControlGroupNode: NodeDefinition {
    static let spec = NodeSpec(
        .controlGroup, .containers, children: .many, props: [], "Related controls drawn as one group",
        example: #"{"type": "control_group", "children": [{"type": "button", "label": "Bold", "action": {"actionType": "setState", "key": "style", "value": "bold"}}, {"type": "button", "label": "Italic", "action": {"actionType": "setState", "key": "style", "value": "italic"}}]}"#)

    static func resolve(_ scope: NodeScope) -> RenderNode.Content {
        ContainerKind.resolve(.controlGroup, scope)
    }
}
