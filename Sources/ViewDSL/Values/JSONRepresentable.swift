import ViewEngine

/// A value the DSL writes into a prop or a modifier argument.
public protocol JSONRepresentable: Sendable {
    /// The value as bundle JSON writes it.
    var jsonValue: JSONValue { get }
}

/// A node prop that takes a node or text (a button's `label`): a string literal is text
/// (bindings and `${…}` allowed), a node is the node.
public protocol LabelConvertible: Sendable {
    /// The label as bundle JSON writes it.
    var labelValue: JSONValue { get }
}

extension String: LabelConvertible {
    /// The text, written as the JSON files write text.
    public var labelValue: JSONValue { .string(self) }
}

extension JSONValue: JSONRepresentable {
    /// The value itself.
    public var jsonValue: JSONValue { self }
}

extension Array: JSONRepresentable where Element: JSONRepresentable {
    /// The elements, as a JSON array.
    public var jsonValue: JSONValue { .array(map(\.jsonValue)) }
}
