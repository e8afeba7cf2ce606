/// Everything the engine knows about one modifier, in one value: its name (SwiftUI's), its
/// arguments, a one-line summary, an example, its category, how honestly the browser draws it,
/// and how its decoded arguments become a ``RenderModifier``.
///
/// Decoding, binding checks, `sdui docs` (Markdown and JSON) and the Gallery app are all
/// derived from descriptors, so a modifier is described once.
public struct ModifierDescriptor: Sendable {
    public let name: String
    public let category: ModifierCategory
    public let summary: String
    /// One entry of a `modifiers` list, as JSON text: `{"blur": 4}`.
    public let example: String
    public let arguments: [ModifierArgument]
    public let web: WebSupport
    /// Builds the render-tree case from arguments already checked against ``arguments``
    /// (required ones present, defaults filled in, names resolved). `nil`: nothing to apply
    /// (`{"hidden": false}`).
    let make: @Sendable (ModifierInput) -> RenderModifier?

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
    case layout, drawing, effects, text, images, interaction, input, accessibility, animation, navigation, styles
}

/// How the browser renders a modifier. Anything short of `full` says what is missing.
public enum WebSupport: Sendable, Hashable {
    case full
    case partial(String)
    case none(String)

    public var level: String {
        switch self {
        case .full: return "full"
        case .partial: return "partial"
        case .none: return "none"
        }
    }

    public var note: String? {
        switch self {
        case .full: return nil
        case .partial(let note), .none(let note): return note
        }
    }
}

/// One argument of a modifier: SwiftUI's label, its type, and whether it must be given.
public struct ModifierArgument: Sendable {
    public let label: String
    public let type: ArgumentType
    public let isRequired: Bool
    /// Used when the argument is left out (documented in the reference).
    public let defaultValue: JSONValue?

    public init(_ label: String, _ type: ArgumentType, required: Bool = false, default defaultValue: JSONValue? = nil) {
        self.label = label
        self.type = type
        self.isRequired = required
        self.defaultValue = defaultValue
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
    case number
    case nonNegative
    /// 0 through 1.
    case fraction
    case integer
    case bool
    /// Text; `${}` interpolations allowed.
    case text
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
