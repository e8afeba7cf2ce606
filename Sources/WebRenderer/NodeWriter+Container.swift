import ViewEngine

/// The SwiftUI containers of ``RenderNode/Container``: sections, forms, group boxes, control
/// groups, view-that-fits, aligned grids, pages and labeled content. Their look is in
/// controls.css (`.section`, `.form`, …); view-that-fits and the page dots get their behaviour from
/// the client script, and without it show their first child and swipe.
extension NodeWriter {
    mutating func container(_ container: RenderNode.Container) -> Element {
        switch container.kind {
        case .section: return section(container)
        case .form:
            var element = Element("div", classes: ["form"])
            // Rows outside a section share one card, as SwiftUI groups them.
            var body = "", loose: [RenderNode] = []
            func flush(_ writer: inout NodeWriter) {
                guard !loose.isEmpty else { return }
                body += "<div class=\"section\"><div class=\"section-rows\">" + writer.children(loose, in: .column).html + "</div></div>"
                loose = []
            }
            for (index, child) in container.children.enumerated() {
                if case .container(let inner) = child.content, inner.kind == .section {
                    flush(&self)
                    path.append(index)
                    body += render(child, in: .column).html
                    path.removeLast()
                } else {
                    loose.append(child)
                }
            }
            flush(&self)
            element.body = body
            element.flex = .both
            return element
        case .groupBox:
            var element = Element("div", classes: ["group-box"])
            element.set("role", "group")
            var body = ""
            if let label = container.label { body += "<div class=\"group-box-label\">" + render(label, in: .column).html + "</div>" }
            element.body = body + children(container.children, in: .column).html
            element.flex.horizontal = true
            return element
        case .controlGroup:
            var element = Element("div", classes: ["control-group"])
            element.set("role", "group")
            element.body = children(container.children, in: .row).html
            return element
        case .viewThatFits(let axes):
            var element = Element("div", classes: ["fits"])
            element.set(.fitAxes, axes.rawValue)
            // The client shows the first child that fits; until it runs, the first one shows.
            var body = ""
            for (index, child) in container.children.enumerated() {
                path.append(index)
                body += "<div class=\"fit\"" + (index == 0 ? "" : " hidden") + ">" + render(child, in: .column).html + "</div>"
                path.removeLast()
            }
            element.body = body
            element.flex = Flexibility(horizontal: axes != .vertical, vertical: axes != .horizontal)
            return element
        case .alignedGrid(let alignment, let horizontal, let vertical):
            var element = Element("div", classes: ["agrid"])
            // Columns as wide as their widest cell: CSS grid's `auto` tracks do exactly that.
            let columns = container.children.map { child -> Int in
                if case .container(let row) = child.content, case .gridRow = row.kind { return row.children.count }
                return 1
            }.max() ?? 1
            element.styles += [
                "grid-template-columns:repeat(\(max(1, columns)),auto)", "justify-items:" + alignment.horizontal.flexValue,
                "align-items:" + alignment.vertical.itemsValue, "column-gap:" + px(horizontal ?? 8), "row-gap:" + px(vertical ?? 8),
            ]
            element.body = children(container.children, in: .cell).html
            return element
        case .gridRow(let alignment):
            var element = Element("div", classes: ["grid-row"])
            if let alignment { element.styles.append("--row-align:" + alignment.itemsValue) }
            element.body = children(container.children, in: .cell).html
            return element
        case .pages(let showsIndex): return pages(container.children, showsIndex: showsIndex)
        case .labeledContent:
            var element = Element("div", classes: ["labeled"])
            var body = "<div class=\"labeled-label\">"
            if let label = container.label { body += render(label, in: .row).html }
            element.body = body + "</div><div class=\"labeled-value\">" + children(container.children, in: .row).html + "</div>"
            element.flex.horizontal = true
            return element
        }
    }

    private mutating func section(_ container: RenderNode.Container) -> Element {
        var element = Element("section", classes: ["section"])
        var body = ""
        if let header = container.label { body += "<div class=\"section-header\">" + render(header, in: .column).html + "</div>" }
        body += "<div class=\"section-rows\">" + children(container.children, in: .column).html + "</div>"
        if let footer = container.footer { body += "<div class=\"section-footer\">" + render(footer, in: .column).html + "</div>" }
        element.body = body
        element.flex.horizontal = true
        return element
    }

    /// A horizontal track that snaps page by page, and a dot per page that the client script
    /// keeps in step with the scroll (and scrolls to its page when pressed).
    private mutating func pages(_ pages: [RenderNode], showsIndex: Bool) -> Element {
        var element = Element("div", classes: ["pages"])
        var body = "<div class=\"pages-track\"" + WireProtocol.Attribute.scrollKey.markup(pathKey) + ">"
        for (index, page) in pages.enumerated() {
            path.append(index)
            body += "<div class=\"page\" role=\"group\" aria-label=\"Page \(index + 1) of \(pages.count)\">" + render(page, in: .cell).html + "</div>"
            path.removeLast()
        }
        body += "</div>"
        if showsIndex, pages.count > 1 {
            body += "<div class=\"page-dots\">"
            for index in pages.indices {
                body += "<button type=\"button\" class=\"page-dot\(index == 0 ? " sel" : "")\"\(WireProtocol.Attribute.page.markup(String(index))) aria-label=\"Page \(index + 1) of \(pages.count)\"" + (index == 0 ? " aria-current=\"true\"" : "") + "></button>"
            }
            body += "</div>"
        }
        element.body = body
        element.flex = .both
        return element
    }
}
