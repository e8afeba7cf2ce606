/// A frame dimension: a number of points or "infinity" (fill the available space).
public enum Dimension: Sendable, Hashable {
    case points(Double)
    case infinity
}

/// Padding per edge, in points.
public struct EdgeInsets: Sendable, Hashable {
    public var top: Double, leading: Double, bottom: Double, trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public init(all value: Double) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }

    public var isUniform: Bool { top == leading && leading == bottom && bottom == trailing }
}

/// A drop shadow.
public struct ShadowStyle: Sendable, Hashable {
    public var radius: Double, x: Double, y: Double
    public var color: ColorReference

    public init(radius: Double, x: Double = 0, y: Double = 0, color: ColorReference = .literal(ResolvedColor(light: RGBA(red: 0, green: 0, blue: 0, alpha: 0x33)))) {
        self.radius = radius
        self.x = x
        self.y = y
        self.color = color
    }
}

/// A resolved drop shadow.
public struct ResolvedShadow: Sendable, Hashable {
    public var radius: Double, x: Double, y: Double
    public var color: ResolvedColor
}

/// Shapes a view can be clipped to.
public enum ClipShape: String, Sendable, Hashable, CaseIterable {
    case circle, roundedRect, capsule, rectangle
}

/// Horizontal text alignment of multi-line text.
public enum TextAlignment: String, Sendable, Hashable, CaseIterable {
    case leading, center, trailing
}

/// A border drawn inside the view's bounds.
public struct BorderStyle: Sendable, Hashable {
    public var color: ColorReference
    public var width: Double
}

/// A resolved border.
public struct ResolvedBorder: Sendable, Hashable {
    public var color: ResolvedColor
    public var width: Double
}
