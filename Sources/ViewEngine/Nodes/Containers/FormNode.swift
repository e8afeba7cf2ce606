/// `form`: SwiftUI's `Form`, controls grouped in cards on a grouped background; its sections
/// are the cards, and rows outside a section share one.
enum FormNode: NodeDefinition {
    static let spec = NodeSpec(
        .form, .containers, children: .many, props: [], "Grouped rows of controls, as in a settings screen",
        example: #"{"type": "form", "children": [{"type": "section", "header": "Notifications", "children": [{"type": "toggle", "label": "Daily verse", "binding": "$.daily"}, {"type": "labeled_content", "label": "Time", "value": "8:00"}]}], "modifiers": [{"frame": {"height": 220}}]}"#)

    static func resolve(_ scope: NodeScope) -> RenderNode.Content {
        ContainerKind.resolve(.form, scope)
    }
}
