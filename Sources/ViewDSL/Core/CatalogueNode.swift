import ViewEngine

/// A generated node struct: one per node type of the catalogue (``DSLCatalogue/nodeTypes``).
public protocol CatalogueNode: NodeRepresentable {
    /// The node's canonical JSON type name (`lazy_vstack`).
    static var typeName: String { get }
    /// The props the type's initializer takes, in the catalogue's order.
    static var propNames: [String] { get }
}

/// Namespace of the choice types: one per set of words a prop or modifier argument takes
/// (`Choice.Alignment`, `Choice.FontWeight`), generated from the catalogue.
public enum Choice {}

/// A value chosen from a fixed set of words, or a `$` binding to one.
public protocol ChoiceValue: JSONRepresentable, Hashable {
    /// Every word the value may be, in the catalogue's order.
    static var allWords: [String] { get }
}

/// A prop every node type takes (accessibility, `onTap`, transitions), set with
/// ``NodeRepresentable/prop(_:)``: `Text("Saved").prop(.accessibilityIdentifier("saved-at"))`.
public struct CommonProp: Sendable {
    /// The prop's name.
    public let name: String
    /// The prop's value, as JSON writes it.
    public let value: JSONValue

    /// The prop `name` with `value`.
    public init(name: String, value: JSONValue) {
        self.name = name
        self.value = value
    }
}

extension NodeRepresentable {
    /// Sets one of the props every node takes, in the node's `props`.
    public func prop(_ prop: CommonProp) -> Node { changing { $0.props[prop.name] = prop.value } }
}
