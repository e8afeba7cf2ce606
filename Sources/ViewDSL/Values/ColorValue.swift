import ViewEngine

/// A colour: a system colour (``ColorValue/red``), a colour of the bundle's theme
/// (`"accent"`), `#RRGGBB(AA)`, or a `$` binding to one of those.
public struct ColorValue: JSONRepresentable, ExpressibleByStringLiteral, Hashable {
    /// The colour as written.
    public let text: String

    /// A colour name (theme or system), `#RRGGBB(AA)` or a binding.
    public init(_ text: String) { self.text = text }

    /// A colour name (theme or system), `#RRGGBB(AA)` or a binding.
    public init(stringLiteral value: String) { text = value }

    /// A colour of the bundle's theme, by name.
    public static func theme(_ name: String) -> ColorValue { ColorValue(name) }

    /// `#RRGGBB` or `#RRGGBBAA`.
    public static func hex(_ hex: String) -> ColorValue { ColorValue(hex.hasPrefix("#") ? hex : "#" + hex) }

    /// A `$` binding to a colour.
    public static func bind(_ expression: String) -> ColorValue { ColorValue(expression) }

    /// The colour as a JSON string.
    public var jsonValue: JSONValue { .string(text) }
}

/// A font: a Dynamic Type text style (``FontValue/title``), a font of the bundle's theme
/// (`"display"`), or a `$` binding to one.
public struct FontValue: JSONRepresentable, ExpressibleByStringLiteral, Hashable {
    /// The font as written.
    public let text: String

    /// A text style or theme font name, or a binding.
    public init(_ text: String) { self.text = text }

    /// A text style or theme font name, or a binding.
    public init(stringLiteral value: String) { text = value }

    /// A font of the bundle's theme, by name.
    public static func theme(_ name: String) -> FontValue { FontValue(name) }

    /// A `$` binding to a font name.
    public static func bind(_ expression: String) -> FontValue { FontValue(expression) }

    /// The font as a JSON string.
    public var jsonValue: JSONValue { .string(text) }
}

/// A frame length: points, ``DimensionValue/infinity`` (as much as offered), or a `$` binding.
public struct DimensionValue: JSONRepresentable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, Hashable {
    /// The length as JSON writes it.
    public let jsonValue: JSONValue

    private init(json: JSONValue) { jsonValue = json }

    /// A number of points.
    public init(integerLiteral value: Int) { jsonValue = .number(Double(value)) }

    /// A number of points.
    public init(floatLiteral value: Double) { jsonValue = .number(value) }

    /// A number of points.
    public static func points(_ value: Double) -> DimensionValue { DimensionValue(json: .number(value)) }

    /// As much as is offered (SwiftUI's `.infinity`).
    public static let infinity = DimensionValue(json: "infinity")

    /// A `$` binding to a length.
    public static func bind(_ expression: String) -> DimensionValue { DimensionValue(json: .string(expression)) }
}
