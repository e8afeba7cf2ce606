/// `lazyHStack`: lazily built horizontal stack.
enum LazyHStackNode: NodeDefinition {
    static let spec = StackLayout.spec(.lazyHStack, aliases: ["lazyrow"], "Lazily built horizontal stack")

    static func resolve(_ scope: NodeScope) -> RenderNode.Content {
        StackLayout.resolve(.horizontal, lazy: true, scope)
    }
}
