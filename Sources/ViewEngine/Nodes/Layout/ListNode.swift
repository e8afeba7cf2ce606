/// `list`: repeats a template over an array; rows are built as they appear.
enum ListNode: NodeDefinition {
    static let spec = NodeSpec(
        .list, .layout, aliases: ["foreach", "repeater"],
        props: [
            PropSpec("items", .text, required: true, "Binding to the array to repeat"),
            PropSpec("itemTemplate", .node, required: true, "Node rendered per element, with $.item and $.index"),
            PropSpec("separator", .bool, default: false, "Draws a divider between rows"),
            PropSpec("spacing", .number, "Space between rows when the list stands alone"),
            PropSpec("itemId", .text, "Member of each item that identifies it (default: id, trackId, collectionId)"),
            PropSpec("limit", .integer, "Shows at most this many rows"),
            PropSpec("swipeActions", .rowActions, "Buttons a swipe on a row reveals: [{title, icon, role, action}], with the row's $.item and $.index"),
        ], "Repeats a template over an array, as SwiftUI's ForEach: its rows join the stack, scroll view or grid around it (in a scroll view to scroll; alone, a column)",
        example: #"{"type": "list", "items": "$.env.sampleNames", "separator": true, "itemTemplate": {"type": "text", "content": "$.item"}}"#)

    static func resolve(_ scope: NodeScope) -> RenderNode.Content {
        let props = scope.props
        let items: [JSONValue]
        switch props.value("items") {
        case .array(let array)?: items = array
        default: items = []
        }
        var limited = items
        if let limit = props.number("limit"), limit >= 0, Int(saturating: limit) < items.count {
            limited = Array(items.prefix(Int(saturating: limit)))
        }
        let template = props.node("itemTemplate") ?? ViewNode(kind: .text)
        var actions: [RowActionTemplate] = []
        if case .rowActions(let written)? = scope.written("swipeActions") { actions = written }
        let rows = LazyRows(
            items: limited, template: template, context: scope.context, resolver: scope.resolver, idKey: props.string("itemId"),
            depth: scope.depth, actions: actions)
        return .list(.init(rows: rows, showsSeparators: props.bool("separator") ?? false, spacing: props.number("spacing")))
    }
}
