import ViewEngine

extension NodeWriter {
    /// A menu: its label as a button that opens an HTML popover of the items (the browser
    /// opens and closes it, Escape and a click outside included). An item's action re-renders
    /// the page, which closes the menu. A nested menu's popover opens from inside its parent's.
    mutating func menu(_ menu: RenderNode.Menu) -> Element {
        let popoverID = "menu-" + pathKey.map { $0.isLetter || $0.isNumber ? $0 : "-" }
        path.append(0)
        let label = render(menu.label, in: .row)
        path.removeLast()
        var items = ""
        for (index, item) in menu.items.enumerated() {
            path.append(index + 1)
            items += render(item, in: .column).html
            path.removeLast()
        }
        var button = Element("button", classes: ["btn", "menu-button"], body: label.html)
        if Self.isPlainLabel(menu.label) { button.classes.append("tint") }
        button.set("type", "button")
        button.set("popovertarget", popoverID)
        button.set("aria-haspopup", "menu")
        var element = Element("div", classes: ["menu"])
        element.body = button.html + "<div class=\"menu-popover\" id=\"\(popoverID)\" popover=\"auto\" role=\"menu\">" + items + "</div>"
        element.flex = label.flex
        return element
    }
}
