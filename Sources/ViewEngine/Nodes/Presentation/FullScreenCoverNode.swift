/// `full_screen_cover`: SwiftUI's `fullScreenCover` as a node: its content over the whole
/// screen while shown, closed by a `dismiss` action or by writing `false` to `isPresented`.
enum FullScreenCoverNode: NodeDefinition {
    static let spec = NodeSpec(
        .fullScreenCover, .navigation,
        props: [PropSpec("content", .node, required: true, "What the cover shows"), PresentationNode.isPresented],
        "Content over the whole screen, shown while a state path is true or by a present action naming it",
        example: #"{"type": "vstack", "alignment": "leading", "children": [{"type": "toggle", "label": "Show the cover", "binding": "$.coverShown"}, {"type": "full_screen_cover", "isPresented": "$.coverShown", "content": {"type": "vstack", "children": [{"type": "text", "content": "Covering the screen"}, {"type": "button", "label": "Close", "action": {"actionType": "setState", "key": "coverShown", "value": false}}], "modifiers": [{"padding": 24}]}}]}"#)

    static func resolve(_ scope: NodeScope) -> RenderNode.Content {
        .presentation(.fullScreenCover(PresentationNode.sheet(scope, .fullScreenCover)))
    }
}
