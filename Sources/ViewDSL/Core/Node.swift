import ViewEngine

/// One view node as the DSL builds it: the JSON object our bundle files hold, with its fields in
/// the order the files write them (`type`, `id`, `style`, `inlineStyle`, `condition`, `props`,
/// `children`, `modifiers`).
///
/// Every node type of the catalogue has a generated struct (``VStack``, ``Text``, …) whose
/// initializer fills a `Node`; the modifiers and node fields (``NodeRepresentable/style(_:)``,
/// ``NodeRepresentable/condition(_:)``) return a `Node` too, so chains stay one type.
public struct Node: NodeRepresentable, Sendable {
    /// The canonical JSON type name (`vstack`, `lazy_vstack`).
    public var type: String
    /// The node's `id`.
    public var id: String?
    /// A style preset of the bundle's theme.
    public var style: String?
    /// Style properties written on the node (`{"maxWidth": "infinity"}`).
    public var inlineStyle: JSONObject?
    /// A condition; the node shows only while it holds.
    public var condition: String?
    /// The props, in the order given; absent props are not written.
    public var props: JSONObject
    /// The node's children.
    public var children: [Node]
    /// The modifiers, applied in order like chained SwiftUI modifiers.
    public var modifiers: [Modifier]

    /// A node of `type` with `props` (nil values are left out) and `children`.
    public init(type: String, props: [(String, JSONValue?)] = [], children: [Node] = []) {
        self.type = type
        var object = JSONObject()
        for (name, value) in props {
            if let value { object[name] = value }
        }
        self.props = object
        self.children = children
        modifiers = []
    }

    /// The node itself.
    public var node: Node { self }

    /// The node as JSON, fields in the order bundle files write them.
    public var jsonValue: JSONValue {
        var object = JSONObject()
        object["type"] = .string(type)
        if let id { object["id"] = .string(id) }
        if let style { object["style"] = .string(style) }
        if let inlineStyle { object["inlineStyle"] = .object(inlineStyle) }
        if let condition { object["condition"] = .string(condition) }
        if !props.isEmpty { object["props"] = .object(props) }
        if !children.isEmpty { object["children"] = .array(children.map(\.jsonValue)) }
        if !modifiers.isEmpty { object["modifiers"] = .array(modifiers.map(\.jsonValue)) }
        return .object(object)
    }
}
