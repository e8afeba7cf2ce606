/// The user's preferred text size (iOS Settings › Display & Text Size › Larger Text), named
/// as SwiftUI's `DynamicTypeSize` names its cases: seven standard sizes, `large` the default,
/// then five accessibility sizes.
///
/// A value, injected where a page or a view is drawn (`sdui serve --text-size`, the preview's
/// control, the host's environment); the render tree does not depend on it. Renderers scale
/// each theme font by its text style's ratio at this size (``scale(for:)``), as
/// `UIFontMetrics` and `@ScaledMetric` do.
public enum TextSize: String, Sendable, CaseIterable, Hashable {
    /// Extra small: body 14 pt.
    case xSmall
    /// Small: body 15 pt.
    case small
    /// Medium: body 16 pt.
    case medium
    /// Large, the size a device starts with: body 17 pt.
    case large
    /// Extra large: body 19 pt.
    case xLarge
    /// Extra extra large: body 21 pt.
    case xxLarge
    /// The largest size without Larger Accessibility Sizes: body 23 pt.
    case xxxLarge
    /// The first accessibility size: body 28 pt.
    case accessibility1
    /// The second accessibility size: body 33 pt.
    case accessibility2
    /// The third accessibility size: body 40 pt.
    case accessibility3
    /// The fourth accessibility size: body 47 pt.
    case accessibility4
    /// The largest accessibility size: body 53 pt.
    case accessibility5

    /// The size a device starts with.
    public static let standard = TextSize.large

    /// The size named `name`, ignoring case (`xxxlarge`, `Accessibility5`); nil for anything else.
    public init?(name: String) {
        guard let size = Self.allCases.first(where: { $0.rawValue.caseInsensitiveCompare(name) == .orderedSame }) else { return nil }
        self = size
    }

    /// The names `init(name:)` accepts, smallest first, for error messages and help.
    public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }

    /// One of the five sizes iOS offers only with Larger Accessibility Sizes on; layouts
    /// should stop truncating text there (line limits are lifted by both renderers).
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// The point size of `style` at this size: Apple's Dynamic Type table for iOS (Human
    /// Interface Guidelines, Typography › Dynamic Type sizes; body is 17 pt at `large`).
    public func pointSize(of style: TextStyle) -> Double {
        Self.table[style]![Self.allCases.firstIndex(of: self)!]
    }

    /// How much larger than at `large` a font tied to `style` is drawn: 53/17 for body at
    /// `accessibility5`, exactly 1 at `large`.
    public func scale(for style: TextStyle) -> Double {
        pointSize(of: style) / style.defaultFont.size
    }

    /// Point sizes per text style, one column per case in declaration order.
    private static let table: [TextStyle: [Double]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41],
    ]
}

extension TextSize: Comparable {
    /// Smaller sizes first, in the order Settings lists them.
    public static func < (lhs: TextSize, rhs: TextSize) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
