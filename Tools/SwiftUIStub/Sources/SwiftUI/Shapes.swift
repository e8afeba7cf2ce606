// Declaration-only stubs mirroring Apple's SwiftUI API (iOS 17 surface) for
// type-checking on Linux with `swiftc -typecheck`. Nothing here renders; bodies
// are `fatalError()` or trivial. See Tools/SwiftUIStub/README.md.

// MARK: - Animatable

public protocol VectorArithmetic: AdditiveArithmetic {
    mutating func scale(by rhs: Double)
    var magnitudeSquared: Double { get }
}

extension Double: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= rhs }
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

@frozen public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    @inlinable public init() {}
    public static var zero: EmptyAnimatableData { .init() }
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    public mutating func scale(by rhs: Double) {}
    public var magnitudeSquared: Double { 0 }
}

public protocol Animatable {
    associatedtype AnimatableData: VectorArithmetic
    var animatableData: Self.AnimatableData { get set }
}

extension Animatable where Self.AnimatableData == EmptyAnimatableData {
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension Animatable where Self: VectorArithmetic {
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

// MARK: - Path, fill/stroke styles

#if !canImport(CoreGraphics)
/// CoreGraphics line cap (only declared where CoreGraphics is unavailable).
public enum CGLineCap: Int32, Sendable { case butt, round, square }
/// CoreGraphics line join (only declared where CoreGraphics is unavailable).
public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }
#endif

@frozen public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    @inlinable public init(eoFill: Bool = false, antialiased: Bool = true) {
        self.isEOFilled = eoFill
        self.isAntialiased = antialiased
    }
}

@frozen public struct StrokeStyle: Equatable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
                miterLimit: CGFloat = 10, dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

@frozen public enum RoundedCornerStyle: Equatable, Hashable, Sendable {
    case circular
    case continuous
}

@frozen public struct Path: Equatable, Sendable, Shape {
    public init() {}
    public init(_ rect: CGRect) {}
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {}
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
    public init(ellipseIn rect: CGRect) {}
    public init(_ callback: (inout Path) -> ()) {}

    public func path(in _: CGRect) -> Path { self }
    public var isEmpty: Bool { true }
    public var boundingRect: CGRect { .zero }
    public var currentPoint: CGPoint? { nil }

    public mutating func move(to end: CGPoint) {}
    public mutating func addLine(to end: CGPoint) {}
    public mutating func addLines(_ lines: [CGPoint]) {}
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {}
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {}
    public mutating func addRect(_ rect: CGRect) {}
    public mutating func addRects(_ rects: [CGRect]) {}
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {}
    public mutating func addEllipse(in rect: CGRect) {}
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {}
    public mutating func addPath(_ path: Path) {}
    public mutating func closeSubpath() {}

    public static func == (lhs: Path, rhs: Path) -> Bool { true }
}

// MARK: - Shape

public struct ShapeRole: Hashable, Sendable {
    public static let fill = ShapeRole()
    public static let stroke = ShapeRole()
    public static let separator = ShapeRole()
    internal init() {}
}

nonisolated public protocol Shape: Sendable, Animatable, View {
    func path(in rect: CGRect) -> Path
    static var role: ShapeRole { get }
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    public static var role: ShapeRole { .fill }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }
    public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle()) }
}

@frozen nonisolated public struct _ShapeView<Content, Style>: View where Content: Shape, Style: ShapeStyle {
    public typealias Body = Never
    public var shape: Content
    public var style: Style
    public var fillStyle: FillStyle
    @inlinable public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
    }
}

extension Shape {
    public func fill<S>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> some View where S: ShapeStyle {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }
    public func stroke<S>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View where S: ShapeStyle {
        _ShapeView(shape: self, style: content)
    }
    public func stroke<S>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View where S: ShapeStyle {
        _ShapeView(shape: self, style: content)
    }
    public func stroke(style: StrokeStyle) -> some Shape { self }
    public func stroke(lineWidth: CGFloat = 1) -> some Shape { self }
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape { self }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some Shape { self }
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> some Shape { self }
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> some Shape { self }
}

nonisolated public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    func inset(by amount: CGFloat) -> Self.InsetShape
}

extension InsettableShape {
    public func strokeBorder<S>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> some View
        where S: ShapeStyle {
        _ShapeView(shape: self, style: content)
    }
    public func strokeBorder<S>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View
        where S: ShapeStyle {
        _ShapeView(shape: self, style: content)
    }
}

// MARK: - Built-in shapes

@frozen nonisolated public struct Rectangle: InsettableShape {
    @inlinable public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public func inset(by amount: CGFloat) -> Rectangle { self }
}

@frozen nonisolated public struct RoundedRectangle: InsettableShape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    @inlinable public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }
    @inlinable public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public func inset(by amount: CGFloat) -> RoundedRectangle { self }
}

@frozen nonisolated public struct Circle: InsettableShape {
    @inlinable public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    public func inset(by amount: CGFloat) -> Circle { self }
}

@frozen nonisolated public struct Ellipse: InsettableShape {
    @inlinable public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    public func inset(by amount: CGFloat) -> Ellipse { self }
}

@frozen nonisolated public struct Capsule: InsettableShape {
    public var style: RoundedCornerStyle
    @inlinable public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public func inset(by amount: CGFloat) -> Capsule { self }
}

// UnevenRoundedRectangle (iOS 16+), as Apple's documentation declares it.
@frozen nonisolated public struct UnevenRoundedRectangle: InsettableShape {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }
    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius, bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius)
        self.style = style
    }
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public func inset(by amount: CGFloat) -> UnevenRoundedRectangle { self }
}

@frozen public struct RectangleCornerRadii: Equatable, Sendable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

@frozen nonisolated public struct ContainerRelativeShape: InsettableShape {
    @inlinable public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    // Apple's InsetShape here is opaque (`some InsettableShape`), not the shape's own type.
    public func inset(by amount: CGFloat) -> some InsettableShape { self }
}

@frozen nonisolated public struct AnyShape: Shape {
    public init<S>(_ shape: S) where S: Shape {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

extension Shape where Self == Rectangle {
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == Circle {
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
    public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == Capsule {
    public static var capsule: Capsule { Capsule() }
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == ContainerRelativeShape {
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
