/// `circle`: SwiftUI's `Circle`, the largest circle that fits its frame, centred.
enum CircleNode: NodeDefinition {
    static let spec = ShapeDrawing.spec(
        .circle, "The largest circle that fits its frame, centred",
        example: #"{"type": "circle", "stroke": "green", "lineWidth": 4, "modifiers": [{"frame": {"width": 60, "height": 60}}]}"#)

    static func resolve(_ scope: NodeScope) -> RenderNode.Content { ShapeDrawing.resolve(.circle, scope) }
}
