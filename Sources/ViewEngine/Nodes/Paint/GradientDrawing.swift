/// What the gradient types share: their colours and their resolution into a
/// ``RenderNode/Content/paint(_:)`` that fills the space offered.
enum GradientDrawing {
    static let colors = PropSpec("colors", .colors, required: true, "The gradient's colours, evenly spaced (one draws a plain fill)")
    static let center = PropSpec("center", .choice(AnchorPoint.named.map(\.name)), default: "center", "Centre of the gradient")

    static func spec(_ kind: NodeKind, extra: [PropSpec], _ summary: String, example: String) -> NodeSpec {
        NodeSpec(kind, .paint, props: [colors] + extra, summary, example: example)
    }

    static func point(_ name: String, _ scope: NodeScope, default fallback: String) -> AnchorPoint {
        AnchorPoint.named(scope.word(name) ?? fallback) ?? AnchorPoint(x: 0.5, y: 0.5)
    }

    static func resolve(_ kind: GradientKind, _ scope: NodeScope) -> RenderNode.Content {
        guard case .colors(let references)? = scope.written("colors") else { return .paint(.hierarchical(.quaternary)) }
        let theme = scope.resolver.theme
        let stops = references.compactMap { theme.color($0).map { GradientPaint<ResolvedColor>.Stop(color: $0, location: nil) } }
        return .paint(.gradient(GradientPaint(kind: kind, stops: stops)))
    }
}
