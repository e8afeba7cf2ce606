/// `color`: SwiftUI's `Color` as a view, filling the space offered.
enum ColorNode: NodeDefinition {
    static let spec = NodeSpec(
        .color, .paint,
        props: [PropSpec("color", .color, required: true, "A theme or system colour name, or #RRGGBB(AA)")],
        "A colour filling its frame",
        example: #"{"type": "color", "color": "orange", "modifiers": [{"frame": {"width": 120, "height": 40}}]}"#)

    static func resolve(_ scope: NodeScope) -> RenderNode.Content {
        guard case .paint(.color(let reference))? = scope.written("color"), let color = scope.resolver.theme.color(reference) else {
            return .paint(.hierarchical(.quaternary))
        }
        return .paint(.color(color))
    }
}
