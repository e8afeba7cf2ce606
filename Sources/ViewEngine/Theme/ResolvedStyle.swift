/// A node's final style: preset and inline style merged, names resolved against the theme.
///
/// Renderers apply it in one fixed order, the order that makes SwiftUI cards look right:
/// font and colour → padding → frame (width/height, then min/max) → background → border →
/// clip / corner radius → shadow → opacity.
public struct ResolvedStyle: Sendable, Hashable {
    public var font: ResolvedFont?
    public var foregroundColor: ResolvedColor?
    public var backgroundColor: ResolvedColor?
    public var padding: EdgeInsets?
    public var cornerRadius: Double?
    public var width: Dimension?
    public var height: Dimension?
    public var minWidth: Dimension?
    public var minHeight: Dimension?
    public var maxWidth: Dimension?
    public var maxHeight: Dimension?
    public var shadow: ResolvedShadow?
    public var opacity: Double?
    public var clipShape: ClipShape?
    public var border: ResolvedBorder?
    public var textAlignment: TextAlignment?

    public init() {}

    public static let none = ResolvedStyle()

    public var isEmpty: Bool { self == .none }

    /// The names of the properties that are set, in application order (for tooling and the
    /// renderer coverage check).
    public static let propertyNames = [
        "font", "foregroundColor", "padding", "width", "height", "minWidth", "minHeight", "maxWidth", "maxHeight",
        "backgroundColor", "border", "clipShape", "cornerRadius", "shadow", "opacity", "textAlignment",
    ]
}
