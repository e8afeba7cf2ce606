/// `ellipse`: SwiftUI's `Ellipse`, the oval that fills its frame.
enum EllipseNode: NodeDefinition {
    static let spec = ShapeDrawing.spec(
        .ellipse, "An oval filling its frame",
        example: #"{"type": "ellipse", "fill": "purple", "modifiers": [{"frame": {"width": 120, "height": 60}}]}"#)

    static func resolve(_ scope: NodeScope) -> RenderNode.Content { ShapeDrawing.resolve(.ellipse, scope) }
}
