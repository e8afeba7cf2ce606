#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// `list`: a `ForEach` over the data. Inside a container its rows join the container's own
/// children, so the JSON's container decides axis and laziness — rows in a `lazy_vstack`,
/// `lazy_hstack` or `grid` are created only as they scroll into view, and each row is resolved
/// by its ``RowView`` at that moment, so a list of 10,000 episodes costs only the rows on
/// screen. A list standing alone gets a lazy vertical stack of its own, with its `spacing`.
///
/// A list with swipe actions is a plain `List` (unless inside a scroll view), since SwiftUI
/// honours `.swipeActions` only there; elsewhere its rows offer them as a context menu.
/// In a share snapshot the rows are drawn in a plain stack (a `List` is a UIKit/AppKit view
/// `ImageRenderer` cannot draw), at most ``snapshotRowLimit`` of them.
///
/// Rows are identified by ``ViewEngine/LazyRows/id(at:)`` — the node's `id`, else the item's
/// own id such as `trackId` — so a row keeps its identity (and its loaded artwork) when data
/// reloads, and across launches.
struct ListNodeView: View {
    let list: RenderNode.RowList
    /// Whether the list is a direct child of a stack, scroll, grid or screen body.
    let isInContainer: Bool
    @Environment(\.isInsideScrollView) private var isInsideScrollView
    @Environment(\.isDrawingSnapshot) private var isDrawingSnapshot

    /// A picture of a list shows its first rows; drawing thousands would take seconds.
    static let snapshotRowLimit = 50

    var body: some View {
        if isDrawingSnapshot {
            VStack(alignment: .leading, spacing: list.spacing.map { CGFloat($0) }) {
                rows(RowIndices(rows: list.rows, limit: Self.snapshotRowLimit))
            }
            .environment(\.rowSeparatorEdge, .top)
        } else if list.rows.hasRowActions && !isInsideScrollView {
            List {
                ForEach(RowIndices(rows: list.rows), id: \.id) { row in
                    RowView(rows: list.rows, index: row.index, hasSeparatorAbove: false)
                        .listRowSeparator(list.showsSeparators ? .visible : .hidden)
                }
            }
            .listStyle(.plain)
        } else if isInContainer {
            rows(RowIndices(rows: list.rows))
        } else {
            LazyVStack(alignment: .leading, spacing: list.spacing.map { CGFloat($0) }) { rows(RowIndices(rows: list.rows)) }
                .environment(\.rowSeparatorEdge, .top)
        }
    }

    private func rows(_ indices: RowIndices) -> some View {
        ForEach(indices, id: \.id) { row in
            RowView(rows: list.rows, index: row.index, hasSeparatorAbove: list.showsSeparators && row.index > 0)
        }
    }
}

/// Row `index` of a list, resolved when SwiftUI asks for its body: one view, with the
/// separator before it drawn inside it (``RowSeparator``).
struct RowView: View {
    let rows: LazyRows
    let index: Int
    let hasSeparatorAbove: Bool

    var body: some View {
        if let node = rows.row(at: index) {
            NodeView(node)
                .modifier(RowActionsModifier(actions: rows.rowActions(at: index)))
                .modifier(RowSeparator(isShown: hasSeparatorAbove, inset: CGFloat(node.style.padding?.leading ?? 0)))
        }
    }
}

/// The positions of a list's rows with their stable ids, without building an array.
struct RowIndices: RandomAccessCollection {
    struct Row {
        let index: Int
        let id: String
    }

    let rows: LazyRows
    /// The rows after the first `limit` are left out; nil: all of them.
    var limit: Int?

    var startIndex: Int { 0 }
    var endIndex: Int { limit.map { Swift.min($0, rows.count) } ?? rows.count }

    subscript(position: Int) -> Row {
        Row(index: position, id: rows.id(at: position))
    }
}
#endif
