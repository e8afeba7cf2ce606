/// A shape a modifier takes (`clipShape`, `contentShape`, `mask`, filled shapes in
/// backgrounds): SwiftUI's built-in shapes.
public enum ModifierShape: Sendable, Hashable {
    case rectangle
    case roundedRectangle(cornerRadius: Double, style: CornerStyle)
    case circle
    case ellipse
    case capsule

    /// SwiftUI's `RoundedCornerStyle`.
    public enum CornerStyle: String, Sendable, Hashable, CaseIterable {
        case circular, continuous
    }

    static let names = ["rectangle", "roundedRectangle", "circle", "ellipse", "capsule"]
}

/// A point in a view's unit square (SwiftUI's `AnchorPoint`), by name or as `{"x", "y"}`.
public struct AnchorPoint: Sendable, Hashable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    static let named: [(name: String, point: AnchorPoint)] = [
        ("center", AnchorPoint(x: 0.5, y: 0.5)), ("top", AnchorPoint(x: 0.5, y: 0)), ("bottom", AnchorPoint(x: 0.5, y: 1)),
        ("leading", AnchorPoint(x: 0, y: 0.5)), ("trailing", AnchorPoint(x: 1, y: 0.5)), ("topLeading", AnchorPoint(x: 0, y: 0)),
        ("topTrailing", AnchorPoint(x: 1, y: 0)), ("bottomLeading", AnchorPoint(x: 0, y: 1)), ("bottomTrailing", AnchorPoint(x: 1, y: 1)),
    ]

    public static func named(_ name: String) -> AnchorPoint? {
        for entry in named where entry.name == name { return entry.point }
        return nil
    }
}

/// A gradient: its colour stops and its geometry. Generic over the colour so the same type
/// holds colour names as written and colours resolved against the theme.
public struct GradientPaint<Color: Sendable & Hashable>: Sendable, Hashable {
    public struct Stop: Sendable, Hashable {
        public var color: Color
        /// 0…1 along the gradient; nil: evenly spaced.
        public var location: Double?
    }

    public var kind: GradientKind
    public var stops: [Stop]

    func map<Other>(_ transform: (Color) -> Other?) -> GradientPaint<Other>? {
        var mapped: [GradientPaint<Other>.Stop] = []
        for stop in stops {
            guard let color = transform(stop.color) else { return nil }
            mapped.append(GradientPaint<Other>.Stop(color: color, location: stop.location))
        }
        return GradientPaint<Other>(kind: kind, stops: mapped)
    }
}

/// A gradient's geometry.
public enum GradientKind: Sendable, Hashable {
    case linear(start: AnchorPoint, end: AnchorPoint)
    case radial(center: AnchorPoint, startRadius: Double, endRadius: Double)
    case angular(center: AnchorPoint, startAngle: Double, endAngle: Double)
    /// Radii as fractions of the filled frame's width and height (`elliptical_gradient`).
    case elliptical(center: AnchorPoint, startRadiusFraction: Double, endRadiusFraction: Double)
}

/// SwiftUI's `.primary`, `.secondary`, `.tertiary`, `.quaternary` styles.
public enum HierarchicalLevel: String, Sendable, CaseIterable {
    case primary, secondary, tertiary, quaternary

    /// The opacity SwiftUI gives the level over the foreground colour.
    public var opacity: Double {
        switch self {
        case .primary: return 1
        case .secondary: return 0.6
        case .tertiary: return 0.3
        case .quaternary: return 0.18
        }
    }
}

/// What `background`, `overlay`, `mask` and `foregroundStyle` draw: a colour, a hierarchical
/// level of the current foreground, a gradient, a filled shape, or a whole view with its
/// alignment. Generic so decoding holds names and nodes, and the render tree holds resolved
/// colours and render nodes.
public enum Paint<Color: Sendable & Hashable, View: Sendable>: Sendable {
    case color(Color)
    case hierarchical(HierarchicalLevel)
    case gradient(GradientPaint<Color>)
    indirect case shape(ModifierShape, fill: Paint)
    case view(View, alignment: RenderNode.Alignment)

}

/// Paint as written: colour names and view nodes.
public typealias PaintTemplate = Paint<ColorReference, ViewNode>
/// Paint in the render tree.
public typealias ResolvedPaint = Paint<ResolvedColor, RenderNode>
