/// `rounded_rectangle`: SwiftUI's `RoundedRectangle(cornerRadius:style:)`.
enum RoundedRectangleNode: NodeDefinition {
    static let spec = ShapeDrawing.spec(
        .roundedRectangle, aliases: ["roundedrect"],
        extra: [
            PropSpec("cornerRadius", .number, required: true, "Radius of the corners, in points"),
            PropSpec("cornerStyle", .choice(ModifierShape.CornerStyle.allCases.map(\.rawValue)), default: "continuous", "Shape of the corners (SwiftUI's style)"),
        ], "A rectangle with rounded corners",
        example: #"{"type": "rounded_rectangle", "cornerRadius": 16, "fill": {"linearGradient": {"colors": ["orange", "pink"]}}, "modifiers": [{"frame": {"width": 120, "height": 60}}]}"#)

    static func resolve(_ scope: NodeScope) -> RenderNode.Content {
        let style = scope.word("cornerStyle", as: ModifierShape.CornerStyle.self) ?? .continuous
        return ShapeDrawing.resolve(.roundedRectangle(cornerRadius: max(0, scope.props.number("cornerRadius") ?? 0), style: style), scope)
    }
}
