/// `async_image`: SwiftUI's `AsyncImage`, a web image with content of your own while it loads
/// (`placeholder`) and when it cannot be loaded (`failure`). Only http(s) URLs load; anything
/// else shows the failure content.
enum AsyncImageNode: NodeDefinition {
    static let spec = NodeSpec(
        .asyncImage, .media,
        props: [
            PropSpec("url", .text, required: true, "The image: an http(s) URL"),
            PropSpec("placeholder", .node, "Shown while the image loads (a spinner)"),
            PropSpec("failure", .node, "Shown when it cannot be loaded (a photo icon)"),
            PropSpec("contentMode", .choice(["fit", "fill"]), default: "fit", "How the image fills its frame"),
            PropSpec("alt", .text, "What assistive technology reads for the image"),
        ], "A web image with placeholder and failure content",
        example: #"{"type": "async_image", "url": "https://127.0.0.1:9/unreachable.png", "placeholder": {"type": "progress"}, "failure": {"type": "label", "title": "No artwork", "systemImage": "photo"}, "modifiers": [{"frame": {"width": 160, "height": 90}}]}"#)

    static func check(_ node: NodeCheck, _ decoder: inout SchemaDecoder) {
        for entry in node.props.entries where entry.name == "url" {
            guard case .value(.constant(.string(let text))) = entry.value, WebAddress.webURL(text) == nil else { continue }
            decoder.report(.valueOutOfRange, "an async image's 'url' must be an http(s) URL with a host, found '\(text)'", at: entry.source)
        }
    }

    static func resolve(_ scope: NodeScope) -> RenderNode.Content {
        let text = scope.props.string("url") ?? ""
        let url = WebAddress.webURL(text)?.absoluteString
        if url == nil, !text.isEmpty { scope.report("an async image's 'url' must be an http(s) URL with a host, found '\(text)'; the failure content shows") }
        return .asyncImage(
            RenderNode.AsyncImage(
                url: url, placeholder: scope.resolve(scope.props.node("placeholder")), failure: scope.resolve(scope.props.node("failure")),
                contentMode: scope.word("contentMode") == "fill" ? .fill : .fit, alt: scope.props.string("alt")))
    }
}

extension RenderNode {
    /// A web image with its loading and failure content (the `async_image` node).
    public struct AsyncImage: Sendable {
        /// An http(s) URL; nil when the node's was not one.
        public var url: String?
        /// Shown while the image loads; nil: a renderer shows a spinner (SwiftUI's `ProgressView`).
        public var placeholder: RenderNode?
        /// Shown when the image cannot be loaded or `url` is nil; nil: a renderer shows a photo symbol.
        public var failure: RenderNode?
        /// How the loaded image fills its frame, from `contentMode`: `.fit` unless it is `"fill"`.
        public var contentMode: Image.ContentMode
        /// What assistive technology reads for the image; nil for nothing.
        public var alt: String?
    }
}
