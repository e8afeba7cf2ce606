/// What a node property accepts; drives decoding, validation messages and documentation.
///
/// A class: the decoder hands specs around for every prop it reads, and a reference is one
/// retain where a struct of strings and arrays was one per field.
public final class PropSpec: Sendable {
    /// What JSON a prop accepts; the decoder checks a value against it and picks its ``PropValue`` case.
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
        /// A `$` path that a control writes back to (two-way binding); its later steps may be
        /// bound keys (`$.todos[$.index].done`).
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
        /// An alert's or dialog's buttons: an array of `{"title", "role", "action"}` (the action
        /// optional: such a button only closes what it is in).
        case buttons
        /// A colour: a theme or system colour name, or #RRGGBB(AA).
        case color
        /// At least two colours (a gradient's).
        case colors
        /// What the `background` modifier takes: a colour, `primary`…`quaternary`, a gradient
        /// object (`{"linearGradient": …}`), a filled shape or a view.
        case paint
    }

    /// The prop's JSON key (`content`, `lineLimit`), matched with exact spelling.
    public let name: String
    /// What the prop accepts; checked when decoding, and listed by `sdui docs` and the JSON Schema.
    public let type: ValueType
    /// Whether every node of the type must write the prop; a missing one is a `missingMember` error.
    public let isRequired: Bool
    /// One line on what the prop does: `sdui docs`, the JSON Schema's description, and the
    /// message when a required prop is missing.
    public let summary: String
    /// What the node uses when the prop is left out (documented; nil: nothing, or it depends).
    public let defaultValue: JSONValue?
    /// Set for a prop that is really a modifier written as a prop (`"lineLimit": 2`).
    public let modifier: PropModifier?
    /// For a ``ValueType/statePath``: what the control writes there (a toggle a boolean, a
    /// multi-select picker an array); nil when it can be anything (a picker's option values).
    /// `sdui validate` reports a binding to app state declared as something the control
    /// cannot write.
    public let writes: ValueShape?

    /// A prop `name` of `type`: `default` documents what the node uses without it, `modifier`
    /// makes it a modifier written as a prop, and `writes` says what a state path's control writes.
    public init(
        _ name: String, _ type: ValueType, required: Bool = false, default defaultValue: JSONValue? = nil, modifier: PropModifier? = nil,
        writes: ValueShape? = nil, _ summary: String
    ) {
        self.name = name
        self.type = type
        self.isRequired = required
        self.defaultValue = defaultValue
        self.modifier = modifier
        self.writes = writes
        self.summary = summary
    }
}

/// A prop that is a modifier in the spec's older spelling (`"lineLimit": 2` on a text,
/// `"onTap"` on any node): its value decodes as one argument of that modifier's descriptor
/// (checked, bound and reported like any modifier argument), props naming the same modifier
/// make one entry (`aspectRatio` and `contentMode`), and the resolver folds the made case
/// into the node's own fields, where renderers draw it as before.
public struct PropModifier: Sendable {
    /// The modifier's name (its descriptor's).
    public let name: String
    /// The argument the prop sets; nil: the modifier takes none and the prop is its on/off flag.
    public let label: String?

    /// Links a prop to the modifier `name`, setting its argument `label` (nil: an on/off flag).
    public init(_ name: String, _ label: String?) {
        self.name = name
        self.label = label
    }
}

/// The groups node types are documented and shown in (one Gallery screen each).
public enum NodeCategory: String, Sendable, CaseIterable {
    /// Stacks, scroll views, lists, grids, `spacer`, `group` and `empty`.
    case layout
    /// What shows information: `text`, `image`, `label`, `progress`, `gauge`, `divider` and more.
    case content
    /// What the user operates: buttons, text fields, toggles, sliders, pickers, menus and links.
    case controls
    /// Views that group their children: `form`, `section`, `group_box`, `page_tab_view` and more.
    case containers
    /// Screens, tab bars, navigation links and stacks, and presentations (sheets, alerts, popovers).
    case navigation
    /// `rectangle`, `circle`, `capsule` and the other SwiftUI shapes.
    case shapes
    /// `color` and the four gradients, each filling its frame.
    case paint
    /// `chart`, `async_image` and `video`.
    case media
    /// `component` (from components.json) and `custom` (a native view the app registers).
    case composition
}

/// What a node type accepts. A class, like ``PropSpec``: every decoded node reads its spec.
public final class NodeSpec: Sendable {
    /// Whether a node type takes `children`.
    public enum Children: Sendable {
        /// Takes none; any written are ignored, with a `childrenIgnored` warning.
        case none
        /// Takes any number, drawn in the order written.
        case many
    }

    /// The type described; its `name` is what JSON writes as `"type"`.
    public let kind: NodeKind
    /// The group the type is documented and shown in (its Gallery screen).
    public let category: NodeCategory
    /// Other spellings accepted for the type (normalized: lowercase, no `_`/`-`).
    public let aliases: [String]
    /// Whether the type takes `children`, or ignores them with a warning.
    public let children: Children
    /// The type's own props, in documented order; ``NodeCatalog/commonProps`` apply to every type too.
    public let props: [PropSpec]
    /// The props marked required, picked once: decoding checks them on every node.
    let requiredProps: [PropSpec]
    /// One line on what the node is: `sdui docs` and the JSON Schema's description.
    public let summary: String
    /// A node of this type as JSON text; the catalogue test decodes and resolves it, and the
    /// Gallery shows it.
    public let example: String

    /// A type's spec: its kind, category, other spellings, whether it takes children, its props, a
    /// one-line summary and a JSON example.
    public init(
        _ kind: NodeKind, _ category: NodeCategory, aliases: [String] = [], children: Children = .none, props: [PropSpec], _ summary: String,
        example: String
    ) {
        self.kind = kind
        self.category = category
        self.aliases = aliases
        self.children = children
        self.props = props
        requiredProps = props.filter(\.isRequired)
        self.summary = summary
        self.example = example
    }

    /// The prop `name` (exact spelling): the type's own, else one every node takes
    /// (``NodeCatalog/commonProps``); nil when neither has it.
    public func prop(named name: String) -> PropSpec? {
        props.first { $0.name.isSameName(name) } ?? NodeCatalog.commonProps.first { $0.name.isSameName(name) }
    }
}
