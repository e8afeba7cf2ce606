/// What a list's rows write through `[$.index]`: `$.index` counts the rows shown, so it picks
/// the row's own element only from the array the list's `items` reads, unfiltered and in order.
extension BundleValidator.Checker {
    /// Where `[$.index]` picks the row's element: the path `items` reads when it is a plain
    /// path, or one cut short by `take` (which keeps positions); nil for anything else (a
    /// `where`, `sort`, `drop`, arithmetic), whose row n is not element n of any array.
    static func rows(of list: ViewNode) -> (items: BindingPath?, written: String)? {
        guard let entry = list.props.entries.first(where: { $0.name == "items" }), case .value(.text(.binding(let expression))) = entry.value else {
            return nil
        }
        switch expression.root {
        case .path(let path):
            return (path, expression.source)
        case .pipeline(.path(let path), let calls) where calls.allSatisfy({ $0.name == "take" }):
            return (path, expression.source)
        default:
            return (nil, expression.source)
        }
    }

    /// Warns when a row writes through `$.index` (`binding` of a control, `key` of an action)
    /// into an array that is not the one its rows are (SDUI0715). `base` is what precedes the
    /// key, `written` the binding or key as written.
    mutating func checkRowIndex(keyedBy key: BindingExpression?, into base: BindingPath, written: String, at source: SourceRef) {
        guard let rows = scope.rows, key?.plainPath?.components.map(\.name) == ["index"] else { return }
        let names = base.components.map(\.name)
        // A state key writes `env.todos` where the list reads `$.env.todos`.
        if let items = rows.items, items.components.map(\.name) == names { return }
        let why = rows.items == nil
            ? "the rows are \(rows.written), filtered or reordered, so row n is not element n of \(base)"
            : "the rows are the elements of \(rows.written), not of \(base)"
        report(
            .rowIndexIntoOtherList,
            "\(written) picks by $.index, which counts the rows shown: \(why); write by id (an update action with \"id\": \"$.item.id\") or list \(base) itself",
            at: source)
    }

    /// Reports a write to `$.item` or `$.index` (SDUI0716), which the running app refuses, with
    /// the binding to write instead when the list's array is known: `$.item.done` in a row of
    /// `$.env.todos` is `$.env.todos[$.index].done`. `base` is the written path up to its first
    /// bound key; `asKey` writes the suggestion as a state key (`env.todos[$.index].done`).
    mutating func checkRowCopyWrite(to base: BindingPath, written: String, asKey: Bool, at source: SourceRef) {
        guard let first = base.components.first?.name, DataContext.rowNames.contains(first) else { return }
        var fix = "write to the element in the array the list shows, by $.index or with an update action by id"
        if first == "item", let items = scope.rows?.items {
            let rest = BindingPath(Array(base.components.dropFirst())).description.dropFirst()
            let path = "\(items)[$.index]\(rest)"
            fix = "write \(asKey ? String(path.dropFirst(2)) : path)"
        }
        report(.rowCopyWritten, "\(written) writes to $.\(first), a copy of the row's element that the app does not keep: \(fix)", at: source)
    }
}
