import ViewEngine

extension NodeWriter {
    /// A menu: its label as a button that opens an HTML popover of the items (the browser
    /// opens and closes it, Escape and a click outside included). An item's action re-renders
    /// the page, which closes the menu. A nested menu's popover opens from inside its parent's.
    mutating func menu(_ menu: RenderNode.Menu) -> Element {
        let popoverID = menuPopoverID("menu-")
        let label = phrasingLabel(menu.label, in: .row)
        var button = Element("button", classes: ["btn", "menu-button"], body: label.html)
        if Self.isPlainLabel(menu.label) { button.classes.append("tint") }
        button.set("type", "button")
        button.set("popovertarget", popoverID)
        button.set("aria-haspopup", "menu")
        var element = Element("div", classes: ["menu"])
        element.body = button.html + menuPopover(popoverID, items: menu.items, firstIndex: 1)
        element.flex = label.flex
        return element
    }

    /// An id for a menu's popover, unique on the page (from the node's path).
    func menuPopoverID(_ prefix: String) -> String {
        prefix + pathKey.map { $0.isLetter || $0.isNumber ? $0 : "-" }
    }

    /// The popover of a menu's items (buttons, dividers, nested menus), each written at path
    /// `firstIndex + its index` below the current one.
    mutating func menuPopover(_ id: String, items: [RenderNode], firstIndex: Int) -> String {
        var html = ""
        for (index, item) in items.enumerated() {
            path.append(firstIndex + index)
            html += render(item, in: .column).html
            path.removeLast()
        }
        return "<div class=\"menu-popover\" id=\"\(id)\" popover=\"auto\" role=\"menu\">" + html + "</div>"
    }
}
