import ViewEngine

/// What backgrounds, overlays, masks, foreground styles and shape fills draw: a colour, a
/// hierarchical style (``PaintValue/secondary``), a gradient, a filled shape or a view.
public struct PaintValue: JSONRepresentable, ExpressibleByStringLiteral, Sendable {
    /// The paint as JSON writes it.
    public let jsonValue: JSONValue

    /// A colour name, `#RRGGBB(AA)`, `primary`…`quaternary`, or a binding.
    public init(_ text: String) { jsonValue = .string(text) }

    /// A colour name, `#RRGGBB(AA)`, `primary`…`quaternary`, or a binding.
    public init(stringLiteral value: String) { self.init(value) }

    private init(json: JSONValue) { jsonValue = json }

    /// A colour.
    public static func color(_ color: ColorValue) -> PaintValue { PaintValue(json: color.jsonValue) }

    /// A linear gradient from `startPoint` to `endPoint` through at least two colours.
    public static func linearGradient(colors: [ColorValue], startPoint: Choice.UnitPoint = .top, endPoint: Choice.UnitPoint = .bottom) -> PaintValue {
        gradient("linearGradient", colors, [("startPoint", startPoint.jsonValue), ("endPoint", endPoint.jsonValue)])
    }

    /// A radial gradient around `center`, from `startRadius` to `endRadius` points.
    public static func radialGradient(colors: [ColorValue], center: Choice.UnitPoint = .center, startRadius: Double = 0, endRadius: Double = 100) -> PaintValue {
        gradient("radialGradient", colors, [("center", center.jsonValue), ("startRadius", .number(startRadius)), ("endRadius", .number(endRadius))])
    }

    /// An angular (conic) gradient around `center`, from `startAngle` to `endAngle` degrees.
    public static func angularGradient(colors: [ColorValue], center: Choice.UnitPoint = .center, startAngle: Double = 0, endAngle: Double = 360) -> PaintValue {
        gradient("angularGradient", colors, [("center", center.jsonValue), ("startAngle", .number(startAngle)), ("endAngle", .number(endAngle))])
    }

    /// A shape filled with `fill`.
    public static func shape(_ shape: ShapeValue, fill: PaintValue = .primary) -> PaintValue {
        PaintValue(json: ["shape": shape.jsonValue, "fill": fill.jsonValue])
    }

    /// A whole view, aligned in the space.
    public static func view(_ view: some NodeRepresentable, alignment: Choice.Alignment = .center) -> PaintValue {
        PaintValue(json: ["view": view.jsonValue, "alignment": alignment.jsonValue])
    }

    private static func gradient(_ kind: String, _ colors: [ColorValue], _ geometry: [(String, JSONValue)]) -> PaintValue {
        var object = JSONObject([("colors", colors.jsonValue)])
        for (label, value) in geometry { object[label] = value }
        return PaintValue(json: .object(JSONObject([(kind, .object(object))])))
    }
}

/// A shape for clipping, content shapes and filled-shape paint.
public struct ShapeValue: JSONRepresentable, Sendable {
    /// The shape as JSON writes it.
    public let jsonValue: JSONValue

    private init(_ json: JSONValue) { jsonValue = json }

    /// A rectangle.
    public static let rectangle = ShapeValue("rectangle")
    /// A circle.
    public static let circle = ShapeValue("circle")
    /// An ellipse.
    public static let ellipse = ShapeValue("ellipse")
    /// A capsule.
    public static let capsule = ShapeValue("capsule")

    /// A rounded rectangle.
    public static func roundedRectangle(cornerRadius: Double, style: Choice.CornerStyle = .continuous) -> ShapeValue {
        ShapeValue(["roundedRectangle": ["cornerRadius": .number(cornerRadius), "style": style.jsonValue]])
    }

    /// A `$` binding to a shape name.
    public static func bind(_ expression: String) -> ShapeValue { ShapeValue(.string(expression)) }
}
