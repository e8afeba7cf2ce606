import ViewEngine

/// The benchmark's view tree, as the ViewEngine issue defines it: fan-out 10, nodes numbered
/// breadth-first (node i's parent is (i-1)/10); inner nodes alternate vstack/hstack by depth
/// with alignment leading, spacing 8, padding 12 and maxWidth infinity; leaves alternate
/// (by number) between a bound text and a button with a custom action.
public enum BenchmarkTree {
    /// Children per inner node (10); node i's children are numbered `i * fanOut + 1` onward.
    public static let fanOut = 10

    /// The tree's JSON text (pretty-printed, as files are written).
    public static func json(nodes count: Int) -> String {
        JSONWriter.string(node(0, depth: 0, count: count), pretty: true)
    }

    /// The data the bindings read: `items[i].title` for every node number.
    public static func data(nodes count: Int) -> JSONValue {
        .object(["items": .array((0..<count).map { .object(["title": .string("Item \($0)")]) })])
    }

    private static func node(_ index: Int, depth: Int, count: Int) -> JSONValue {
        let firstChild = index * fanOut + 1
        if firstChild < count {
            let children = (firstChild..<min(firstChild + fanOut, count)).map { node($0, depth: depth + 1, count: count) }
            return [
                "type": .string(depth % 2 == 0 ? "vstack" : "hstack"),
                "props": ["alignment": "leading", "spacing": 8],
                "inlineStyle": ["padding": 12, "maxWidth": "infinity"],
                "children": .array(children),
            ]
        }
        if index % 2 == 0 {
            return [
                "type": "text",
                "props": ["content": .string("$.items.\(index).title")],
                "inlineStyle": ["font": "body", "foregroundColor": "#333333", "padding": 4],
            ]
        }
        return [
            "type": "button",
            "props": [
                "label": ["type": "text", "props": ["content": .string("Button \(index)")]],
                "action": ["actionType": "custom", "event": "tap", "payload": ["index": .number(Double(index))]],
            ],
            "inlineStyle": ["cornerRadius": 8],
        ]
    }
}
