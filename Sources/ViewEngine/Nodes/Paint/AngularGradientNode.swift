/// `angular_gradient`: SwiftUI's `AngularGradient(colors:center:startAngle:endAngle:)` as a view.
enum AngularGradientNode: NodeDefinition {
    static let spec = GradientDrawing.spec(
        .angularGradient,
        extra: [
            GradientDrawing.center,
            PropSpec("startAngle", .number, default: 0, "Angle of the first colour, in degrees (0 points right, clockwise)"),
            PropSpec("endAngle", .number, default: 360, "Angle of the last colour, in degrees"),
        ], "Colours blending around a centre, filling its frame",
        example: #"{"type": "angular_gradient", "colors": ["red", "yellow", "green", "blue", "purple", "red"], "modifiers": [{"frame": {"width": 120, "height": 120}}]}"#)

    static func resolve(_ scope: NodeScope) -> RenderNode.Content {
        GradientDrawing.resolve(
            .angular(
                center: GradientDrawing.point("center", scope, default: "center"), startAngle: scope.props.number("startAngle") ?? 0,
                endAngle: scope.props.number("endAngle") ?? 360), scope)
    }
}
