/// `aligned_grid`: SwiftUI's (non-lazy) `Grid`. Its `grid_row` children are rows whose cells
/// line up in columns as wide as their widest cell; any other child spans the whole width.
/// Named apart from `grid`, which the spec gives to the lazy vertical grid.
enum AlignedGridNode: NodeDefinition {
    static let spec = NodeSpec(
        .alignedGrid, .layout, aliases: ["eagergrid"], children: .many,
        props: [
            PropSpec("alignment", .choice(NodeCatalog.alignments), default: "center", "Alignment of each cell in its column and row"),
            PropSpec("horizontalSpacing", .number, "Space between columns (the platform's default)"),
            PropSpec("verticalSpacing", .number, "Space between rows (the platform's default)"),
        ], "Rows of cells aligned in columns",
        example: #"{"type": "aligned_grid", "alignment": "leading", "horizontalSpacing": 16, "children": [{"type": "grid_row", "children": [{"type": "text", "content": "Genesis"}, {"type": "text", "content": "50 chapters"}]}, {"type": "divider"}, {"type": "grid_row", "children": [{"type": "text", "content": "Ruth"}, {"type": "text", "content": "4 chapters"}]}]}"#)

    static func resolve(_ scope: NodeScope) -> RenderNode.Content {
        let props = scope.props
        let kind = RenderNode.Container.Kind.alignedGrid(
            alignment: Resolver.alignment(scope.word("alignment"), default: "center"), horizontalSpacing: props.number("horizontalSpacing"),
            verticalSpacing: props.number("verticalSpacing"))
        return ContainerKind.resolve(kind, scope)
    }
}
