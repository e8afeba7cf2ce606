/// `grid`: a lazy vertical grid whose columns are a count or SwiftUI's `GridItem` sizes.
enum GridNode: NodeDefinition {
    static let spec = NodeSpec(
        .grid, .layout, aliases: ["lazyvgrid", "vgrid"], children: .many,
        props: [
            PropSpec("columns", .value, "Column count, or an array of {fixed|minimum|maximum|adaptive}"),
            PropSpec("spacing", .number, "Space between cells"),
            PropSpec("alignment", .choice(NodeCatalog.horizontalAlignments), default: "center", "Alignment of cells"),
        ], "Lazy vertical grid",
        example: #"{"type": "grid", "columns": 3, "spacing": 8, "children": [{"type": "text", "content": "1"}, {"type": "text", "content": "2"}, {"type": "text", "content": "3"}, {"type": "text", "content": "4"}]}"#)

    static func resolve(_ scope: NodeScope) -> RenderNode.Content {
        let props = scope.props
        return .grid(
            .init(
                columns: scope.resolver.columns(props.value("columns"), written: scope.written("columns"), at: scope.source), spacing: props.number("spacing"),
                alignment: scope.word("alignment", as: RenderNode.HorizontalAlignment.self) ?? .center,
                children: scope.children()))
    }
}
