/// `content_unavailable`: SwiftUI's `ContentUnavailableView`, what an empty or failed screen
/// shows — an icon, a title, a description and actions.
enum ContentUnavailableNode: NodeDefinition {
    static let spec = NodeSpec(
        .contentUnavailable, .content, aliases: ["emptystate", "contentunavailableview"],
        props: [
            PropSpec("title", .text, required: true, "What is missing"),
            PropSpec("systemImage", .text, "The icon: an SF Symbol name"),
            PropSpec("description", .text, "Why, or what to do"),
            PropSpec("actions", .nodes, "Buttons under the description"),
        ], "An empty state: icon, title, description and actions",
        example: #"{"type": "content_unavailable", "title": "No Favorites", "systemImage": "star", "description": "Verses you favorite appear here.", "actions": [{"type": "button", "label": "Browse", "action": {"actionType": "setState", "key": "tab", "value": "browse"}}]}"#)

    static func resolve(_ scope: NodeScope) -> RenderNode.Content {
        let props = scope.props
        return .contentUnavailable(
            RenderNode.ContentUnavailable(
                title: props.string("title") ?? "", systemImage: props.string("systemImage").flatMap { $0.isEmpty ? nil : $0 },
                description: props.string("description"), actions: scope.resolve(props.nodes("actions"))))
    }
}

extension RenderNode {
    /// An empty state (the `content_unavailable` node).
    public struct ContentUnavailable: Sendable {
        public var title: String
        /// An SF Symbol name.
        public var systemImage: String?
        public var description: String?
        public var actions: [RenderNode]
    }
}
