/// `elliptical_gradient`: SwiftUI's `EllipticalGradient`, colours blending outwards along
/// ellipses the shape of its frame; radii are fractions of the frame's size.
enum EllipticalGradientNode: NodeDefinition {
    static let spec = GradientDrawing.spec(
        .ellipticalGradient,
        extra: [
            GradientDrawing.center,
            PropSpec("startRadiusFraction", .number, default: 0, "Where the first colour is, as a fraction of the frame's size"),
            PropSpec("endRadiusFraction", .number, default: 0.5, "Where the last colour is, as a fraction of the frame's size (0.5 reaches the edges)"),
        ], "Colours blending outwards along ellipses that fit its frame",
        example: #"{"type": "elliptical_gradient", "colors": ["white", "teal", "indigo"], "modifiers": [{"frame": {"width": 180, "height": 90}}]}"#)

    static func resolve(_ scope: NodeScope) -> RenderNode.Content {
        let start = max(0, scope.props.number("startRadiusFraction") ?? 0)
        let end = max(start, scope.props.number("endRadiusFraction") ?? 0.5)
        return GradientDrawing.resolve(
            .elliptical(center: GradientDrawing.point("center", scope, default: "center"), startRadiusFraction: start, endRadiusFraction: end), scope)
    }
}
