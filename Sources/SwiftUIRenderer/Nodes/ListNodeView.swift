#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// `list`: rows over data in a lazy stack. Each row is resolved by its ``RowView`` when the
/// stack first shows it, so a list of 10,000 episodes costs only the rows on screen.
///
/// Rows are identified by ``ViewEngine/LazyRows/id(at:)`` — the node's `id`, else the item's
/// own id such as `trackId` — so a row keeps its identity (and its loaded artwork) when data
/// reloads, and across launches.
struct ListNodeView: View {
    let list: RenderNode.RowList

    var body: some View {
        LazyVStack(alignment: .leading, spacing: list.spacing.map { CGFloat($0) }) {
            ForEach(RowIndices(rows: list.rows), id: \.id) { row in
                RowView(rows: list.rows, index: row.index)
                if list.showsSeparators && row.index < list.rows.count - 1 {
                    Divider()
                }
            }
        }
    }
}

/// Row `index` of a list, resolved when SwiftUI asks for its body.
struct RowView: View {
    let rows: LazyRows
    let index: Int

    var body: some View {
        if let node = rows.row(at: index) {
            NodeView(node)
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

    var startIndex: Int { 0 }
    var endIndex: Int { rows.count }

    subscript(position: Int) -> Row {
        Row(index: position, id: rows.id(at: position))
    }
}
#endif
