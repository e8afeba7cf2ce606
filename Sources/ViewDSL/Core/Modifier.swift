import ViewEngine

/// One entry of a node's `modifiers`: `{"padding": 16}`, `{"frame": {"width": 120, "alignment": "leading"}}`.
///
/// Made by the generated static functions (`.padding(16)`, `.font(.title)`), one per modifier of
/// the catalogue, and applied with ``NodeRepresentable/modifier(_:)`` or the matching method
/// on any node (`Text("Hi").padding(8)`).
public struct Modifier: Sendable {
    /// The modifier's name, as JSON writes it (`padding`).
    public let name: String
    /// The arguments given, in the catalogue's order.
    public let arguments: JSONObject
    /// Every argument label the modifier takes, the first one being the one a bare value sets.
    let labels: [String]

    /// A modifier with the given arguments (nil values are left out); `labels` are all the
    /// modifier takes, first the one a bare value sets.
    public init(name: String, labels: [String], arguments: [(String, JSONValue?)]) {
        self.name = name
        self.labels = labels
        var object = JSONObject()
        for (label, value) in arguments {
            if let value { object[label] = value }
        }
        self.arguments = object
    }

    /// The modifier as a one-key object. No arguments: `true`; only the first argument: its
    /// bare value (unless that value is an object holding one of the labels, which the engine
    /// would read as labelled arguments); otherwise an object of labelled arguments.
    public var jsonValue: JSONValue {
        guard let first = arguments.members.first else { return [name: true] }
        if arguments.count == 1, first.key == labels.first, !readsAsLabelled(first.value) {
            return .object(JSONObject([(name, first.value)]))
        }
        return .object(JSONObject([(name, .object(arguments))]))
    }

    private func readsAsLabelled(_ value: JSONValue) -> Bool {
        guard case .object(let object) = value else { return false }
        return object.keys.contains { labels.contains($0) }
    }
}
