/// A decoded view node (spec §4.1): a type, optional id, style preset, inline style,
/// condition, children and type-specific properties, each compiled and located.
public struct ViewNode: Sendable {
    /// The node type; `nil` when the JSON named a type the engine does not know (then
    /// ``unknownType`` holds the name and ``problem`` the diagnostic).
    public var kind: NodeKind?
    /// `"id"` (a number is kept as its text): the node's stable identity, and what `scrollTo`,
    /// a `share_link`'s `snapshot` and a `present` naming a presentation look for.
    public var id: String?
    /// Preset name(s), space-separated.
    public var style: String?
    /// `"condition"`: the node is drawn only while it holds (`true`/`false` or an expression);
    /// nil: always.
    public var condition: BindingExpression?
    /// `"children"`, in order; empty for types that take none (their spec's `children` is `none`).
    public var children: [ViewNode]
    /// The type's props, from `"props"` or written on the node itself, each decoded by its
    /// ``PropSpec``; props that are modifiers are in ``propModifiers`` instead.
    public var props: Props
    /// Where the node's object is written, for diagnostics.
    public var source: SourceRef
    // Boxed: a style sheet is hundreds of bytes and most nodes copy without touching it.
    private var inlineStyleBox: Box<StyleSheet>?
    private var styleBindingsBox: Box<[StyleBinding]>?
    private var brokenBox: Box<(type: String?, problem: Diagnostic?)>?
    // Boxed and nil for the many nodes without modifiers; the box's identity keys the
    // resolver's cache of static modifier lists.
    private var modifiersBox: Box<[ModifierTemplate]>?
    // Props that are modifiers (`lineLimit`, `onTap`, …), folded into the node when resolved.
    private var propModifiersBox: Box<[ModifierTemplate]>?

    /// A node made in code: no style bindings, modifiers or prop modifiers (set them afterwards).
    public init(
        kind: NodeKind?, id: String? = nil, style: String? = nil, inlineStyle: StyleSheet? = nil,
        condition: BindingExpression? = nil, children: [ViewNode] = [], props: Props = Props(), source: SourceRef = .none
    ) {
        self.init(
            kind: kind, id: id, style: style, inlineStyleBox: inlineStyle.map(Box.init), styleBindings: [], modifiers: [],
            propModifiers: [], condition: condition, children: children, props: props, source: source)
    }

    /// Everything at once, boxes included, as the decoder has it: no copy of a half-made node.
    init(
        kind: NodeKind?, id: String?, style: String?, inlineStyleBox: Box<StyleSheet>?, styleBindings: [StyleBinding],
        modifiers: [ModifierTemplate], propModifiers: [ModifierTemplate], condition: BindingExpression?, children: [ViewNode], props: Props,
        source: SourceRef
    ) {
        self.kind = kind
        self.id = id
        self.style = style
        self.condition = condition
        self.children = children
        self.props = props
        self.source = source
        self.inlineStyleBox = inlineStyleBox
        styleBindingsBox = styleBindings.isEmpty ? nil : Box(styleBindings)
        modifiersBox = modifiers.isEmpty ? nil : Box(modifiers)
        propModifiersBox = propModifiers.isEmpty ? nil : Box(propModifiers)
    }

    /// The boxed inline style, whose identity keys the resolver's style cache (nodes that
    /// write the same style share one box).
    var inlineStyleStorage: Box<StyleSheet>? {
        get { inlineStyleBox }
        set { inlineStyleBox = newValue }
    }

    /// `"inlineStyle"`'s literal values, applied over the `style` presets; bound values are in
    /// ``styleBindings``. Nil when the node has none.
    public var inlineStyle: StyleSheet? {
        get { inlineStyleBox?.value }
        set { inlineStyleBox = newValue.map(Box.init) }
    }

    /// Inline style properties bound to data (`"fontSize": "$.env.fontSize"`), evaluated over
    /// ``inlineStyle`` on every render.
    public var styleBindings: [StyleBinding] {
        get { styleBindingsBox?.value ?? [] }
        set { styleBindingsBox = newValue.isEmpty ? nil : Box(newValue) }
    }

    /// The node's `modifiers`, in the order written (applied after its style).
    public var modifiers: [ModifierTemplate] {
        get { modifiersBox?.value ?? [] }
        set { modifiersBox = newValue.isEmpty ? nil : Box(newValue) }
    }

    var modifiersStorage: Box<[ModifierTemplate]>? { modifiersBox }

    /// The props written on the node that are modifiers (``PropModifier``), one entry per
    /// modifier; the resolver folds them into the node's own fields.
    public var propModifiers: [ModifierTemplate] {
        get { propModifiersBox?.value ?? [] }
        set { propModifiersBox = newValue.isEmpty ? nil : Box(newValue) }
    }

    var propModifiersStorage: Box<[ModifierTemplate]>? { propModifiersBox }

    /// The type name as written, when it is not one the engine knows.
    public var unknownType: String? {
        get { brokenBox?.value.type }
        set { brokenBox = Box((newValue, problem)) }
    }

