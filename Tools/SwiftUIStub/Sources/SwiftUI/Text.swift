// Declaration-only stubs mirroring Apple's SwiftUI API (iOS 17 surface) for
// type-checking on Linux with `swiftc -typecheck`. Nothing here renders; bodies
// are `fatalError()` or trivial. See Tools/SwiftUIStub/README.md.

// MARK: - Text

@frozen nonisolated public struct Text: Equatable, Sendable, View {
    public typealias Body = Never

    public init(verbatim content: String) {}

    @_disfavoredOverload
    public init<S>(_ content: S) where S: StringProtocol {}

    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
                comment: StaticString? = nil) {}

    public init(_ attributedContent: AttributedString) {}

    public init(_ image: Image) {}

    public init(_ date: Date, style: Text.DateStyle) {}

    public init(_ dates: ClosedRange<Date>) {}

    public init(_ interval: DateInterval) {}

    public init<F>(_ input: F.FormatInput, format: F) where F: FormatStyle, F.FormatInput: Equatable,
        F.FormatOutput == String {}

    public init<Subject>(_ subject: Subject, formatter: Formatter) where Subject: ReferenceConvertible {}

    public static func == (a: Text, b: Text) -> Bool { true }

    public struct DateStyle: Equatable, Sendable {
        public static let time = DateStyle()
        public static let date = DateStyle()
        public static let relative = DateStyle()
        public static let offset = DateStyle()
        public static let timer = DateStyle()
        internal init() {}
    }

    public enum TruncationMode: Sendable {
        case head
        case tail
        case middle
    }

    public enum Case: Sendable {
        case uppercase
        case lowercase
    }

    public struct LineStyle: Hashable, Sendable {
        public struct Pattern: Sendable, Hashable {
            public static let solid = Pattern()
            public static let dot = Pattern()
            public static let dash = Pattern()
            public static let dashDot = Pattern()
            public static let dashDotDot = Pattern()
            internal init() {}
        }
        public init(pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) {}
        public static let single = LineStyle()
    }
}

// Text-returning modifiers (chainable on Text itself).
extension Text {
    public func foregroundColor(_ color: Color?) -> Text { self }
    public func foregroundStyle<S>(_ style: S) -> Text where S: ShapeStyle { self }
    public func font(_ font: Font?) -> Text { self }
    public func fontWeight(_ weight: Font.Weight?) -> Text { self }
    public func fontWidth(_ width: Font.Width?) -> Text { self }
    public func fontDesign(_ design: Font.Design?) -> Text { self }
    public func bold() -> Text { self }
    public func bold(_ isActive: Bool) -> Text { self }
    public func italic() -> Text { self }
    public func italic(_ isActive: Bool) -> Text { self }
    public func monospaced(_ isActive: Bool = true) -> Text { self }
    public func monospacedDigit() -> Text { self }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> Text { self }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> Text { self }
    public func kerning(_ kerning: CGFloat) -> Text { self }
    public func tracking(_ tracking: CGFloat) -> Text { self }
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> Text { self }

    public func accessibilityLabel(_ label: Text) -> Text { self }
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> Text { self }
    @_disfavoredOverload
    public func accessibilityLabel<S>(_ label: S) -> Text where S: StringProtocol { self }

    public static func + (lhs: Text, rhs: Text) -> Text { lhs }

    public struct Scale: Hashable, Sendable {
        public static let `default` = Scale()
        public static let secondary = Scale()
        internal init() {}
    }
}

// MARK: - LocalizedStringKey

@frozen public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    public init(_ value: String) {}
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {}

    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        public mutating func appendInterpolation(_ string: String) {}
        public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter? = nil)
            where Subject: ReferenceConvertible {}
        public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter? = nil)
            where Subject: NSObject {}
        public mutating func appendInterpolation<F>(_ input: F.FormatInput, format: F)
            where F: FormatStyle, F.FormatInput: Equatable, F.FormatOutput == String {}
        public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable {}
        public mutating func appendInterpolation<T>(_ value: T, specifier: String) where T: _FormatSpecifiable {}
        public mutating func appendInterpolation(_ text: Text) {}
        public mutating func appendInterpolation(_ attributedString: AttributedString) {}
        public mutating func appendInterpolation(_ image: Image) {}
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {}
        public mutating func appendInterpolation(_ dates: ClosedRange<Date>) {}
        public mutating func appendInterpolation(_ interval: DateInterval) {}
    }

    public static func == (a: LocalizedStringKey, b: LocalizedStringKey) -> Bool { true }
}

