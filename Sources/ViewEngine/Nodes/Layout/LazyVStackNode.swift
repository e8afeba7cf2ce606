/// `lazyVStack`: lazily built vertical stack.
enum LazyVStackNode: NodeDefinition {
    static let spec = StackLayout.spec(.lazyVStack, aliases: ["lazycolumn"], "Lazily built vertical stack")

    static func resolve(_ scope: NodeScope) -> RenderNode.Content {
        StackLayout.resolve(.vertical, lazy: true, scope)
    }
}
