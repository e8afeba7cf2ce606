/// `hstack`: horizontal stack.
enum HStackNode: NodeDefinition {
    static let spec = StackLayout.spec(.hstack, aliases: ["row","horizontal"], "Horizontal stack")

    static func resolve(_ scope: NodeScope) -> RenderNode.Content {
        StackLayout.resolve(.horizontal, lazy: false, scope)
    }
}
