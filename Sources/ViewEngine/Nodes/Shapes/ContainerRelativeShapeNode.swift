/// `container_relative_shape`: SwiftUI's `ContainerRelativeShape`, the shape of the container
/// it is drawn in, inset to its frame — a widget's rounded corners, so a background drawn with
/// it follows the widget's edge. Where no container shape is set (an app's screens, a browser
/// page) SwiftUI draws a rectangle, and so does the web renderer.
enum ContainerRelativeShapeNode: NodeDefinition {
    static let spec = ShapeDrawing.spec(
        .containerRelativeShape, "The shape of the enclosing container (a widget's rounded corners); a rectangle where there is none",
        example: #"{"type": "container_relative_shape", "fill": "yellow", "stroke": "orange", "lineWidth": 2, "modifiers": [{"frame": {"width": 120, "height": 60}}]}"#)

    static func resolve(_ scope: NodeScope) -> RenderNode.Content { ShapeDrawing.resolve(.containerRelative, scope) }
}
