import ViewEngine

extension NodeWriter {
    /// `content_unavailable`: the icon large and secondary, the title, the description and the
    /// actions, centred in the space offered as SwiftUI's `ContentUnavailableView` is.
    mutating func contentUnavailable(_ empty: RenderNode.ContentUnavailable) -> Element {
        var element = Element("div", classes: ["unavailable"])
        var body = ""
        if let symbol = empty.systemImage {
            body += "<span class=\"icon unavailable-icon\">" + Self.icon(environment.symbolName(symbol)) + "</span>"
        }
        body += "<h2 class=\"unavailable-title\">" + HTMLEscaping.escape(empty.title) + "</h2>"
        if let description = empty.description { body += "<p class=\"unavailable-description\">" + HTMLEscaping.escape(description) + "</p>" }
        if !empty.actions.isEmpty { body += "<div class=\"unavailable-actions\">" + children(empty.actions, in: .column).html + "</div>" }
        element.body = body
        element.flex = .both
        return element
    }
}
