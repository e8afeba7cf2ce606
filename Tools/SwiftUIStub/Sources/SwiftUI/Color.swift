// Declaration-only stubs mirroring Apple's SwiftUI API (iOS 17 surface) for
// type-checking on Linux with `swiftc -typecheck`. Nothing here renders; bodies
// are `fatalError()` or trivial. See Tools/SwiftUIStub/README.md.

// MARK: - ShapeStyle

public protocol ShapeStyle: Sendable {}

extension ShapeStyle {
    public func opacity(_ opacity: Double) -> some ShapeStyle { self }
}

// MARK: - Color

@frozen nonisolated public struct Color: Hashable, CustomStringConvertible, Sendable, View, ShapeStyle {
    public typealias Body = Never

    public enum RGBColorSpace: Sendable, Hashable {
        case sRGB
        case sRGBLinear
        case displayP3
    }

    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
                opacity: Double = 1) {}
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {}
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {}
    public init(_ name: String, bundle: Bundle? = nil) {}

    public func opacity(_ opacity: Double) -> Color { self }

    public var description: String { "Color" }

    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    public static let gray = Color(white: 0.5)
    public static let red = Color(red: 1, green: 0, blue: 0)
    public static let green = Color(red: 0, green: 1, blue: 0)
    public static let blue = Color(red: 0, green: 0, blue: 1)
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    public static let pink = Color(red: 1, green: 0.2, blue: 0.5)
    public static let purple = Color(red: 0.6, green: 0.2, blue: 0.8)
    public static let mint = Color(red: 0, green: 0.8, blue: 0.7)
    public static let teal = Color(red: 0.2, green: 0.7, blue: 0.8)
    public static let cyan = Color(red: 0.2, green: 0.7, blue: 0.9)
    public static let indigo = Color(red: 0.35, green: 0.34, blue: 0.84)
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)
    public static let primary = Color(white: 0)
    public static let secondary = Color(white: 0.5)
    public static let clear = Color(white: 0, opacity: 0)
    public static var accentColor: Color { Color(red: 0, green: 0.48, blue: 1) }
}

extension ShapeStyle where Self == Color {
    public static var black: Color { _stub() }
    public static var white: Color { _stub() }
    public static var gray: Color { _stub() }
    public static var red: Color { _stub() }
    public static var green: Color { _stub() }
    public static var blue: Color { _stub() }
    public static var orange: Color { _stub() }
    public static var yellow: Color { _stub() }
    public static var pink: Color { _stub() }
    public static var purple: Color { _stub() }
    public static var mint: Color { _stub() }
    public static var teal: Color { _stub() }
    public static var cyan: Color { _stub() }
    public static var indigo: Color { _stub() }
    public static var brown: Color { _stub() }
    public static var clear: Color { _stub() }
}

@frozen public enum ColorScheme: CaseIterable, Hashable, Sendable {
    case light
    case dark
}

@frozen public enum ColorSchemeContrast: CaseIterable, Hashable, Sendable {
    case standard
    case increased
}

// MARK: - Semantic styles

@frozen public struct HierarchicalShapeStyle: ShapeStyle {
    public static let primary = HierarchicalShapeStyle()
    public static let secondary = HierarchicalShapeStyle()
    public static let tertiary = HierarchicalShapeStyle()
    public static let quaternary = HierarchicalShapeStyle()
    public static let quinary = HierarchicalShapeStyle()
    internal init() {}
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { _stub() }
    public static var secondary: HierarchicalShapeStyle { _stub() }
    public static var tertiary: HierarchicalShapeStyle { _stub() }
    public static var quaternary: HierarchicalShapeStyle { _stub() }
    public static var quinary: HierarchicalShapeStyle { _stub() }
}

@frozen public struct ForegroundStyle: ShapeStyle {
    @inlinable public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

@frozen public struct BackgroundStyle: ShapeStyle {
    @inlinable public init() {}
}

extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}

@frozen public struct TintShapeStyle: ShapeStyle {
    @inlinable public init() {}
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

@frozen public struct SeparatorShapeStyle: ShapeStyle {
    @inlinable public init() {}
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

public struct Material: ShapeStyle {
    public static let regular = Material()
    public static let thick = Material()
    public static let thin = Material()
    public static let ultraThin = Material()
    public static let ultraThick = Material()
    public static let bar = Material()
    internal init() {}
}

extension ShapeStyle where Self == Material {
    public static var regularMaterial: Material { _stub() }
    public static var thickMaterial: Material { _stub() }
    public static var thinMaterial: Material { _stub() }
    public static var ultraThinMaterial: Material { _stub() }
    public static var ultraThickMaterial: Material { _stub() }
    public static var bar: Material { _stub() }
}

@frozen public struct AnyShapeStyle: ShapeStyle {
    public init<S>(_ style: S) where S: ShapeStyle {}
}

// MARK: - Gradients

@frozen public struct Gradient: Hashable, Sendable {
    @frozen public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) { self.color = color; self.location = location }
    }
    public var stops: [Gradient.Stop]
    public init(stops: [Gradient.Stop]) { self.stops = stops }
    public init(colors: [Color]) { self.stops = [] }
}

@frozen nonisolated public struct LinearGradient: ShapeStyle, View {
    public typealias Body = Never
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {}
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {}
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {}
}

@frozen nonisolated public struct RadialGradient: ShapeStyle, View {
    public typealias Body = Never
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
}

/// A radial gradient that draws an ellipse.
@frozen nonisolated public struct EllipticalGradient: ShapeStyle, View {
    public typealias Body = Never
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {}
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {}
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
}
