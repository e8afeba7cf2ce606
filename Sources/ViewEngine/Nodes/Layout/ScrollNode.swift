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
        ], "Scroll view; several children stack along the axis",
        example: #"{"type": "scroll", "axis": "horizontal", "children": [{"type": "text", "content": "Scrolls sideways"}]}"#)

    static func resolve(_ scope: NodeScope) -> RenderNode.Content {
        let props = scope.props
        let axis = RenderNode.Axis(rawValue: props.string("axis") ?? "") ?? .vertical
        return .scroll(
            .init(
                axis: axis, showsIndicators: props.bool("showsIndicators") ?? true, spacing: props.number("spacing"),
                alignment: Resolver.alignment(props.string("alignment"), default: axis == .vertical ? "leading" : "top"),
                children: scope.children()))
    }
}
