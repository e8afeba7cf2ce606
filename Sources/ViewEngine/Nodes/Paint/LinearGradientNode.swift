/// `linear_gradient`: SwiftUI's `LinearGradient(colors:startPoint:endPoint:)` as a view.
enum LinearGradientNode: NodeDefinition {
    static let spec = GradientDrawing.spec(
        .linearGradient,
        extra: [
            PropSpec("startPoint", .choice(AnchorPoint.named.map(\.name)), default: "top", "Where the first colour is"),
            PropSpec("endPoint", .choice(AnchorPoint.named.map(\.name)), default: "bottom", "Where the last colour is"),
        ], "Colours blending along a line, filling its frame",
        example: #"{"type": "linear_gradient", "colors": ["blue", "purple"], "startPoint": "leading", "endPoint": "trailing", "modifiers": [{"frame": {"width": 160, "height": 50}}]}"#)

    static func resolve(_ scope: NodeScope) -> RenderNode.Content {
        GradientDrawing.resolve(
            .linear(start: GradientDrawing.point("startPoint", scope, default: "top"), end: GradientDrawing.point("endPoint", scope, default: "bottom")), scope)
    }
}
