/// A decoded view node (spec §4.1): a type, optional id, style preset, inline style,
/// condition, children and type-specific properties, each compiled and located.
public struct ViewNode: Sendable {
    /// The node type; `nil` when the JSON named a type the engine does not know (then
    /// ``unknownType`` holds the name and ``problem`` the diagnostic).
    public var kind: NodeKind?
    public var id: String?
    /// Preset name(s), space-separated.
    public var style: String?
    public var inlineStyle: StyleSheet?
    public var condition: BindingExpression?
    public var children: [ViewNode]
    public var props: Props
    public var source: SourceRef
    public var unknownType: String?
    public var problem: Diagnostic?

    public init(
        kind: NodeKind?, id: String? = nil, style: String? = nil, inlineStyle: StyleSheet? = nil,
        condition: BindingExpression? = nil, children: [ViewNode] = [], props: Props = Props(), source: SourceRef = .none
    ) {
        self.kind = kind
        self.id = id
        self.style = style
        self.inlineStyle = inlineStyle
        self.condition = condition
        self.children = children
        self.props = props
        self.source = source
    }
}

/// A property value, compiled according to its ``PropSpec``.
public indirect enum PropValue: Sendable {
    case value(ValueTemplate)
    case node(ViewNode)
    case nodes([ViewNode])
    case action(Action)
    /// A condition or binding that yields a boolean or number.
    case expression(BindingExpression)
}

/// A node's properties in written order. Nodes have a handful, so a linear scan beats hashing.
public struct Props: Sendable {
    public struct Entry: Sendable {
        public var name: String
        public var value: PropValue
        public var source: SourceRef
    }

    public private(set) var entries: [Entry] = []

    public init(_ entries: [Entry] = []) {
        self.entries = entries
    }

    public mutating func set(_ name: String, _ value: PropValue, source: SourceRef = .none) {
        if let index = entries.firstIndex(where: { $0.name == name }) {
            entries[index] = Entry(name: name, value: value, source: source)
        } else {
            entries.append(Entry(name: name, value: value, source: source))
        }
    }

    public subscript(name: String) -> PropValue? {
        for entry in entries where entry.name == name { return entry.value }
        return nil
    }

    public var isEmpty: Bool { entries.isEmpty }
}
