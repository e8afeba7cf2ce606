/// `empty`: SwiftUI's `EmptyView`, nothing at all (a branch that shows nothing).
enum EmptyNode: NodeDefinition {
    static let spec = NodeSpec(
        .empty, .layout, aliases: ["emptyview"], props: [], "Nothing: takes no space and draws nothing",
        example: #"{"type": "vstack", "children": [{"type": "text", "content": "Only this shows"}, {"type": "empty"}]}"#)

    static func resolve(_ scope: NodeScope) -> RenderNode.Content { .group([]) }
}
