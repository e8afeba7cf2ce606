/// A shape a modifier takes (`clipShape`, `contentShape`, `mask`, filled shapes in
/// backgrounds): SwiftUI's built-in shapes.
public enum ModifierShape: Sendable, Hashable {
    /// `rectangle`: SwiftUI's `Rectangle`, the view's whole frame.
    case rectangle
    /// `roundedRectangle`: SwiftUI's `RoundedRectangle`; a radius in points, 8 and `continuous`
    /// when written bare (`"roundedRectangle"`, or `"roundedRect"`).
    case roundedRectangle(cornerRadius: Double, style: CornerStyle)
    /// `circle`: SwiftUI's `Circle`, the largest circle that fits, centred.
    case circle
    /// `ellipse`: SwiftUI's `Ellipse`, filling the frame.
    case ellipse
    /// `capsule`: SwiftUI's `Capsule`, its short sides fully rounded.
    case capsule

    /// SwiftUI's `RoundedCornerStyle`.
    public enum CornerStyle: String, Sendable, Hashable, CaseIterable {
        /// SwiftUI's `.circular`: each corner a quarter circle.
        case circular
        /// SwiftUI's `.continuous`, the JSON default: corners that ease into the sides; drawn
        /// circular in the browser.
        case continuous
    }

    /// The shapes written by name (`roundedRectangle` also takes a radius).
    public static let names = ["rectangle", "roundedRectangle", "circle", "ellipse", "capsule"]
}

/// A point in a view's unit square (SwiftUI's `AnchorPoint`), by name or as `{"x", "y"}`.
public struct AnchorPoint: Sendable, Hashable {
    /// A fraction of the width: 0 the leading edge, 1 the trailing edge.
    public var x: Double
    /// A fraction of the height: 0 the top, 1 the bottom.
    public var y: Double

    /// A point at fractions of the view's width and height (0.5, 0.5 is the centre).
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    static let named: [(name: String, point: AnchorPoint)] = [
        ("center", AnchorPoint(x: 0.5, y: 0.5)), ("top", AnchorPoint(x: 0.5, y: 0)), ("bottom", AnchorPoint(x: 0.5, y: 1)),
        ("leading", AnchorPoint(x: 0, y: 0.5)), ("trailing", AnchorPoint(x: 1, y: 0.5)), ("topLeading", AnchorPoint(x: 0, y: 0)),
        ("topTrailing", AnchorPoint(x: 1, y: 0)), ("bottomLeading", AnchorPoint(x: 0, y: 1)), ("bottomTrailing", AnchorPoint(x: 1, y: 1)),
    ]

    /// The point for one of SwiftUI's nine names (`center`, `top`, `bottomTrailing`, …, spelled
    /// as alignments are); nil for any other.
    public static func named(_ name: String) -> AnchorPoint? {
        for entry in named where entry.name == name { return entry.point }
        return nil
    }
}

/// A gradient: its colour stops and its geometry. Generic over the colour so the same type
/// holds colour names as written and colours resolved against the theme.
public struct GradientPaint<Color: Sendable & Hashable>: Sendable, Hashable {
    /// One colour of the gradient and where it sits.
    public struct Stop: Sendable, Hashable {
        /// The colour: a name as written, or resolved against the theme in the render tree.
        public var color: Color
        /// 0…1 along the gradient; nil: evenly spaced.
        public var location: Double?
    }

    /// Its geometry: linear, radial, angular or elliptical.
    public var kind: GradientKind
    /// The colours in order, from the JSON `colors` array.
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
    /// `linearGradient` (and `linear_gradient`): along a line from `start` to `end` (JSON
    /// `startPoint`, default `top`, and `endPoint`, default `bottom`).
    case linear(start: AnchorPoint, end: AnchorPoint)
    /// `radialGradient` (and `radial_gradient`): outwards from `center`, the first colour
    /// `startRadius` points from it and the last `endRadius` points (defaults 0 and 100).
    case radial(center: AnchorPoint, startRadius: Double, endRadius: Double)
    /// `angularGradient` (and `angular_gradient`): around `center` from `startAngle` to `endAngle`,
    /// in degrees with 0 pointing right and turning clockwise (defaults 0 and 360).
    case angular(center: AnchorPoint, startAngle: Double, endAngle: Double)
    /// Radii as fractions of the filled frame's width and height (`elliptical_gradient`).
    case elliptical(center: AnchorPoint, startRadiusFraction: Double, endRadiusFraction: Double)
}

/// SwiftUI's `.primary`, `.secondary`, `.tertiary`, `.quaternary` styles.
public enum HierarchicalLevel: String, Sendable, CaseIterable {
    /// SwiftUI's `.primary`: the foreground colour itself.
    case primary
    /// SwiftUI's `.secondary`: the foreground colour at 60% opacity.
    case secondary
    /// SwiftUI's `.tertiary`: the foreground colour at 30% opacity.
    case tertiary
    /// SwiftUI's `.quaternary`: the foreground colour at 18% opacity.
    case quaternary

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
    /// A colour name or `#RRGGBB(AA)` as written; resolved against the theme in the render tree.
    case color(Color)
    /// `primary`…`quaternary`: a level of the current foreground colour.
    case hierarchical(HierarchicalLevel)
    /// `{"linearGradient"|"radialGradient"|"angularGradient": …}`: a gradient filling the frame.
    case gradient(GradientPaint<Color>)
    /// `{"shape": shape, "fill": paint}`: the shape filled with the paint (default `primary`).
    indirect case shape(ModifierShape, fill: Paint)
    /// `{"view": node, "alignment": …}`: a whole view, placed by `alignment` (default `center`).
    case view(View, alignment: RenderNode.Alignment)

}

/// Paint as written: colour names and view nodes.
public typealias PaintTemplate = Paint<ColorReference, ViewNode>
/// Paint in the render tree.
public typealias ResolvedPaint = Paint<ResolvedColor, RenderNode>
