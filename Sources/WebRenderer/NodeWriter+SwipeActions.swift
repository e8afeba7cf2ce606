import ViewEngine

/// A list row with swipe actions: the row, and after it its buttons, which show on hover, on
/// keyboard focus inside the row, and after a horizontal swipe (the client script sets
/// `.swiped` and slides the row aside). Each button is named for assistive technology.
extension NodeWriter {
    mutating func swipeRow(_ row: RenderNode, actions: [RowAction], in parent: ParentLayout) -> Rendered {
        // The row lays out in the wrapper as it would in the list's container, and the wrapper
        // takes the row's place there.
        let content = render(row, in: .column)
        var buttons = ""
        for action in actions {
            var button = Element("button", classes: ["swipe-btn"] + (action.role == .destructive ? ["destructive"] : []))
            button.set("type", "button")
            button.set("aria-label", action.title)
            if let screen { button.set(.action, String(interactions.register(.perform(action.action, screen: screen)))) }
            if let icon = action.icon { button.body = "<span class=\"icon\" aria-hidden=\"true\">" + Self.icon(icon) + "</span>" }
            button.body += "<span class=\"swipe-title\" aria-hidden=\"true\">" + HTMLEscaping.escape(action.title) + "</span>"
            buttons += button.html
        }
        var wrapper = Element("div", classes: ["swipe-row"])
        wrapper.set(.swipe, "")
        wrapper.body = content.html + "<div class=\"swipe-actions\">" + buttons + "</div>"
        wrapper.flex = content.flex
        wrapper.classes += wrapper.flex.classes(in: parent)
        return Rendered(html: wrapper.html, flex: wrapper.flex)
    }
}
