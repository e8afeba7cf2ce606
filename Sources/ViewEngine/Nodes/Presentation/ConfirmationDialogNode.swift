/// `confirmation_dialog`: SwiftUI's `confirmationDialog` as a node: choices at the bottom of
/// the screen, each running its action after closing the dialog; Cancel is added when no
/// button has the `cancel` role, as on iOS.
enum ConfirmationDialogNode: NodeDefinition {
    static let spec = NodeSpec(
        .confirmationDialog, .navigation, aliases: ["actionsheet"],
        props: [
            PropSpec("title", .text, required: true, "The dialog's title (shown when titleVisibility is visible)"),
            PropSpec("titleVisibility", .choice(RenderModifier.Visibility.allCases.map(\.rawValue)), default: "automatic", "Whether the title shows"),
            PropSpec("message", .text, "Text under the title"),
            PropSpec("buttons", .buttons, "Array of {title, role, action}: each closes the dialog, then runs its action"),
            PresentationNode.isPresented,
        ], "Choices shown at the bottom of the screen while a state path is true or after a present action naming it",
        example: #"{"type": "vstack", "alignment": "leading", "children": [{"type": "button", "label": "Sort…", "action": {"actionType": "present", "screen": "sortDialog"}}, {"type": "text", "content": "Sorted by ${$.order | default:date}"}, {"type": "confirmation_dialog", "id": "sortDialog", "title": "Sort by", "titleVisibility": "visible", "buttons": [{"title": "Name", "action": {"actionType": "setState", "key": "order", "value": "name"}}, {"title": "Size", "action": {"actionType": "setState", "key": "order", "value": "size"}}]}]}"#)

    static func resolve(_ scope: NodeScope) -> RenderNode.Content {
        let showsTitle = scope.word("titleVisibility") == "visible"
        return .presentation(.confirmationDialog(PresentationNode.dialog(scope, .confirmationDialog, showsTitle: showsTitle)))
    }
}
