/// `zstack`: overlay stack: children drawn one over another.
enum ZStackNode: NodeDefinition {
    static let spec = StackLayout.spec(.zstack, aliases: ["stack"], "Overlay stack: children drawn one over another")

    static func resolve(_ scope: NodeScope) -> RenderNode.Content {
        StackLayout.resolve(.depth, lazy: false, scope)
    }
}
