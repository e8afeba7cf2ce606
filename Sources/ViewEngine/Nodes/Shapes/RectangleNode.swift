/// `rectangle`: SwiftUI's `Rectangle`, filling the space offered.
enum RectangleNode: NodeDefinition {
    static let spec = ShapeDrawing.spec(
        .rectangle, "A rectangle filling its frame",
        example: #"{"type": "rectangle", "fill": "blue", "modifiers": [{"frame": {"width": 120, "height": 60}}]}"#)

    static func resolve(_ scope: NodeScope) -> RenderNode.Content { ShapeDrawing.resolve(.rectangle, scope) }
}
