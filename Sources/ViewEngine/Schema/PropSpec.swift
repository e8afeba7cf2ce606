/// What a node property accepts; drives decoding, validation messages and documentation.
public struct PropSpec: Sendable {
    public enum ValueType: Sendable, Equatable {
        /// Text: a literal, a `$` binding or `${…}` interpolation.
        case text
        /// A number or a binding to one.
        case number
        /// A whole number or a binding to one.
        case integer
        /// `true`/`false`, a binding or a condition expression.
        case bool
        /// One of the listed words.
        case choice([String])
        /// A view node.
        case node
        /// A view node, or text as shorthand for a `text` node (button labels).
        case nodeOrText
        /// A view node or an array of them.
        case nodes
        /// An action object.
        case action
        /// A plain `$` path that a control writes back to (two-way binding).
        case statePath
        /// The name of a screen of the bundle.
        case screen
        /// Any JSON; strings inside may be bindings.
        case value
        /// A picker's choices: an array of `{"title", "value"}` objects (or plain values, each
        /// its own title), or a `$` binding to such an array.
        case options
        /// A list's swipe actions: an array of `{"title", "icon", "role", "action"}`.
        case rowActions
    }

    public let name: String
    public let type: ValueType
    public let isRequired: Bool
    public let summary: String

    public init(_ name: String, _ type: ValueType, required: Bool = false, _ summary: String) {
        self.name = name
        self.type = type
        self.isRequired = required
        self.summary = summary
    }
}

/// What a node type accepts.
public struct NodeSpec: Sendable {
    public enum Children: Sendable {
        case none, many
    }

    public let kind: NodeKind
    /// Other spellings accepted for the type (normalized: lowercase, no `_`/`-`).
    public let aliases: [String]
    public let children: Children
    public let props: [PropSpec]
    public let summary: String

    public init(_ kind: NodeKind, aliases: [String] = [], children: Children = .none, props: [PropSpec], _ summary: String) {
        self.kind = kind
        self.aliases = aliases
        self.children = children
        self.props = props
        self.summary = summary
    }

    public func prop(named name: String) -> PropSpec? {
        props.first { $0.name.isSameName(name) } ?? NodeCatalog.commonProps.first { $0.name.isSameName(name) }
    }
}
