/// `alert`: SwiftUI's `alert` as a node: a title, a message and buttons (roles `cancel` and
/// `destructive`), each running its action after closing the alert; with no buttons, OK.
enum AlertNode: NodeDefinition {
    static let spec = NodeSpec(
        .alert, .navigation,
        props: [
            PropSpec("title", .text, required: true, "The alert's title"),
            PropSpec("message", .text, "Text under the title"),
            PropSpec("buttons", .buttons, "Array of {title, role, action}: each closes the alert, then runs its action (none: an OK button)"),
            PresentationNode.isPresented,
        ], "An alert with a title, a message and buttons, shown while a state path is true or by a present action naming it",
        example: #"{"type": "vstack", "alignment": "leading", "children": [{"type": "button", "label": "Delete draft", "action": {"actionType": "setState", "key": "askDelete", "value": true}}, {"type": "text", "content": "Draft: ${$.draft | default:kept}"}, {"type": "alert", "title": "Delete the draft?", "message": "This cannot be undone.", "isPresented": "$.askDelete", "buttons": [{"title": "Delete", "role": "destructive", "action": {"actionType": "setState", "key": "draft", "value": "deleted"}}, {"title": "Cancel", "role": "cancel"}]}]}"#)

    static func resolve(_ scope: NodeScope) -> RenderNode.Content {
        .presentation(.alert(PresentationNode.dialog(scope, .alert, showsTitle: true)))
    }
}
