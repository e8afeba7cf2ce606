/// `text`: a run of text, literal, bound or interpolated.
enum TextNode: NodeDefinition {
    static let spec = NodeSpec(
        .text, .content,
        props: [
            PropSpec("content", .text, required: true, "The text, a binding or an interpolation"),
            PropSpec("lineLimit", .integer, "Maximum number of lines (none: as many as needed)"),
        ], "Text",
        example: #"{"type": "text", "content": "Hello, ${$.env.sampleNames[0]}", "lineLimit": 2}"#)

    static func resolve(_ scope: NodeScope) -> RenderNode.Content {
        .text(.init(content: scope.props.string("content") ?? "", lineLimit: scope.props.number("lineLimit").map { Int(saturating: $0) }))
    }
}
