/// `image`: an SF Symbol, an app image or a URL loaded asynchronously.
enum ImageNode: NodeDefinition {
    static let spec = NodeSpec(
        .image, .content, aliases: ["icon"],
        props: [
            PropSpec("source", .text, "URL, `system:<SF Symbol>`, `asset:<name>` or a symbol name (required unless systemName is given)"),
            PropSpec("systemName", .text, "SF Symbol name (instead of source)"),
            PropSpec("resizable", .bool, default: false, modifier: PropModifier("resizable", nil), "Scales the image to its frame"),
            PropSpec("aspectRatio", .number, modifier: PropModifier("aspectRatio", "ratio"), "Width / height"),
            PropSpec("contentMode", .choice(["fit", "fill"]), default: "fit", modifier: PropModifier("aspectRatio", "contentMode"), "How the image fills its frame"),
            PropSpec("alt", .text, "Description for assistive technology"),
        ], "Image; URLs load asynchronously",
        example: #"{"type": "image", "systemName": "star.fill", "alt": "Favourite"}"#)

    static func check(_ node: NodeCheck, _ decoder: inout SchemaDecoder) {
        guard !node.isWritten("source"), !node.isWritten("systemName") else { return }
        decoder.report(.missingMember, "'image' needs the property 'source' or 'systemName' (what to show)", at: node.source)
    }

    static func resolve(_ scope: NodeScope) -> RenderNode.Content {
        let props = scope.props
        var source = RenderNode.ImageSource.none
        if let symbol = props.string("systemName"), !symbol.isEmpty {
            source = .system(symbol)
        } else if let text = props.string("source"), !text.isEmpty {
            source = imageSource(text)
        }
        // `resizable`, `aspectRatio` and `contentMode` are modifiers the resolver folds in.
        return .image(RenderNode.Image(source: source, alt: props.string("alt")))
    }

    /// `http(s)://…` and `/path` are URLs, `system:name` a symbol, `asset:name` an app image,
    /// anything else an SF Symbol name.
    static func imageSource(_ text: String) -> RenderNode.ImageSource {
        if WebAddress.isResource(text) { return .url(text) }
        if text.hasPrefix("system:") { return .system(String(text.dropFirst(7))) }
        if text.hasPrefix("asset:") { return .asset(String(text.dropFirst(6))) }
        return .system(text)
    }
}
