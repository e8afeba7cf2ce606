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

/// A resolved drop shadow.
public struct ResolvedShadow: Sendable, Hashable {
    public var radius: Double, x: Double, y: Double
    public var color: ResolvedColor
}

/// Horizontal text alignment of multi-line text.
public enum TextAlignment: String, Sendable, Hashable, CaseIterable {
    case leading, center, trailing
}

/// A resolved border.
public struct ResolvedBorder: Sendable, Hashable {
    public var color: ResolvedColor
    public var width: Double
}
