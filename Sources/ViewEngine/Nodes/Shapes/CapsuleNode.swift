/// `capsule`: SwiftUI's `Capsule`, a rectangle whose short sides are half circles.
enum CapsuleNode: NodeDefinition {
    static let spec = ShapeDrawing.spec(
        .capsule, "A rectangle whose short sides are half circles",
        example: #"{"type": "capsule", "fill": "indigo", "stroke": "white", "lineWidth": 2, "dash": [6, 3], "modifiers": [{"frame": {"width": 120, "height": 40}}]}"#)

    static func resolve(_ scope: NodeScope) -> RenderNode.Content { ShapeDrawing.resolve(.capsule, scope) }
}
