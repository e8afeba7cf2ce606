// Declaration-only stubs mirroring Apple's SwiftUI API (iOS 17 surface) for
// type-checking on Linux with `swiftc -typecheck`. Nothing here renders.
// Added for the modifiers catalogue (Sources/SwiftUIRenderer/Modifiers); signatures as in
// Apple's documentation (re-checked declaration by declaration against it; the view-aligned
// scroll behaviour's initialiser takes its limit behaviour, as Apple's does).

extension View {
    // MARK: Graphics and rendering
    nonisolated public func hueRotation(_ angle: Angle) -> some View { self }
    nonisolated public func colorInvert() -> some View { self }
    nonisolated public func colorMultiply(_ color: Color) -> some View { self }
    nonisolated public func luminanceToAlpha() -> some View { self }
    nonisolated public func blendMode(_ blendMode: BlendMode) -> some View { self }
    nonisolated public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat),
                                             anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
                                             perspective: CGFloat = 1) -> some View { self }

    // MARK: Layout
    nonisolated public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                                   alignment: Alignment = .center) -> some View { self }

    // MARK: Animation
    nonisolated public func contentTransition(_ transition: ContentTransition) -> some View { self }
}

public enum BlendMode: Sendable {
    case normal
    case multiply
    case screen
    case overlay
    case darken
    case lighten
    case colorDodge
    case colorBurn
    case softLight
    case hardLight
    case difference
    case exclusion
    case hue
    case saturation
    case color
    case luminosity
    case sourceAtop
    case destinationOver
    case destinationOut
    case plusDarker
    case plusLighter
}

public struct ContentTransition: Equatable, Sendable {
    internal init() {}
    public static let identity = ContentTransition()
    public static let opacity = ContentTransition()
    public static let interpolate = ContentTransition()
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition() }
}

@frozen nonisolated public struct AngularGradient: ShapeStyle, View {
    public typealias Body = Never
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {}
}

// MARK: - Scroll target behaviour (iOS 17)
// `protocol ScrollTargetBehavior`; its `updateTarget(_:context:)` requirement is left out
// because nothing here conforms a custom type.

public protocol ScrollTargetBehavior {}

public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
}

public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How many views one scroll may move past.
    public struct LimitBehavior {
        internal init() {}
        public static var automatic: ViewAlignedScrollTargetBehavior.LimitBehavior { LimitBehavior() }
        public static var always: ViewAlignedScrollTargetBehavior.LimitBehavior { LimitBehavior() }
        public static var never: ViewAlignedScrollTargetBehavior.LimitBehavior { LimitBehavior() }
    }

    public init(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior = .automatic) {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
}

extension View {
    nonisolated public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View { self }
    nonisolated public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }
}
