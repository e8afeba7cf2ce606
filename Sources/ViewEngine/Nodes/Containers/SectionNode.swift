/// `section`: SwiftUI's `Section`, rows under a header and over a footer; inside a `form` or
/// `list` it is one grouped card.
enum SectionNode: NodeDefinition {
    static let spec = NodeSpec(
        .section, .containers, children: .many,
        props: [
            PropSpec("header", .nodeOrText, "Shown above the rows (text or a node)"),
            PropSpec("footer", .nodeOrText, "Shown below the rows (text or a node)"),
        ], "Rows under a header and over a footer",
        example: #"{"type": "section", "header": "Account", "footer": "Your name is shown to friends.", "children": [{"type": "text", "content": "Ada Lovelace"}, {"type": "text", "content": "ada@example.com"}]}"#)

    static func resolve(_ scope: NodeScope) -> RenderNode.Content {
        ContainerKind.resolve(.section, label: "header", footer: "footer", scope)
    }
}
