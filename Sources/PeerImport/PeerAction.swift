import Foundation
import ViewEngine

/// The peers' actions are names the host app handles (SwiftSDUI's `"#buy"`, SwiftUIML's
/// messages); ours is the `custom` action, which calls the app's handler for its event.
enum PeerAction {
    /// `{"actionType": "custom", "event": name}`, with the payload the peer sends, if any.
    static func custom(_ name: String, payload: JSONObject? = nil) -> JSONValue {
        var action: JSONObject = ["actionType": "custom", "event": .string(name.hasPrefix("#") ? String(name.dropFirst()) : name)]
        if let payload { action["payload"] = .object(payload) }
        return .object(action)
    }
}

/// Edge insets: SwiftUIML's `{"top": 4, "leading": 8}` and SwiftSDUI's `"horizontal:16,vertical:8"`
/// (with `left`/`right`), as our padding's arguments.
enum PeerEdges {
    static let edges = ["all", "top", "bottom", "leading", "trailing", "horizontal", "vertical"]

    /// Our padding argument for a SwiftUIML object of edges.
    static func object(_ value: PeerValue, _ context: inout ImportContext) -> JSONValue? {
        guard value.kind == .object else {
            context.invalid("padding", at: value, expected: "a number or an object of edges (\(edges.joined(separator: ", ")))")
            return nil
        }
        var insets = JSONObject()
        for (edge, length, _) in value.members {
            guard edges.contains(edge) else {
                context.invalid("padding.\(edge)", at: length, expected: "an edge: " + edges.joined(separator: ", "))
                continue
            }
            if let number = context.number("padding.\(edge)", length) { insets[edge] = .number(number) }
        }
        return insets.isEmpty ? nil : .object(insets)
    }

    /// Our padding argument for a SwiftSDUI number or scoped string; nil after reporting.
    static func scoped(_ key: String, _ value: PeerValue, _ context: inout ImportContext) -> JSONValue? {
        if let number = value.number { return .number(number) }
        let expected = "a number or edges such as \"all:12\", \"horizontal:16,vertical:8\", \"left:8,right:8\""
        guard let text = value.string, let items = ScopedString.items(text), !items.isEmpty else {
            context.invalid(key, at: value, expected: expected)
            return nil
        }
        var insets = JSONObject()
        for item in items {
            let edge = item.key == "left" ? "leading" : item.key == "right" ? "trailing" : item.key
            guard let name = edge, edges.contains(name), let length = Double(item.value) else {
                context.invalid(key, at: value, expected: expected)
                return nil
            }
            insets[name] = .number(length)
        }
        if insets.count == 1, let all = insets["all"] { return all }
        return .object(insets)
    }
}

/// SwiftSDUI's scoped strings: comma-separated items, each `key:value` or a bare value
/// (`"horizontal:16,vertical:8"`, `"200,4"`, `"shadowOffset:(x:0,y:2)"`).
enum ScopedString {
    struct Item {
        let key: String?
        let value: String
    }

    /// The items, or nil when brackets do not balance.
    static func items(_ text: String) -> [Item]? {
        var items: [Item] = []
        var depth = 0
        var current = ""
        for character in text {
            switch character {
            case "(":
                depth += 1
                current.append(character)
            case ")":
                depth -= 1
                guard depth >= 0 else { return nil }
                current.append(character)
            case "," where depth == 0:
                items.append(item(current))
                current = ""
            default:
                current.append(character)
            }
        }
        guard depth == 0 else { return nil }
        if !current.trimmingCharacters(in: .whitespaces).isEmpty || !items.isEmpty { items.append(item(current)) }
        return items
    }

    private static func item(_ text: String) -> Item {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let colon = trimmed.firstIndex(of: ":"), !trimmed.hasPrefix("#") else { return Item(key: nil, value: trimmed) }
        return Item(
            key: trimmed[..<colon].trimmingCharacters(in: .whitespaces),
            value: trimmed[trimmed.index(after: colon)...].trimmingCharacters(in: .whitespaces))
    }

    /// A pair of numbers written `"a,b"` or `"first:a,second:b"` (a size, an offset).
    static func pair(_ text: String, _ first: String, _ second: String) -> (Double, Double)? {
        guard let items = items(text), items.count == 2 else { return nil }
        if items.allSatisfy({ $0.key == nil }) {
            guard let a = Double(items[0].value), let b = Double(items[1].value) else { return nil }
            return (a, b)
        }
        guard let a = items.first(where: { $0.key == first }).flatMap({ Double($0.value) }),
            let b = items.first(where: { $0.key == second }).flatMap({ Double($0.value) })
        else { return nil }
        return (a, b)
    }
}
