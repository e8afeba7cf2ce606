/// `scroll`: a scroll view; several children stack along its axis.
enum ScrollNode: NodeDefinition {
    static let spec = NodeSpec(
        .scroll, .layout, aliases: ["scrollview"], children: .many,
        props: [
            PropSpec("axis", .choice(["vertical", "horizontal"]), default: "vertical", "Scroll direction"),
            PropSpec("showsIndicators", .bool, default: true, "Shows scroll indicators"),
            PropSpec("spacing", .number, "Space between children"),
            PropSpec(
                "alignment", .choice(NodeCatalog.horizontalAlignments + NodeCatalog.verticalAlignments),
                "Alignment of children (leading when vertical, top when horizontal)"),
        ], "Scroll view; several children stack along the axis (a scrollTo action brings a child with an id into view)",
        example: #"{"type": "scroll", "axis": "horizontal", "spacing": 16, "children": [{"type": "button", "label": "Last chapter", "action": {"actionType": "scrollTo", "id": "chapter-6"}}, {"type": "text", "id": "chapter-1", "content": "Chapter 1"}, {"type": "text", "id": "chapter-2", "content": "Chapter 2"}, {"type": "text", "id": "chapter-3", "content": "Chapter 3"}, {"type": "text", "id": "chapter-4", "content": "Chapter 4"}, {"type": "text", "id": "chapter-5", "content": "Chapter 5"}, {"type": "text", "id": "chapter-6", "content": "Chapter 6"}]}"#)

    static func resolve(_ scope: NodeScope) -> RenderNode.Content {
        let props = scope.props
        let axis = scope.word("axis", as: RenderNode.Axis.self) ?? .vertical
        return .scroll(
            .init(
                axis: axis, showsIndicators: props.bool("showsIndicators") ?? true, spacing: props.number("spacing"),
                alignment: Resolver.alignment(scope.word("alignment"), default: axis == .vertical ? "leading" : "top"),
                children: scope.children()))
    }
}
