/// What the five stacks share: their props and their resolution into ``RenderNode/Stack``.
enum StackLayout {
    /// Stacks accept every alignment word and use its component along their cross axis
    /// (`leading` on an hstack is vertical centre), so peers' JSON that writes `leading`
    /// everywhere still decodes.
    static let props = [
        PropSpec("spacing", .number, "Space between children, in points (the platform's default)"),
        PropSpec(
            "alignment", .choice(NodeCatalog.alignments + ["firstTextBaseline", "lastTextBaseline"]), default: "center",
            "Cross-axis alignment of children"),
    ]

    static func spec(_ kind: NodeKind, aliases: [String], _ summary: String) -> NodeSpec {
        NodeSpec(
            kind, .layout, aliases: aliases, children: .many, props: props, summary,
            example: #"{"type": "\#(kind.name)", "spacing": 8, "children": [{"type": "text", "content": "One"}, {"type": "text", "content": "Two"}]}"#)
    }

    static func resolve(_ layout: RenderNode.Stack.Layout, lazy: Bool, _ scope: NodeScope) -> RenderNode.Content {
        .stack(
            RenderNode.Stack(
                layout: layout, isLazy: lazy, alignment: Resolver.alignment(scope.word("alignment"), default: "center"),
                spacing: scope.props.number("spacing"), children: scope.children()))
    }
}
