/// `video`: AVKit's `VideoPlayer` for a web video, with the system's playback controls. It
/// never plays by itself. Only http(s) URLs play (the rule external links follow).
enum VideoNode: NodeDefinition {
    static let spec = NodeSpec(
        .video, .media, aliases: ["videoplayer"],
        props: [
            PropSpec("url", .text, required: true, "The video: an http(s) URL"),
            PropSpec("title", .text, "What assistive technology reads for the player"),
        ], "A video with playback controls (no autoplay)",
        example: #"{"type": "video", "url": "https://127.0.0.1:9/sample.mp4", "title": "Sample clip", "modifiers": [{"frame": {"height": 180}}]}"#)

    static func check(_ node: NodeCheck, _ decoder: inout SchemaDecoder) {
        for entry in node.props.entries where entry.name == "url" {
            guard case .value(.constant(.string(let text))) = entry.value, WebAddress.webURL(text) == nil else { continue }
            decoder.report(.valueOutOfRange, "a video's 'url' must be an http(s) URL with a host, found '\(text)'", at: entry.source)
        }
    }

    static func resolve(_ scope: NodeScope) -> RenderNode.Content {
        let text = scope.props.string("url") ?? ""
        let url = WebAddress.webURL(text)?.absoluteString
        if url == nil { scope.report("a video's 'url' must be an http(s) URL with a host, found '\(text)'; nothing plays") }
        return .video(RenderNode.Video(url: url, title: scope.props.string("title")))
    }
}

extension RenderNode {
    /// A web video (the `video` node).
    public struct Video: Sendable {
        /// An http(s) URL; nil when the node's was not one.
        public var url: String?
        /// What assistive technology reads for the player, from `title`; nil for nothing.
        public var title: String?
    }
}
