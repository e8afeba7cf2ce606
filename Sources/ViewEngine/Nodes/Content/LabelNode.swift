/// `label`: SwiftUI's `Label`, a title with an icon beside it.
enum LabelNode: NodeDefinition {
    static let spec = NodeSpec(
        .label, .content,
        props: [
            PropSpec("title", .text, required: true, "The text"),
            PropSpec("systemImage", .text, required: true, "The icon: an SF Symbol name, `asset:<name>` or a URL"),
        ], "A title with an icon",
        example: #"{"type": "label", "title": "Favourites", "systemImage": "star.fill"}"#)

    static func resolve(_ scope: NodeScope) -> RenderNode.Content {
        let icon = scope.props.string("systemImage").map(ImageNode.imageSource) ?? .none
        return .label(RenderNode.Label(title: scope.props.string("title") ?? "", icon: icon))
    }
}

extension RenderNode {
    /// A title with an icon (``RenderNode/ImageSource``).
    public struct Label: Sendable {
        /// The `title` prop, shown verbatim; empty when absent.
        public var title: String
        /// From `systemImage`: an SF Symbol name, `asset:<name>` or a URL; `.none` when the prop is missing.
        public var icon: ImageSource

        /// What `sdui resolve` prints.
        var jsonMembers: JSONObject {
            var o: JSONObject = ["title": .string(title)]
            switch icon {
            case .system(let name): o["systemImage"] = .string(name)
            case .url(let url): o["url"] = .string(url)
            case .asset(let name): o["asset"] = .string(name)
            case .none: o["icon"] = .null
            }
            return o
        }
    }
}
