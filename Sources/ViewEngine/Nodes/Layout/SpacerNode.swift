/// `spacer`: flexible space along its stack's axis.
enum SpacerNode: NodeDefinition {
    static let spec = NodeSpec(
        .spacer, .layout, props: [PropSpec("minLength", .number, "Smallest size, in points")], "Flexible space",
        example: #"{"type": "hstack", "children": [{"type": "text", "content": "Left"}, {"type": "spacer"}, {"type": "text", "content": "Right"}]}"#)

    static func resolve(_ scope: NodeScope) -> RenderNode.Content {
        .spacer(minLength: scope.props.number("minLength"))
    }
}
