/// `unevenly_rounded_rectangle`: SwiftUI's `UnevenRoundedRectangle`, each corner its own radius.
enum UnevenRoundedRectangleNode: NodeDefinition {
    static let spec = ShapeDrawing.spec(
        .unevenRoundedRectangle, aliases: ["unevenroundedrectangle"],
        extra: ["topLeadingRadius", "bottomLeadingRadius", "bottomTrailingRadius", "topTrailingRadius"].map {
            PropSpec($0, .number, default: 0, "Radius of that corner, in points")
        }, "A rectangle whose corners each have their own radius",
        example: #"{"type": "unevenly_rounded_rectangle", "topLeadingRadius": 24, "bottomTrailingRadius": 24, "fill": "teal", "modifiers": [{"frame": {"width": 120, "height": 60}}]}"#)

    static func resolve(_ scope: NodeScope) -> RenderNode.Content {
        func radius(_ name: String) -> Double { max(0, scope.props.number(name) ?? 0) }
        return ShapeDrawing.resolve(
            .unevenRoundedRectangle(
                topLeading: radius("topLeadingRadius"), bottomLeading: radius("bottomLeadingRadius"),
                bottomTrailing: radius("bottomTrailingRadius"), topTrailing: radius("topTrailingRadius")), scope)
    }
}
