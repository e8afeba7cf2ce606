/// `navigation_stack`: a navigation container around a root view.
enum NavigationStackNode: NodeDefinition {
    static let spec = NodeSpec(
        .navigationStack, .navigation, aliases: ["navigationview", "navigation"],
        props: [PropSpec("root", .node, required: true, "The root view")], "Navigation container",
        example: #"{"type": "navigation_stack", "root": {"type": "text", "content": "The root view"}, "modifiers": [{"frame": {"height": 60}}]}"#)

    static func resolve(_ scope: NodeScope) -> RenderNode.Content {
        let root = scope.resolve(scope.props.node("root"))
        return .navigationStack(root: root ?? RenderNode(content: .stack(.init(layout: .vertical, isLazy: false, alignment: .center, spacing: nil, children: []))))
    }
}
