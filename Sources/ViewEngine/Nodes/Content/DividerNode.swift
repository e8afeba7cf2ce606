/// `divider`: a thin separator line across its stack.
enum DividerNode: NodeDefinition {
    static let spec = NodeSpec(
        .divider, .content, props: [], "Separator line",
        example: #"{"type": "vstack", "children": [{"type": "text", "content": "Above"}, {"type": "divider"}, {"type": "text", "content": "Below"}]}"#)

    static func resolve(_ scope: NodeScope) -> RenderNode.Content { .divider }
}
