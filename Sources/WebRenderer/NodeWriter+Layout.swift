import ViewEngine

/// Stacks, scroll views, lists, grids, spacers and dividers.
extension NodeWriter {
    mutating func stack(_ stack: RenderNode.Stack) -> Element {
        let parent: ParentLayout
        var element: Element
        if stack.layout == .depth {
            parent = .cell
            element = Element("div", classes: ["z"])
            element.styles.append("justify-items:" + stack.alignment.horizontal.flexValue)
            element.styles.append("align-items:" + stack.alignment.vertical.itemsValue)
        } else {
            parent = stack.layout == .vertical ? .column : .row
            element = Self.line(parent, class: parent == .column ? "v" : "h", alignment: stack.alignment)
            if let spacing = stack.spacing { element.styles.append("gap:" + px(spacing)) }
        }
        let content = children(stack.children, in: parent)
        element.body = content.html
        element.flex = content.flex
        return element
    }

    mutating func scroll(_ scroll: RenderNode.Scroll) -> Element {
        let parent: ParentLayout = scroll.axis == .vertical ? .column : .row
        var element = Self.line(parent, class: parent == .column ? "sv" : "sh", alignment: scroll.alignment)
        element.flex = parent == .column ? .both : Flexibility(horizontal: true, vertical: false)
        if !scroll.showsIndicators { element.classes.append("no-ind") }
        if let spacing = scroll.spacing { element.styles.append("gap:" + px(spacing)) }
        element.set(.scrollKey, pathKey)
        element.body = children(scroll.children, in: parent).html
        return element
    }

    /// A `list` repeats its template like SwiftUI's `ForEach`: inside a stack, scroll view or
    /// grid its rows are the container's own children (so a grid of cards works); standing
    /// alone it is a column. Rows are resolved a page at a time, never all of a huge list.
    mutating func list(_ list: RenderNode.RowList, node: RenderNode, in parent: ParentLayout) -> Rendered {
        let key = pathKey
        let limit = max(1, options.rowLimits[key] ?? options.rowPageSize)
        let shown = min(list.rows.count, limit)
        let rowLayout: ParentLayout = parent == .inline ? .column : parent
        var body = ""
        var flex = Flexibility.none
        var first = true
        var drawn = 0
        for index in 0..<shown {
            guard rowsLeft > 0 else { break }
            rowsLeft -= 1
            drawn = index + 1
            guard let row = list.rows.row(at: index) else { continue }
            if list.showsSeparators && !first {
                let inset = row.style.padding?.leading ?? 0
                body += "<div class=\"sep\" role=\"presentation\"" + (inset > 0 ? " style=\"margin-inline-start:\(px(inset))\"" : "") + "></div>"
            }
            first = false
            path.append(index)
            // A row whose buttons' conditions all fail is a plain row, not an empty swipe.
            let actions = list.rows.hasRowActions ? list.rows.rowActions(at: index) : []
            if !actions.isEmpty {
                let rendered = swipeRow(row, actions: actions, in: rowLayout)
                body += rendered.html
                flex = flex.union(rendered.flex)
            } else {
                flex = flex.union(render(row, in: rowLayout, into: &body))
            }
            path.removeLast()
        }
        if list.showsSeparators { flex.horizontal = flex.horizontal || rowLayout == .column }
        if drawn < list.rows.count {
            // Cut by the page's budget rather than the list's page, another page could not
            // show more either: the button says how many rows there are, disabled.
            let action = drawn < shown ? " disabled" : WireProtocol.Attribute.action.markup(String(interactions.register(.showMoreRows(listKey: key))))
            let remaining = list.rows.count - drawn
            body += "<button type=\"button\" class=\"btn tint more\"\(action)\(WireProtocol.Attribute.testID.markup("show-more"))>" + HTMLEscaping.escape(options.systemStrings.showMore(remaining)) + "</button>"
        }
        var element = Element("div", classes: [parent == .inline ? "v" : "rows"], body: body)
        element.set("data-list", key)
        if parent == .inline { element.styles.append("gap:" + px(list.spacing ?? 0)) }
        element.flex = flex
        return finish(&element, node: node, in: parent)
    }

    mutating func grid(_ grid: RenderNode.Grid) -> Element {
        var element = Element("div", classes: ["grid"])
        let columns = grid.columns.map { column -> String in
            switch column {
            case .fixed(let width): return px(width)
            case .flexible(let minimum, let maximum):
                return "minmax(\(px(minimum ?? 0)),\(maximum.map(px) ?? "1fr"))"
            case .adaptive(let minimum, let maximum):
                return "repeat(auto-fill,minmax(\(px(minimum)),\(maximum.map(px) ?? "1fr")))"
            }
        }
        if grid.axis == .horizontal {
            // A LazyHGrid: the sizes are rows, cells fill each column top to bottom and the
            // columns flow sideways, as wide as their widest cell.
            element.styles += [
                "grid-template-rows:" + columns.joined(separator: " "), "grid-auto-flow:column", "grid-auto-columns:max-content",
                "align-items:" + grid.rowAlignment.itemsValue, "justify-content:start",
            ]
            if let spacing = grid.spacing { element.styles.append("column-gap:" + px(spacing)) }
            element.body = children(grid.children, in: .cell).html
            return element
        }
        element.styles.append("grid-template-columns:" + columns.joined(separator: " "))
        if let spacing = grid.spacing { element.styles.append("gap:" + px(spacing)) }
        element.styles.append("justify-items:" + grid.alignment.flexValue)
        element.body = children(grid.children, in: .cell).html
        element.flex = Flexibility(horizontal: true, vertical: false)
        return element
    }

    func spacer(_ minLength: Double?, in parent: ParentLayout) -> Element {
        var element = Element("div", classes: ["spacer"])
        element.set("aria-hidden", "true")
        let length = px(minLength ?? 8)
        switch parent {
        case .column:
            element.styles.append("min-height:" + length)
            element.flex = Flexibility(horizontal: false, vertical: true)
        case .row:
            element.styles.append("min-width:" + length)
            element.flex = Flexibility(horizontal: true, vertical: false)
        case .cell, .inline:
            break
        }
        return element
    }

    func divider(in parent: ParentLayout) -> Element {
        var element = Element("div", classes: [parent == .row ? "dv" : "dh"])
        element.set("role", "separator")
        element.flex = parent == .row ? Flexibility(horizontal: false, vertical: true) : Flexibility(horizontal: true, vertical: false)
        return element
    }

    /// A column or a row of children (a stack's, a scroll view's), aligned across its axis:
    /// a column by the horizontal alignment, a row by the vertical.
    static func line(_ parent: ParentLayout, class name: String, alignment: RenderNode.Alignment) -> Element {
        var element = Element("div", classes: [name])
        element.styles.append("align-items:" + (parent == .row ? alignment.vertical.itemsValue : alignment.horizontal.flexValue))
        return element
    }
}
