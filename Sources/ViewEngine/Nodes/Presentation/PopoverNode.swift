/// `popover`: SwiftUI's `popover` as a node: its content over the screen while shown (a sheet
/// on iPhone, as SwiftUI draws it there).
enum PopoverNode: NodeDefinition {
    static let spec = NodeSpec(
        .popover, .navigation,
        props: [PropSpec("content", .node, required: true, "What the popover shows"), PresentationNode.isPresented],
        "Content in a popover (a sheet on iPhone), shown while a state path is true or by a present action naming it",
        example: #"{"type": "vstack", "alignment": "leading", "children": [{"type": "button", "label": "Show tips", "action": {"actionType": "present", "screen": "tips"}}, {"type": "popover", "id": "tips", "content": {"type": "vstack", "children": [{"type": "text", "content": "Swipe a row to delete it"}, {"type": "button", "label": "Got it", "action": {"actionType": "dismiss"}}], "modifiers": [{"padding": 24}]}}]}"#)

    static func resolve(_ scope: NodeScope) -> RenderNode.Content {
        .presentation(.popover(PresentationNode.sheet(scope, .popover)))
    }
}
