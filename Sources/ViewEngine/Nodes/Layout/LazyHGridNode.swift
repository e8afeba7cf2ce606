/// `lazy_hgrid`: SwiftUI's `LazyHGrid`, cells filling rows (a count or `GridItem` sizes, under
/// the same rules as `grid`'s columns) and flowing sideways.
enum LazyHGridNode: NodeDefinition {
    static let spec = NodeSpec(
        .lazyHGrid, .layout, aliases: ["hgrid"], children: .many,
        props: [
            PropSpec("rows", .value, "Row count, or an array of {fixed|minimum|maximum|adaptive}"),
            PropSpec("spacing", .number, "Space between columns of cells"),
            PropSpec("alignment", .choice(NodeCatalog.verticalAlignments), default: "center", "Vertical alignment of cells"),
        ], "Lazy horizontal grid",
        example: #"{"type": "lazy_hgrid", "rows": [{"fixed": 28}, {"fixed": 28}], "spacing": 12, "children": [{"type": "text", "content": "1"}, {"type": "text", "content": "2"}, {"type": "text", "content": "3"}, {"type": "text", "content": "4"}, {"type": "text", "content": "5"}]}"#)

    static func resolve(_ scope: NodeScope) -> RenderNode.Content {
        let props = scope.props
        return .grid(
            .init(
                columns: scope.resolver.columns(props.value("rows"), written: scope.written("rows"), at: scope.source), spacing: props.number("spacing"),
                alignment: .center, axis: .horizontal, rowAlignment: scope.word("alignment", as: RenderNode.VerticalAlignment.self) ?? .center,
                children: scope.children()))
    }
}
