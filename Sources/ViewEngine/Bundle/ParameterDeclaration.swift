/// A declared parameter of a screen or a component:
/// `{"name": "recipe", "type": "object", "required": true}`, `{"name": "mode", "default": "view"}`.
///
/// The validator checks navigate/present calls and component uses against them (unknown,
/// missing required and wrongly typed parameters) and knows the shape of `$.<name>` inside.
public struct ParameterDeclaration: Sendable {
    /// The parameter's name, read as `$.<name>` inside the screen or component.
    public var name: String
    /// The declared type; nil when only a name (or a default) was given.
    public var type: ParameterType?
    /// Whether every call must pass it (a parameter with a default never must).
    public var isRequired: Bool
    /// What the parameter is when a call leaves it out.
    public var defaultValue: JSONValue?
    /// A default that is a `@key` lookup (`"message": "@loading"`), compiled: the parameter is
    /// its text in the user's locale, evaluated where the component is used. ``defaultValue``
    /// then holds the lookup as written.
    public var defaultText: TextValue?
    /// Where that default is written, for the lookup's diagnostics.
    public var defaultTextSource: SourceRef = .none
    /// Where the declaration is written, for diagnostics.
    public var source: SourceRef

    /// A declaration; the defaults are what a bare name declares.
    public init(name: String, type: ParameterType? = nil, isRequired: Bool = false, defaultValue: JSONValue? = nil, source: SourceRef = .none) {
        self.name = name
        self.type = type
        self.isRequired = isRequired
        self.defaultValue = defaultValue
        self.source = source
    }

    /// What the validator knows of the parameter's value: its default's shape, else its type's.
    public var shape: ValueShape {
        if let defaultValue, !defaultValue.isNull { return ValueShape(of: defaultValue) }
        return type?.shape ?? .unknown
    }
}

/// The type a parameter declares.
public enum ParameterType: String, Sendable, CaseIterable {
    /// A string (`"text"` is accepted too).
    case string
    /// A number.
    case number
    /// `true` or `false` (`"boolean"` is accepted too).
    case bool
    /// An array.
    case array
    /// An object.
    case object
    /// Any value: only presence is checked.
    case any

    /// The type named `name`; `text` and `boolean` are accepted spellings.
    public init?(named name: String) {
        switch name {
        case "text": self = .string
        case "boolean": self = .bool
        default: self.init(rawValue: name)
        }
    }

    /// The shape a value of this type has, as far as the type says.
    public var shape: ValueShape {
        switch self {
        case .string: return .text
        case .number: return .number
        case .bool: return .bool
        case .array: return .array(.unknown)
        case .object, .any: return .unknown
        }
    }

    /// Whether a value of `shape` may be passed (unknown shapes always may).
    public func accepts(_ shape: ValueShape) -> Bool {
        switch (self, shape) {
        case (.any, _), (_, .unknown): return true
        case (.string, .text), (.number, .number), (.bool, .bool), (.array, .array), (.object, .object), (.object, .map): return true
        default: return false
        }
    }
}