    /// Why the node could not be decoded, when it could not.
    public var problem: Diagnostic? {
        get { brokenBox?.value.problem }
        set { brokenBox = Box((unknownType, newValue)) }
    }
}

/// An inline style property whose value comes from data: its name (`fontSize`), the
/// expression, and where it was written.
public struct StyleBinding: Sendable {
    /// The style key (`fontSize`, `foregroundColor`).
    public var name: String
    /// The binding, evaluated with the node's data on every render; while it is missing, or holds a
    /// value the key cannot take (reported), the static style is used.
    public var expression: BindingExpression
    /// Where the bound value is written, for diagnostics about it.
    public var source: SourceRef

    /// Binds the style key `name` to `expression`, written at `source`.
    public init(name: String, expression: BindingExpression, source: SourceRef = .none) {
        self.name = name
        self.expression = expression
        self.source = source
    }
}

/// A property value, compiled according to its ``PropSpec``.
public enum PropValue: Sendable {
    /// Text (literal or bound), a literal number or boolean, a choice word, or any JSON whose strings
    /// may bind (`options`, `tabs`, `data`).
    case value(ValueTemplate)
    /// One view node (text given where a node or text is accepted becomes a `text` node).
    indirect case node(ViewNode)
    /// View nodes in order; a single node written alone is one element.
    case nodes([ViewNode])
    /// An action object (`action`, `onLoad`, `onChange`…).
    indirect case action(Action)
    /// A condition or binding that yields a boolean or number.
    case expression(BindingExpression)
    /// Buttons each row of a list gets (`swipeActions`), evaluated per row.
    case rowActions([RowActionTemplate])
    /// A colour, gradient or other paint (shapes' `fill` and `stroke`, `color`).
    indirect case paint(PaintTemplate)
    /// A gradient's colours, in order.
    case colors([ColorReference])
}

/// A swipe action as written on a `list`: its title and icon may bind to the row's
/// `$.item` and `$.index`, and its action runs with that row's data.
public struct RowActionTemplate: Sendable {
    /// `"title"` (required): the button's text, also read by VoiceOver.
    public var title: TextValue
    /// An SF Symbol name.
    public var icon: TextValue?
    /// `"role"`: `destructive` or `cancel` (SwiftUI's `ButtonRole`); nil: no role.
    public var role: RenderNode.Button.Role?
    /// `"action"`, run with the row's `$.item` and `$.index`; an empty `sequence` for an alert
    /// button written without one, which only closes the alert.
    public var action: Action
    /// Where the entry is written, for diagnostics.
    public var source: SourceRef
    /// `"condition"`: the button is there only for rows (or while the alert shows) where it
    /// holds; nil: always.
    public var condition: BindingExpression?

    /// A button titled `title` with an optional SF Symbol `icon` and `role`, running `action`,
    /// shown where `condition` holds (always when nil).
    public init(
        title: TextValue, icon: TextValue? = nil, role: RenderNode.Button.Role? = nil, action: Action, source: SourceRef = .none,
        condition: BindingExpression? = nil
    ) {
        self.title = title
        self.icon = icon
        self.role = role
        self.action = action
        self.source = source
        self.condition = condition
    }

    /// Whether the button is there in `context`.
    func isShown(in context: DataContext, environment: EvaluationEnvironment) -> Bool {
        condition?.isTrue(in: context, environment: environment) ?? true
    }
}

/// A node's properties in written order. Nodes have a handful, so a linear scan beats hashing.
public struct Props: Sendable {
    /// One prop: its name, its decoded value and where the value is written.
    public struct Entry: Sendable {
        /// The prop's name as written (`content`).
        public var name: String
        /// The value, decoded as the prop's ``PropSpec`` type says.
        public var value: PropValue
        /// Where the value is written, for diagnostics.
        public var source: SourceRef
    }

    /// The props in the order first written; setting a name again replaces its entry in place.
    public private(set) var entries: [Entry] = []

    /// Props from `entries`; a later entry of the same name replaces an earlier one.
    public init(_ entries: [Entry] = []) {
        for entry in entries { set(entry.name, entry.value, source: entry.source) }
    }

    /// Makes room for `count` props up front (decoding knows how many are written).
    public mutating func reserveCapacity(_ count: Int) {
        entries.reserveCapacity(count)
    }

    /// Sets prop `name`; `value` is consumed, so decoding moves each value in without a copy.
    public mutating func set(_ name: String, _ value: consuming PropValue, source: SourceRef = .none) {
        if let index = entries.firstIndex(where: { $0.name.isSameName(name) }) {
            entries[index] = Entry(name: name, value: value, source: source)
        } else {
            entries.append(Entry(name: name, value: value, source: source))
        }
    }

    /// The value of the prop `name` (exact spelling); nil when not written, or invalid (diagnosed).
    public subscript(name: String) -> PropValue? {
        for entry in entries where entry.name.isSameName(name) { return entry.value }
        return nil
    }

    /// Whether no prop is set (props that are modifiers are kept apart, in ``ViewNode/propModifiers``).
    public var isEmpty: Bool { entries.isEmpty }
}