/// Numeric types that `LocalizedStringKey` interpolation accepts directly.
public protocol _FormatSpecifiable: Equatable {
    associatedtype _Arg: CVarArg
    var _arg: Self._Arg { get }
    var _specifier: String { get }
}

extension Int: _FormatSpecifiable { public var _arg: Int { self }; public var _specifier: String { "%lld" } }
extension Int8: _FormatSpecifiable { public var _arg: Int32 { Int32(self) }; public var _specifier: String { "%d" } }
extension Int16: _FormatSpecifiable { public var _arg: Int32 { Int32(self) }; public var _specifier: String { "%d" } }
extension Int32: _FormatSpecifiable { public var _arg: Int32 { self }; public var _specifier: String { "%d" } }
extension Int64: _FormatSpecifiable { public var _arg: Int64 { self }; public var _specifier: String { "%lld" } }
extension UInt: _FormatSpecifiable { public var _arg: UInt { self }; public var _specifier: String { "%llu" } }
extension UInt8: _FormatSpecifiable { public var _arg: UInt32 { UInt32(self) }; public var _specifier: String { "%u" } }
extension UInt16: _FormatSpecifiable { public var _arg: UInt32 { UInt32(self) }; public var _specifier: String { "%u" } }
extension UInt32: _FormatSpecifiable { public var _arg: UInt32 { self }; public var _specifier: String { "%u" } }
extension UInt64: _FormatSpecifiable { public var _arg: UInt64 { self }; public var _specifier: String { "%llu" } }
extension Float: _FormatSpecifiable { public var _arg: Float { self }; public var _specifier: String { "%f" } }
extension Double: _FormatSpecifiable { public var _arg: Double { self }; public var _specifier: String { "%lf" } }
extension CGFloat: _FormatSpecifiable { public var _arg: Double { Double(self) }; public var _specifier: String { "%lf" } }

// MARK: - Text-related view modifiers

extension View {
    nonisolated public func font(_ font: Font?) -> some View { self }
    nonisolated public func fontWeight(_ weight: Font.Weight?) -> some View { self }
    nonisolated public func fontWidth(_ width: Font.Width?) -> some View { self }
    nonisolated public func fontDesign(_ design: Font.Design?) -> some View { self }
    nonisolated public func bold(_ isActive: Bool = true) -> some View { self }
    nonisolated public func italic(_ isActive: Bool = true) -> some View { self }
    nonisolated public func monospaced(_ isActive: Bool = true) -> some View { self }
    nonisolated public func monospacedDigit() -> some View { self }
    nonisolated public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid,
                                          color: Color? = nil) -> some View { self }
    nonisolated public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid,
                                      color: Color? = nil) -> some View { self }
    nonisolated public func kerning(_ kerning: CGFloat) -> some View { self }
    nonisolated public func tracking(_ tracking: CGFloat) -> some View { self }
    nonisolated public func baselineOffset(_ baselineOffset: CGFloat) -> some View { self }
    nonisolated public func lineLimit(_ number: Int?) -> some View { self }
    nonisolated public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View { self }
    nonisolated public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View { self }
    nonisolated public func lineLimit(_ limit: ClosedRange<Int>) -> some View { self }
    nonisolated public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View { self }
    nonisolated public func lineSpacing(_ lineSpacing: CGFloat) -> some View { self }
    nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { self }
    nonisolated public func truncationMode(_ mode: Text.TruncationMode) -> some View { self }
    nonisolated public func minimumScaleFactor(_ factor: CGFloat) -> some View { self }
    nonisolated public func allowsTightening(_ flag: Bool) -> some View { self }
    nonisolated public func textCase(_ textCase: Text.Case?) -> some View { self }
    nonisolated public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View { self }
    nonisolated public func textSelection<S>(_ selectability: S) -> some View where S: TextSelectability { self }
}

// MARK: - Text selection

public protocol TextSelectability {
    static var allowsSelection: Bool { get }
}

public struct EnabledTextSelectability: TextSelectability {
    public static var allowsSelection: Bool { true }
}

public struct DisabledTextSelectability: TextSelectability {
    public static var allowsSelection: Bool { false }
}

extension TextSelectability where Self == EnabledTextSelectability {
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}
