/// Payloads of the layout cases: stacks, scroll views, lists and grids.
extension RenderNode {
    public enum Axis: String, Sendable {
        case vertical, horizontal
    }

    public enum HorizontalAlignment: String, Sendable {
        case leading, center, trailing
    }

    public enum VerticalAlignment: String, Sendable {
        case top, center, bottom, firstTextBaseline, lastTextBaseline
    }

    /// A two-dimensional alignment (zstack, frames).
    public struct Alignment: Sendable, Hashable {
        public var horizontal: HorizontalAlignment
        public var vertical: VerticalAlignment
        public static let center = Alignment(horizontal: .center, vertical: .center)

        public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
            self.horizontal = horizontal
            self.vertical = vertical
        }
    }

    public struct Stack: Sendable {
        public enum Layout: String, Sendable {
            case vertical, horizontal, depth
        }

        public var layout: Layout
        public var isLazy: Bool
        public var alignment: Alignment
        /// nil means the platform default spacing.
        public var spacing: Double?
        public var children: [RenderNode]
    }

    public struct Scroll: Sendable {
        public var axis: Axis
        public var showsIndicators: Bool
        public var spacing: Double?
        public var alignment: Alignment
        public var children: [RenderNode]
    }

    public struct RowList: Sendable {
        public var rows: LazyRows
        public var showsSeparators: Bool
        public var spacing: Double?
    }

    public struct Grid: Sendable {
        public enum Column: Sendable, Hashable {
            case flexible(minimum: Double?, maximum: Double?)
            case fixed(Double)
            case adaptive(minimum: Double, maximum: Double?)
        }

        /// The columns of a vertical grid; the rows of a horizontal one (`lazy_hgrid`).
        public var columns: [Column]
        public var spacing: Double?
        public var alignment: HorizontalAlignment
        // The two one-byte members sit in the padding before `children`, so the payload stays
        // 32 bytes and every render node the size it was (resolve copies nodes by value).
        /// `.vertical`: a LazyVGrid (`grid`); `.horizontal`: a LazyHGrid (`lazy_hgrid`).
        public var axis: Axis = .vertical
        /// How a horizontal grid's cells align in their rows.
        public var rowAlignment: VerticalAlignment = .center
        public var children: [RenderNode]
    }
}
