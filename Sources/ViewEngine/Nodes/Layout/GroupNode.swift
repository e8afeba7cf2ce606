/// `group`: SwiftUI's `Group`, children that take part in their parent's layout as if written
/// there (a condition or modifiers over several views at once).
enum GroupNode: NodeDefinition {
    static let spec = NodeSpec(
        .group, .layout, children: .many, props: [], "Children laid out by the parent, as if written there",
        example: #"{"type": "hstack", "children": [{"type": "text", "content": "Before"}, {"type": "group", "children": [{"type": "text", "content": "One"}, {"type": "text", "content": "Two"}]}]}"#)

    static func resolve(_ scope: NodeScope) -> RenderNode.Content {
        .group(scope.children())
    }
}
