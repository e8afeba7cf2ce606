/// A frame dimension: a number of points or "infinity" (fill the available space).
public enum Dimension: Sendable, Hashable {
    /// A length in points, never negative.
    case points(Double)
    /// `"infinity"` (also `"max"`, `"inf"`): all the space offered, SwiftUI's `.infinity`; as a
    /// fixed `width` or `height` it fills that axis too.
    case infinity
}

/// Padding per edge, in points.
public struct EdgeInsets: Sendable, Hashable {
    /// Each edge's inset in points; leading and trailing follow the layout direction (left and
    /// right in left-to-right text).
    public var top: Double, leading: Double, bottom: Double, trailing: Double

    /// Insets of the given points per edge; an edge not given gets 0.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset, in points, on all four edges (`"padding": 12`).
    public init(all value: Double) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }

    /// Whether all four edges are equal, so renderers can write one value (CSS `padding:12px`).
    public var isUniform: Bool { top == leading && leading == bottom && bottom == trailing }
}

/// A resolved drop shadow.
public struct ResolvedShadow: Sendable, Hashable {
    /// The blur radius, and the offset right (`x`) and down (`y`), all in points.
    public var radius: Double, x: Double, y: Double
    /// The shadow's colour; `#00000055` (black at a third opacity) when the style gives none.
    public var color: ResolvedColor
}

/// Horizontal text alignment of multi-line text.
public enum TextAlignment: String, Sendable, Hashable, CaseIterable {
    /// SwiftUI's `TextAlignment.leading`: lines start at the leading edge (left in left-to-right text).
    case leading
    /// SwiftUI's `TextAlignment.center`: lines are centred.
    case center
    /// SwiftUI's `TextAlignment.trailing`: lines end at the trailing edge (right in left-to-right text).
    case trailing
}

/// A resolved border.
public struct ResolvedBorder: Sendable, Hashable {
    /// The line's colour.
    public var color: ResolvedColor
    /// The line's width in points, drawn inside the view's bounds; 1 when the style gives none.
    public var width: Double
}
