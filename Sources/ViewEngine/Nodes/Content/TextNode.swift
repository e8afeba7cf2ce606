/// `text`: a run of text, literal, bound or interpolated.
enum TextNode: NodeDefinition {
    static let spec = NodeSpec(
        .text, .content,
        props: [
            PropSpec("content", .text, required: true, "The text, a binding or an interpolation"),
            PropSpec("lineLimit", .integer, modifier: PropModifier("lineLimit", "limit"), "Maximum number of lines (none: as many as needed)"),
            PropSpec("highlight", .text, "Words to mark in the text (e.g. a search's words), matched as whole words, ignoring case and accents"),
        ], "Text",
        example: #"{"type": "text", "content": "Hello, ${$.env.sampleNames[0]}", "lineLimit": 2}"#)

    static func resolve(_ scope: NodeScope) -> RenderNode.Content {
        let content = scope.props.string("content") ?? ""
        let marks = scope.props.string("highlight").map { TextMarks.wholeWords(of: $0, in: content) } ?? []
        // `lineLimit` is a modifier the resolver folds in.
        return .text(.init(content: content, lineLimit: nil, marks: marks))
    }
}
