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
        /// What is missing, from the `title` prop, shown verbatim; empty when the prop is absent.
        public var title: String
        /// An SF Symbol name.
        public var systemImage: String?
        /// Why, or what to do, shown under the title; nil shows no description.
        public var description: String?
        /// The resolved `actions` nodes, usually buttons, under the description; empty for none.
        public var actions: [RenderNode]
    }
}
