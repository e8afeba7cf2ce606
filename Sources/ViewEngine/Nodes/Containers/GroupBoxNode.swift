/// `group_box`: SwiftUI's `GroupBox`, its children on a rounded background under a title.
enum GroupBoxNode: NodeDefinition {
    static let spec = NodeSpec(
        .groupBox, .containers, children: .many,
        props: [PropSpec("label", .nodeOrText, "The box's title (text or a node)")], "Children in a titled box",
        example: #"{"type": "group_box", "label": "Today", "children": [{"type": "text", "content": "3 chapters read"}]}"#)

    static func resolve(_ scope: NodeScope) -> RenderNode.Content {
        ContainerKind.resolve(.groupBox, label: "label", scope)
    }
}
