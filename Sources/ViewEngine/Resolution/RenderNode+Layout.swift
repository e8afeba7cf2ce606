/// Payloads of the layout cases: stacks, scroll views, lists and grids.
extension RenderNode {
    /// The direction a scroll view scrolls (`axis`) or a lazy grid flows.
    public enum Axis: String, Sendable {
        /// `"vertical"`, the default: SwiftUI's `Axis.vertical`, top to bottom.
        case vertical
        /// `"horizontal"`: SwiftUI's `Axis.horizontal`, sideways.
        case horizontal
    }

    /// Where children line up across a vertical layout: SwiftUI's `HorizontalAlignment`.
    public enum HorizontalAlignment: String, Sendable {
        /// `"leading"`: SwiftUI's `.leading`, the left edge in a left-to-right layout.
        case leading
        /// `"center"`: SwiftUI's `.center`.
        case center
        /// `"trailing"`: SwiftUI's `.trailing`, the right edge in a left-to-right layout.
        case trailing
    }

    /// Where children line up across a horizontal layout: SwiftUI's `VerticalAlignment`.
    public enum VerticalAlignment: String, Sendable {
        /// `"top"`: SwiftUI's `.top`.
        case top
        /// `"center"`: SwiftUI's `.center`.
        case center
        /// `"bottom"`: SwiftUI's `.bottom`.
        case bottom
        /// `"firstTextBaseline"`: SwiftUI's `.firstTextBaseline`, the baselines of the first lines of text.
        case firstTextBaseline
        /// `"lastTextBaseline"`: SwiftUI's `.lastTextBaseline`, the baselines of the last lines of text.
        case lastTextBaseline
    }

    /// A two-dimensional alignment (zstack, frames).
    public struct Alignment: Sendable, Hashable {
        /// The horizontal component; a vertical stack or scroll view uses only this one.
        public var horizontal: HorizontalAlignment
        /// The vertical component; a horizontal stack or scroll view uses only this one.
        public var vertical: VerticalAlignment
        /// Centred both ways: SwiftUI's `Alignment.center`, and what an unknown alignment word gives.
        public static let center = Alignment(horizontal: .center, vertical: .center)

        /// An alignment from its two components (SwiftUI's `Alignment(horizontal:vertical:)`).
        public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
            self.horizontal = horizontal
            self.vertical = vertical
        }
    }

    /// A stack: `vstack`, `hstack`, `zstack`, `lazy_vstack` or `lazy_hstack`.
    public struct Stack: Sendable {
        /// How the children are placed.
        public enum Layout: String, Sendable {
            /// Top to bottom: `vstack` (SwiftUI's `VStack`) or `lazy_vstack` (`LazyVStack`).
            case vertical
            /// Side by side: `hstack` (SwiftUI's `HStack`) or `lazy_hstack` (`LazyHStack`).
            case horizontal
            /// Layered front to back, later children on top: `zstack` (SwiftUI's `ZStack`).
            case depth
        }

        /// Which way the children go.
        public var layout: Layout
        /// A `lazy_vstack` or `lazy_hstack`: children are built only as they come into view.
        public var isLazy: Bool
        /// The `alignment` prop (`center` by default); a stack uses the component across its
        /// axis, a zstack both.
        public var alignment: Alignment
        /// nil means the platform default spacing.
        public var spacing: Double?
        /// The resolved children, in order (for a zstack, back to front).
        public var children: [RenderNode]
    }

    /// A scroll view (the `scroll` node): SwiftUI's `ScrollView` with its children stacked along its axis.
    public struct Scroll: Sendable {
        /// The scroll direction, from `axis`; `.vertical` by default.
        public var axis: Axis
        /// Whether scroll indicators show (`showsIndicators`, true by default).
        public var showsIndicators: Bool
        /// Space between children in points; nil means the platform default.
        public var spacing: Double?
        /// The `alignment` prop: `leading` by default when vertical, `top` when horizontal.
        public var alignment: Alignment
        /// The resolved children, stacked along ``axis``.
        public var children: [RenderNode]
    }

    /// Rows over data (the `list` node), resolved only when a renderer asks for them.
    public struct RowList: Sendable {
        /// The rows: the `itemTemplate` over each element of `items`, at most `limit` of them.
        public var rows: LazyRows
        /// The `separator` prop (false by default): a divider between rows.
        public var showsSeparators: Bool
        /// Space between rows in points when the list stands alone; nil means the platform default.
        public var spacing: Double?
    }

    /// A lazy grid: `grid` (SwiftUI's `LazyVGrid`) or `lazy_hgrid` (`LazyHGrid`).
    public struct Grid: Sendable {
        /// One column's (or horizontal grid row's) size: SwiftUI's `GridItem.Size`, in points.
        public enum Column: Sendable, Hashable {
            /// `{"minimum": …, "maximum": …}`, and each column of a count (`"columns": 3`): SwiftUI's
            /// `.flexible`; a nil bound is no limit.
            case flexible(minimum: Double?, maximum: Double?)
            /// `{"fixed": …}`: SwiftUI's `.fixed`, always this wide (greater than 0).
            case fixed(Double)
            /// `{"adaptive": …}`: SwiftUI's `.adaptive`, as many columns at least `minimum` wide as fit;
            /// nil `maximum`: no limit.
            case adaptive(minimum: Double, maximum: Double?)
        }

        /// The columns of a vertical grid; the rows of a horizontal one (`lazy_hgrid`).
        public var columns: [Column]
        /// Space between cells in points; nil means the platform default.
        public var spacing: Double?
        /// How a vertical grid's cells align in their columns (`alignment`, `center` by default).
        public var alignment: HorizontalAlignment
        // The two one-byte members sit in the padding before `children`, so the payload stays
        // 32 bytes and every render node the size it was (resolve copies nodes by value).
        /// `.vertical`: a LazyVGrid (`grid`); `.horizontal`: a LazyHGrid (`lazy_hgrid`).
        public var axis: Axis = .vertical
        /// How a horizontal grid's cells align in their rows.
        public var rowAlignment: VerticalAlignment = .center
        /// The cells, in order.
        public var children: [RenderNode]
    }
}
