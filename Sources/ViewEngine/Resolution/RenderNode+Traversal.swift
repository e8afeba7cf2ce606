/// Walking a resolved tree: what renderers need to find one node from another (a share
/// link's snapshot) and tests to read a screen.
extension RenderNode {
    /// The nodes directly inside this one, in order: children, labels, roots, sheet content.
    /// List rows are not included (they are resolved on demand; see ``LazyRows``).
    public var childNodes: [RenderNode] {
        switch content {
        case .stack(let stack): return stack.children
        case .group(let children): return children
        case .scroll(let scroll): return scroll.children
        case .grid(let grid): return grid.children
        case .button(let button): return [button.label]
        case .shareLink(let share): return share.label.map { [$0] } ?? []
        case .navigationStack(let root): return [root]
        case .screen(let screen): return screen.body + screen.toolbar
        case .sheet(let sheet): return sheet.content.map { [$0] } ?? []
        case .custom(let custom): return custom.children
        case .container(let container): return [container.label, container.footer].compactMap { $0 } + container.children
        case .contentUnavailable(let empty): return empty.actions
        case .asyncImage(let image): return [image.placeholder, image.failure].compactMap { $0 }
        case .menu(let menu): return [menu.label] + menu.items
        case .disclosureGroup(let group): return [group.label] + group.content
        case .presentation(let presentation): return presentation.content.map { [$0] } ?? []
        case .shape(let shape): return [shape.fill, shape.stroke?.paint].compactMap { $0?.viewNode }
        case .paint(let paint): return paint.viewNode.map { [$0] } ?? []
        case .list, .label, .chart, .gauge, .video, .spacer, .text, .image, .divider, .progress, .textField, .toggle, .slider, .picker, .tabView, .placeholder, .stepper,
            .textEditor, .datePicker, .colorPicker, .multiPicker:
            return []
        }
    }

    /// The first node, depth first, whose `id` is `id`: this one, a child, or a node inside
    /// the first `rowLimit` rows of a list (which are resolved to look; none when negative).
    public func firstNode(withID id: String, rowLimit: Int = 500) -> RenderNode? {
        firstNode(withID: id, rows: RowBudget(perList: rowLimit))
    }

    private func firstNode(withID id: String, rows: RowBudget) -> RenderNode? {
        if self.id == id { return self }
        if case .list(let list) = content {
            for index in rows.take(list) {
                if let found = list.rows.row(at: index)?.firstNode(withID: id, rows: rows) { return found }
            }
            return nil
        }
        for child in childNodes {
            if let found = child.firstNode(withID: id, rows: rows) { return found }
        }
        return nil
    }

    /// The sheets this tree registers with its screen's one presenter, in document order:
    /// every `sheet` node reached through ``childNodes``, but not one inside another sheet's
    /// content (that sheet presents it) and never one inside a list row — rows are resolved on
    /// demand and recycled as they scroll, so a row never anchors a presentation
    /// (``BundleValidator`` warns about sheets in row templates).
    public var sheets: [Sheet] {
        var found: [Sheet] = []
        collectSheets(into: &found)
        return found
    }

    private func collectSheets(into found: inout [Sheet]) {
        if case .sheet(let sheet) = content {
            found.append(sheet)
            return
        }
        for child in childNodes { child.collectSheets(into: &found) }
    }
}
