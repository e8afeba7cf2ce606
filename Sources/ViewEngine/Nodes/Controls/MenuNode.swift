/// `menu`: SwiftUI's `Menu`, a button that opens a list of actions. Its children are the
/// items: buttons (each runs its action and closes the menu), dividers, and menus nested
/// inside it.
enum MenuNode: NodeDefinition {
    static let spec = NodeSpec(
        .menu, .controls, aliases: ["dropdown", "dropdownmenu"], children: .many,
        props: [
            PropSpec("label", .nodeOrText, required: true, "What the menu's button shows (text or a node)"),
        ], "A button that opens a menu of actions; nested menus open from it",
        example: #"{"type": "menu", "label": "Sort: ${$.sort | default:Newest}", "children": [{"type": "button", "label": "Newest", "action": {"actionType": "setState", "key": "sort", "value": "Newest"}}, {"type": "button", "label": "Oldest", "action": {"actionType": "setState", "key": "sort", "value": "Oldest"}}, {"type": "menu", "label": "More", "children": [{"type": "button", "label": "Title", "action": {"actionType": "setState", "key": "sort", "value": "Title"}}]}]}"#)

    static func resolve(_ scope: NodeScope) -> RenderNode.Content {
        .menu(RenderNode.Menu(label: scope.label("label"), items: scope.children()))
    }
}

extension RenderNode {
    /// A button that opens a list of items.
    public struct Menu: Sendable {
        /// What the menu's button shows, from the `label` prop (text or a node).
        public var label: RenderNode
        /// Buttons, dividers and nested menus, in order.
        public var items: [RenderNode]
    }
}
