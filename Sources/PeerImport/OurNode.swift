import ViewEngine

/// A node of our format as the converter builds it, written out in the member order our
/// files use: type, id, props, inlineStyle, modifiers, children.
struct OurNode {
    var type: String
    var id: String?
    var props = JSONObject()
    var inlineStyle = JSONObject()
    /// In the order they apply, as SwiftUI chains them.
    var modifiers: [JSONValue] = []
    var children: [OurNode] = []

    init(_ type: String) {
        self.type = type
    }

    /// Appends `{name: argument}` to the modifiers.
    mutating func modify(_ name: String, _ argument: JSONValue) {
        modifiers.append(.object([name: argument]))
    }

    var json: JSONValue {
        var object: JSONObject = ["type": .string(type)]
        if let id { object["id"] = .string(id) }
        for (key, value) in props.members { object[key] = value }
        if !inlineStyle.isEmpty { object["inlineStyle"] = .object(inlineStyle) }
        if !modifiers.isEmpty { object["modifiers"] = .array(modifiers) }
        if !children.isEmpty { object["children"] = .array(children.map(\.json)) }
        return .object(object)
    }
}
