/// `vstack`: vertical stack.
enum VStackNode: NodeDefinition {
    static let spec = StackLayout.spec(.vstack, aliases: ["column","vertical"], "Vertical stack")

    static func resolve(_ scope: NodeScope) -> RenderNode.Content {
        StackLayout.resolve(.vertical, lazy: false, scope)
    }
}
