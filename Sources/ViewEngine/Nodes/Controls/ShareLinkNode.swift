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
            PropSpec("snapshotWidth", .integer, "Width of that image in pixels on every device (1…\(maximumSnapshotWidth)); its height keeps the node's proportions (default: the node's width at the screen's scale)"),
        ], "Opens the share sheet",
        example: #"{"type": "share_link", "text": "Have a look at SerializableSwiftUI", "title": "A link"}"#)

    /// The widest shared image, in pixels (a 4K screen's width).
    static let maximumSnapshotWidth = 4096

    static func check(_ node: NodeCheck, _ decoder: inout SchemaDecoder) {
        guard let width = node.constantNumber("snapshotWidth") else { return }
        if width.value < 1 || width.value > Double(maximumSnapshotWidth) {
            decoder.report(.valueOutOfRange, "a share link's 'snapshotWidth' must be 1…\(maximumSnapshotWidth) pixels, found \(ValueText.number(width.value))", at: width.source)
        }
    }

    static func resolve(_ scope: NodeScope) -> RenderNode.Content {
        let snapshot = scope.props.string("snapshot")
        // A bound width outside the range is left out (the node's own width is used).
        let width = scope.props.number("snapshotWidth").flatMap { $0 >= 1 && $0 <= Double(maximumSnapshotWidth) ? Int($0) : nil }
        return .shareLink(
            .init(
                text: scope.props.string("text") ?? "", title: scope.props.string("title"), label: scope.resolve(scope.props.node("label")),
                snapshotID: snapshot?.isEmpty == false ? snapshot : nil, snapshotPixelWidth: width))
    }
}
