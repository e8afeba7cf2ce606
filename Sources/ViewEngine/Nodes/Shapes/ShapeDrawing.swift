/// What the shape types share: their fill and stroke props, their render-tree payload
/// (``RenderNode/Shape``) and their resolution. Each shape type's file adds its geometry.
enum ShapeDrawing {
    static let props = [
        PropSpec("fill", .paint, "What fills the shape: a colour, primary…quaternary or a gradient object (default: the foreground style, or nothing when there is a stroke)"),
        PropSpec("stroke", .paint, "What draws the outline, inside the shape's edge (SwiftUI's strokeBorder)"),
        PropSpec("lineWidth", .number, default: 1, "Width of the outline, in points"),
        PropSpec("dash", .value, "Lengths of the outline's dashes and gaps, in points ([6, 3])"),
    ]

    static func spec(_ kind: NodeKind, aliases: [String] = [], extra: [PropSpec] = [], _ summary: String, example: String) -> NodeSpec {
        NodeSpec(kind, .shapes, aliases: aliases, props: extra + props, summary, example: example)
    }

    static func resolve(_ kind: RenderNode.Shape.Kind, _ scope: NodeScope) -> RenderNode.Content {
        let stroke = paint("stroke", scope).map { paint in
            RenderNode.Shape.Stroke(paint: paint, lineWidth: max(0, scope.props.number("lineWidth") ?? 1), dash: dash(scope))
        }
        return .shape(RenderNode.Shape(kind: kind, fill: paint("fill", scope), stroke: stroke))
    }

    /// A paint prop in the node's context.
    static func paint(_ name: String, _ scope: NodeScope) -> ResolvedPaint? {
        guard case .paint(let template)? = scope.written(name) else { return nil }
        return template.resolved(theme: scope.resolver.theme) { scope.resolve($0) }
    }

    /// `dash`: positive lengths; anything else is reported and drawn solid.
    private static func dash(_ scope: NodeScope) -> [Double] {
        guard let value = scope.props.value("dash"), !value.isNull else { return [] }
        guard case .array(let elements) = value else {
            scope.report("a shape's 'dash' must be an array of lengths, found \(value.typeDescription); the outline is solid")
            return []
        }
        let lengths = elements.compactMap { ValueText.numeric($0) }
        guard lengths.count == elements.count, lengths.allSatisfy({ $0 > 0 && $0.isFinite }) else {
            scope.report("a shape's 'dash' must hold lengths greater than 0; the outline is solid")
            return []
        }
        return lengths
    }
}

extension RenderNode {
    /// A shape as a view (SwiftUI's `Rectangle()`, `Circle()`, …): it takes the space offered,
    /// filled and outlined.
    public struct Shape: Sendable {
        /// Which shape, from the node's type, with its geometry.
        public enum Kind: Sendable, Hashable {
            /// `rectangle`: SwiftUI's `Rectangle()`, filling the frame.
            case rectangle
            /// `rounded_rectangle`: SwiftUI's `RoundedRectangle(cornerRadius:style:)`; the radius in
            /// points, never below 0, and the `cornerStyle` prop (`continuous` by default).
            case roundedRectangle(cornerRadius: Double, style: ModifierShape.CornerStyle)
            /// The largest circle that fits, centred.
            case circle
            /// `ellipse`: SwiftUI's `Ellipse()`, filling the frame.
            case ellipse
            /// `capsule`: SwiftUI's `Capsule()`, a rectangle whose short sides are half circles.
            case capsule
            /// `unevenly_rounded_rectangle`: SwiftUI's `UnevenRoundedRectangle`; each corner's radius
            /// in points, from its `…Radius` prop, 0 by default and never below 0.
            case unevenRoundedRectangle(topLeading: Double, bottomLeading: Double, bottomTrailing: Double, topTrailing: Double)
            /// The enclosing container's shape, inset; a rectangle where no container sets one.
            case containerRelative

            /// The name `sdui resolve` prints.
            public var name: String {
                switch self {
                case .rectangle: return "rectangle"
                case .roundedRectangle: return "roundedRectangle"
                case .circle: return "circle"
                case .ellipse: return "ellipse"
                case .capsule: return "capsule"
                case .unevenRoundedRectangle: return "unevenRoundedRectangle"
                case .containerRelative: return "containerRelative"
                }
            }
        }

        /// An outline drawn inside the shape's edge.
        public struct Stroke: Sendable {
            /// What draws the outline: the `stroke` prop (a colour, `primary`…`quaternary` or a gradient).
            public var paint: ResolvedPaint
            /// The outline's width in points, from `lineWidth`: 1 by default, never below 0.
            public var lineWidth: Double
            /// Dash and gap lengths; empty: solid.
            public var dash: [Double]
        }

        /// Which shape to draw, and its corner radii.
        public var kind: Kind
        /// nil: the foreground style when there is no stroke, else no fill.
        public var fill: ResolvedPaint?
        /// The outline drawn inside the edge (SwiftUI's `strokeBorder`); nil without a `stroke` prop.
        public var stroke: Stroke?
    }
}

extension RenderNode.Shape {
    /// What `sdui resolve` prints for the shape.
    var jsonMembers: JSONObject {
        var o: JSONObject = ["shape": .string(kind.name)]
        switch kind {
        case .roundedRectangle(let radius, let style):
            o["cornerRadius"] = .number(radius)
            o["style"] = .string(style.rawValue)
        case .unevenRoundedRectangle(let topLeading, let bottomLeading, let bottomTrailing, let topTrailing):
            o["radii"] = [.number(topLeading), .number(bottomLeading), .number(bottomTrailing), .number(topTrailing)]
        case .rectangle, .circle, .ellipse, .capsule, .containerRelative:
            break
        }
        o["fill"] = fill.map { ReflectedJSON(rows: RowBudget(perList: .max)).value(of: $0, depth: 0) }
        if let stroke {
            var s: JSONObject = ["paint": ReflectedJSON(rows: RowBudget(perList: .max)).value(of: stroke.paint, depth: 0), "lineWidth": .number(stroke.lineWidth)]
            if !stroke.dash.isEmpty { s["dash"] = .array(stroke.dash.map(JSONValue.number)) }
            o["stroke"] = .object(s)
        }
        return o
    }
}

extension ResolvedPaint {
    /// The node a view paint draws (for walking the tree), if it is one.
    var viewNode: RenderNode? {
        switch self {
        case .view(let node, _): return node
        case .shape(_, let fill): return fill.viewNode
        case .color, .hierarchical, .gradient: return nil
        }
    }
}
