/// How many list rows one walk of the render tree (its JSON, a search for a node by id) may
/// resolve: at most ``perList`` of each list, and ``left`` in all.
///
/// Lists nested in rows multiply: nine levels of ten rows are a billion rows from 600 bytes of
/// JSON. So one count is shared by the whole walk (a reference, taken from as rows are
/// resolved), not a limit per list that nesting would multiply.
final class RowBudget {
    /// The most rows of any one list (`sdui resolve --rows`).
    let perList: Int
    /// Rows the walk may still resolve.
    private(set) var left: Int
    /// More rows than any screen shows on purpose, far short of a stall.
    static let total = 100_000

    init(perList: Int, total: Int = RowBudget.total) {
        self.perList = max(0, perList)
        left = total
    }

    /// The indices of `list`'s rows to visit, in order; each one visited is taken from the budget,
    /// so iterate the sequence once.
    func take(_ list: RenderNode.RowList) -> some Sequence<Int> {
        (0..<min(list.rows.count, perList)).lazy.prefix { _ in
            guard self.left > 0 else { return false }
            self.left -= 1
            return true
        }
    }
}
