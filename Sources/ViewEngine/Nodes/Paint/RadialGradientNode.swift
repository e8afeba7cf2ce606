/// `radial_gradient`: SwiftUI's `RadialGradient(colors:center:startRadius:endRadius:)` as a view.
enum RadialGradientNode: NodeDefinition {
    static let spec = GradientDrawing.spec(
        .radialGradient,
        extra: [
            GradientDrawing.center,
            PropSpec("startRadius", .number, default: 0, "Distance from the centre where the first colour is, in points"),
            PropSpec("endRadius", .number, default: 100, "Distance from the centre where the last colour is, in points"),
        ], "Colours blending outwards from a centre, filling its frame",
        example: #"{"type": "radial_gradient", "colors": ["yellow", "orange", "red"], "endRadius": 60, "modifiers": [{"frame": {"width": 120, "height": 120}}]}"#)

    static func resolve(_ scope: NodeScope) -> RenderNode.Content {
        GradientDrawing.resolve(
            .radial(
                center: GradientDrawing.point("center", scope, default: "center"), startRadius: max(0, scope.props.number("startRadius") ?? 0),
                endRadius: max(0, scope.props.number("endRadius") ?? 100)), scope)
    }
}
