/// Everything the engine knows about one modifier, in one value: its name (SwiftUI's), its
/// arguments, a one-line summary, an example, its category, how honestly the browser draws it,
/// and how its decoded arguments become a ``RenderModifier``.
///
/// Decoding, binding checks, `sdui docs` (Markdown and JSON) and the Gallery app are all
/// derived from descriptors, so a modifier is described once.
public struct ModifierDescriptor: Sendable {
    /// The modifier's key in a `modifiers` entry, SwiftUI's name for it (`blur`,
    /// `accessibilityLabel`); unique in ``ModifierCatalog``.
    public let name: String
    /// The group the reference and the Gallery show it in.
    public let category: ModifierCategory
    /// One line for the reference and the JSON catalogue, without a final full stop.
    public let summary: String
    /// One entry of a `modifiers` list, as JSON text: `{"blur": 4}`.
    public let example: String
    /// Its arguments in order; the first is the one a bare value sets (`{"blur": 4}`). Empty: the
    /// modifier takes only a flag (`{"clipped": true}`).
    public let arguments: [ModifierArgument]
    /// How the browser preview draws it (`full` unless given).
    public let web: WebSupport
    /// Builds the render-tree case from arguments already checked against ``arguments``
    /// (required ones present, defaults filled in, names resolved). `nil`: nothing to apply
    /// (`{"hidden": false}`).
    let make: @Sendable (ModifierInput) -> RenderModifier?

    /// A descriptor for the catalogue (no arguments and `full` web support unless given); `make`
    /// builds the ``RenderModifier`` from the checked arguments, or returns nil when there is nothing to apply.
    public init(
        _ name: String, _ category: ModifierCategory, summary: String, example: String, arguments: [ModifierArgument] = [],
        web: WebSupport = .full, make: @escaping @Sendable (ModifierInput) -> RenderModifier?
    ) {
        self.name = name
        self.category = category
        self.summary = summary
        self.example = example
        self.arguments = arguments
        self.web = web
        self.make = make
    }

    /// The argument a bare value (`{"blur": 4}`) sets: the first one.
    var primary: ModifierArgument? { arguments.first }

    func argument(named label: String) -> ModifierArgument? {
        for argument in arguments where argument.label == label { return argument }
        return nil
    }
}

extension ModifierDescriptor {
    /// A modifier whose one argument is a word from `T`'s cases (`{"imageScale": "large"}`):
    /// the argument's choices and the example are written from `T`, so they cannot drift.
    static func choice<T: RawRepresentable & CaseIterable & Sendable>(
        _ name: String, _ category: ModifierCategory, _ label: String, _: T.Type, summary: String, example: T, web: WebSupport = .full,
        _ make: @escaping @Sendable (T) -> RenderModifier
    ) -> ModifierDescriptor where T.RawValue == String {
        ModifierDescriptor(
            name, category, summary: summary, example: "{\"\(name)\": \"\(example.rawValue)\"}", arguments: [.choice(label, T.self, required: true)], web: web
        ) { $0.choice(label, T.self).map(make) }
    }
}

/// The groups modifiers are documented and shown in (one Gallery screen each).
public enum ModifierCategory: String, Sendable, CaseIterable {
    /// Size and position: `padding`, `frame`, `offset`, `position`, `zIndex`, safe areas.
    case layout
    /// What is drawn with the view: `foregroundStyle`, `background`, `overlay`, `border`, `shadow`, clipping.
    case drawing
    /// Filters and transforms: `opacity`, `blur`, colour adjustments, `blendMode`, rotation, scale.
    case effects
    /// Fonts and the layout of text: `font`, `lineLimit`, `truncationMode`, `textCase`.
    case text
    /// How images and SF Symbols draw: `resizable`, `imageScale`, `symbolVariant`, rendering modes.
    case images
    /// Gestures, lifecycle actions, hit testing and scrolling: `onTapGesture`, `onAppear`,
    /// `refreshable`, `contextMenu`.
    case interaction
    /// How text fields take input: `keyboardType`, `submitLabel`, `textContentType`, autocorrection.
    case input
    /// What VoiceOver reads and does: `accessibilityLabel`, `accessibilityHint`, traits, actions.
    case accessibility
    /// Animations and environment values: `animation`, `transition`, `colorScheme`, `dynamicTypeSize`.
    case animation
    /// Titles, toolbars and presentations: `navigationTitle`, `toolbar`, `alert`, `sheet`, `searchable`.
    case navigation
    /// How controls and lists inside the view look: `buttonStyle`, `pickerStyle`, `listStyle`, list rows.
    case styles
}

