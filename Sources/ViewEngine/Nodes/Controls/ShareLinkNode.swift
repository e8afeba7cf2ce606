/// `share_link`: a button that opens the share sheet with text and, optionally, an image of
/// another node on the screen.
enum ShareLinkNode: NodeDefinition {
    static let spec = NodeSpec(
        .shareLink, .controls, aliases: ["share"],
        props: [
            PropSpec("text", .text, required: true, "The text to share"),
            PropSpec("title", .text, "Subject of the shared text (mail subject, preview title)"),
            PropSpec("label", .nodeOrText, "The button's content (default: a share icon and \"Share\")"),
            PropSpec("snapshot", .text, "Id of a node on the same screen to share as an image too"),
        ], "Opens the share sheet",
        example: #"{"type": "share_link", "text": "Have a look at SerializableSwiftUI", "title": "A link"}"#)

    static func resolve(_ scope: NodeScope) -> RenderNode.Content {
        let snapshot = scope.props.string("snapshot")
        return .shareLink(
            .init(
                text: scope.props.string("text") ?? "", title: scope.props.string("title"), label: scope.resolve(scope.props.node("label")),
                snapshotID: snapshot?.isEmpty == false ? snapshot : nil))
    }
}
