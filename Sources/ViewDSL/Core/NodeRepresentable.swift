import ViewEngine

/// Anything that is a view node: the generated node structs (``VStack``, ``Text``, …) and
/// ``Node`` itself. What every node can carry besides its props is set here.
public protocol NodeRepresentable: LabelConvertible, Sendable {
    /// The node as the DSL holds it.
    var node: Node { get }
}

extension NodeRepresentable {
    /// The node's JSON, as a bundle file holds it.
    public var jsonValue: JSONValue { node.jsonValue }

    /// A node or text label: this node.
    public var labelValue: JSONValue { node.jsonValue }

    /// Sets the node's `id`.
    public func id(_ id: String) -> Node { changing { $0.id = id } }

    /// Applies a style preset of the bundle's theme (`"screen_body"`).
    public func style(_ preset: String) -> Node { changing { $0.style = preset } }

    /// Sets style properties on the node (`["maxWidth": "infinity"]`); values may be `$` bindings.
    public func inlineStyle(_ properties: KeyValuePairs<String, JSONValue>) -> Node {
        changing { node in
            var object = node.inlineStyle ?? JSONObject()
            for (name, value) in properties { object[name] = value }
            node.inlineStyle = object
        }
    }

    /// Shows the node only while `expression` holds (`"$.status.results.state == 'loaded'"`).
    public func condition(_ expression: String) -> Node { changing { $0.condition = expression } }

    /// Appends a modifier: `.modifier(.font(.title))`. Modifiers apply in the order written.
    public func modifier(_ modifier: Modifier) -> Node { changing { $0.modifiers.append(modifier) } }

    /// Appends several modifiers in order.
    public func modifiers(_ modifiers: Modifier...) -> Node { changing { $0.modifiers += modifiers } }

    /// A copy of the node with `change` applied: every chained call returns a new value.
    func changing(_ change: (inout Node) -> Void) -> Node {
        var node = self.node
        change(&node)
        return node
    }
}
