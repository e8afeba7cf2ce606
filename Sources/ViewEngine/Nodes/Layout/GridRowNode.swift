/// `grid_row`: SwiftUI's `GridRow`, one row of an `aligned_grid`, a cell per child.
enum GridRowNode: NodeDefinition {
    static let spec = NodeSpec(
        .gridRow, .layout, children: .many,
        props: [PropSpec("alignment", .choice(NodeCatalog.verticalAlignments), "Vertical alignment of the row's cells (the grid's)")],
        "One row of an aligned grid",
        example: #"{"type": "aligned_grid", "children": [{"type": "grid_row", "alignment": "bottom", "children": [{"type": "text", "content": "1"}, {"type": "text", "content": "Tall\ncell"}]}]}"#)

    static func resolve(_ scope: NodeScope) -> RenderNode.Content {
        ContainerKind.resolve(.gridRow(alignment: scope.word("alignment", as: RenderNode.VerticalAlignment.self)), scope)
    }
}