/// How the browser renders a modifier. Anything short of `full` says what is missing.
public enum WebSupport: Sendable, Hashable {
    /// The browser draws it as SwiftUI does.
    case full
    /// The browser draws part of it; the note says what differs.
    case partial(String)
    /// The browser ignores it; the note says why.
    case none(String)

    /// `full`, `partial` or `none`: the `web` field of `sdui docs --format json` and the reference's Web line.
    public var level: String {
        switch self {
        case .full: return "full"
        case .partial: return "partial"
        case .none: return "none"
        }
    }

    /// What the browser leaves out, as the reference prints it after the level; nil for `full`.
    public var note: String? {
        switch self {
        case .full: return nil
        case .partial(let note), .none(let note): return note
        }
    }
}

/// One argument of a modifier: SwiftUI's label, its type, and whether it must be given.
public struct ModifierArgument: Sendable {
    /// Its key in the modifier's JSON object: `radius` in `{"blur": {"radius": 4}}`.
    public let label: String
    /// What it accepts, checked when the JSON is decoded and again when a binding is evaluated.
    public let type: ArgumentType
    /// Whether leaving it out is an error; when its binding has no value yet, the modifier is
    /// left off for that render.
    public let isRequired: Bool
    /// Used when the argument is left out (documented in the reference).
    public let defaultValue: JSONValue?
    /// For a state path: what the modifier writes there (as ``PropSpec/writes``).
    public let writes: ValueShape?

    /// An argument; `default` is plain JSON of `type` (a number, a string, a bool), used when
    /// it is left out; `writes` says what a state path's modifier writes.
    public init(_ label: String, _ type: ArgumentType, required: Bool = false, default defaultValue: JSONValue? = nil, writes: ValueShape? = nil) {
        self.label = label
        self.type = type
        self.isRequired = required
        self.defaultValue = defaultValue
        self.writes = writes
    }
}

extension ModifierArgument {
    /// An argument that takes one of `T`'s cases by name.
    static func choice<T: RawRepresentable & CaseIterable>(
        _ label: String, _: T.Type, required: Bool = false, default defaultValue: T? = nil
    ) -> ModifierArgument where T.RawValue == String {
        ModifierArgument(label, .choice(T.allCases.map(\.rawValue)), required: required, default: defaultValue.map { .string($0.rawValue) })
    }
}

/// What an argument accepts. Every type decodes from JSON with located errors, and from a
/// bound value at render time by the same code.
public enum ArgumentType: Sendable {
    /// Any number, negative too.
    case number
    /// A number of 0 or more; a negative one is reported as out of range.
    case nonNegative
    /// 0 through 1.
    case fraction
    /// A whole number (under 10⁹ either way); a fraction is reported as the wrong type.
    case integer
    /// `true` or `false`.
    case bool
    /// Text; `${}` interpolations allowed.
    case text
    /// One of the listed words; any other is reported, with a did-you-mean when one is close.
    case choice([String])
    /// A theme or system colour name, or #RRGGBB(AA).
    case color
    /// A number of points or "infinity".
    case dimension
    /// A theme font or a text style name.
    case font
    /// rectangle, circle, capsule, ellipse, or `{"roundedRectangle": radius}`.
    case shape
    /// A colour, a gradient, a filled shape or a view (`{"view": node}`).
    case paint
    /// An action object, run with the node's data.
    case action
    /// Degrees.
    case angle
    /// A plain state path (`"$.showAlert"`) that a presentation reads and writes `false` back to.
    case statePath
    /// A view node.
    case view
    /// View nodes, in order (a context menu's items: buttons, dividers, menus).
    case views
    /// Buttons: an array of `{"title", "role", "action"}`.
    case buttons
    /// Several of the options, as an array (one alone may be written bare).
    case choices([String])

    /// How the reference and the JSON catalogue name it.
    public var name: String {
        switch self {
        case .number: return "number"
        case .nonNegative: return "number ≥ 0"
        case .fraction: return "number 0…1"
        case .integer: return "integer"
        case .bool: return "bool"
        case .text: return "text"
        case .choice(let options): return options.joined(separator: " | ")
        case .color: return "colour"
        case .dimension: return "number or \"infinity\""
        case .font: return "font"
        case .shape: return "shape"
        case .paint: return "colour, gradient, shape or view"
        case .action: return "action"
        case .angle: return "degrees"
        case .statePath: return "state path"
        case .view: return "view node"
        case .views: return "array of view nodes"
        case .buttons: return "array of {title, role, action}"
        case .choices(let options): return "array of " + options.joined(separator: " | ")
        }
    }

    /// Whether a JSON object is a value of this type (rather than labelled arguments).
    var acceptsObject: Bool {
        switch self {
        case .shape, .paint, .action, .view: return true
        default: return false
        }
    }
}
