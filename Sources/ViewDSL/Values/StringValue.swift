import ViewEngine

/// A text prop or argument. A string literal is written as bundle JSON reads text: literal
/// words, a `$` binding (`"$.podcast.trackName | uppercase"`) or `${…}` interpolation
/// (`"Saved ${$.verse.savedAt | date:MMM d, yyyy}"`), so JSON moves into the DSL unchanged.
public struct StringValue: JSONRepresentable, ExpressibleByStringLiteral, Hashable {
    /// The text as written.
    public let text: String

    /// Text as bundle JSON reads it (literal, binding or interpolation).
    public init(_ text: String) { self.text = text }

    /// Text as bundle JSON reads it (literal, binding or interpolation).
    public init(stringLiteral value: String) { text = value }

    /// A `$` binding with optional transforms: `.bind("$.podcast.trackName")`.
    public static func bind(_ expression: String) -> StringValue { StringValue(expression) }

    /// Exactly this text, shown as it is even when it starts with `$` or `@` or holds `${`
    /// (each `${` is escaped as `\${`, a leading `$` or `@` as `\$` or `\@`). Only those
    /// are escaped: the engine reads a `\$` elsewhere as two characters.
    public static func verbatim(_ text: String) -> StringValue {
        let escaped = text.replacingOccurrences(of: "${", with: "\\${")
        return StringValue(escaped.hasPrefix("$") || escaped.hasPrefix("@") ? "\\" + escaped : escaped)
    }

    /// The text as a JSON string.
    public var jsonValue: JSONValue { .string(text) }
}

/// A number prop or argument: a literal or a `$` binding to one.
public struct NumberValue: JSONRepresentable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, Hashable {
    /// The number or the binding, as JSON writes it.
    public let jsonValue: JSONValue

    /// A literal number.
    public init(_ value: Double) { jsonValue = .number(value) }

    /// A literal number.
    public init(integerLiteral value: Int) { jsonValue = .number(Double(value)) }

    /// A literal number.
    public init(floatLiteral value: Double) { jsonValue = .number(value) }

    /// A `$` binding to a number: `.bind("$.env.settings.fontSize")`.
    public static func bind(_ expression: String) -> NumberValue { NumberValue(bound: expression) }

    private init(bound expression: String) { jsonValue = .string(expression) }
}

/// A whole-number prop or argument: a literal or a `$` binding to one.
public struct IntegerValue: JSONRepresentable, ExpressibleByIntegerLiteral, Hashable {
    /// The number or the binding, as JSON writes it.
    public let jsonValue: JSONValue

    /// A literal whole number.
    public init(_ value: Int) { jsonValue = .number(Double(value)) }

    /// A literal whole number.
    public init(integerLiteral value: Int) { self.init(value) }

    /// A `$` binding to a whole number.
    public static func bind(_ expression: String) -> IntegerValue { IntegerValue(bound: expression) }

    private init(bound expression: String) { jsonValue = .string(expression) }
}

/// A flag: `true`/`false`, a `$` binding or a condition expression (`"$.items | !empty"`).
public struct BoolValue: JSONRepresentable, ExpressibleByBooleanLiteral, Hashable {
    /// The flag or the expression, as JSON writes it.
    public let jsonValue: JSONValue

    /// A literal flag.
    public init(booleanLiteral value: Bool) { jsonValue = .bool(value) }

    /// A literal flag.
    public init(_ value: Bool) { jsonValue = .bool(value) }

    /// A binding or condition evaluated in the node's data: `.when("$.status.x.state == 'loaded'")`.
    public static func when(_ expression: String) -> BoolValue { BoolValue(expression: expression) }

    /// A `$` binding to a flag.
    public static func bind(_ expression: String) -> BoolValue { BoolValue(expression: expression) }

    private init(expression: String) { jsonValue = .string(expression) }
}

/// A plain `$` path a control or presentation writes back to (`"$.query"`, `"$.env.settings.theme"`).
public struct StatePath: JSONRepresentable, ExpressibleByStringLiteral, Hashable {
    /// The path as written.
    public let path: String

    /// The path, starting with `$`.
    public init(_ path: String) { self.path = path }

    /// The path, starting with `$`.
    public init(stringLiteral value: String) { path = value }

    /// The path as a JSON string.
    public var jsonValue: JSONValue { .string(path) }
}
