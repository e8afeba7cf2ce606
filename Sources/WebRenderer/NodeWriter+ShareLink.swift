import ViewEngine

/// `share_link`: a button that opens a share sheet (an HTML popover, so it opens and closes
/// without script) with the text, "Copy" (the client script copies the text) and, when the
/// node names a snapshot, "Download image": the preview server's SVG of that node,
/// `/_sdui/snapshot/<screen>/<id>.svg`, sized by the client to the node as laid out and, with
/// `snapshotWidth`, scaled to that many pixels wide.
extension NodeWriter {
    mutating func shareLink(_ share: RenderNode.ShareLink, node: RenderNode, in parent: ParentLayout) -> Rendered {
        let sheetID = "share-" + pathKey.map { $0.isLetter || $0.isNumber ? String($0) : "-" }.joined()
        var button = Element("button", classes: ["btn"])
        button.set("type", "button")
        button.set("popovertarget", sheetID)
        button.set("aria-haspopup", "dialog")
        if let label = share.label {
            let rendered = phrasingLabel(label, in: .column)
            button.body = rendered.html
            button.flex = rendered.flex
            if Self.isPlainLabel(label) { button.classes.append("tint") }
            if node.accessibility.label == nil, let name = Self.iconOnlyName(label) { button.set("aria-label", name) }
        } else {
            button.classes += ["tint", "share-default"]
            button.body = "<span class=\"icon\" aria-hidden=\"true\">" + Self.icon("square.and.arrow.up") + "</span><span class=\"t\">Share</span>"
        }
        var rendered = finish(&button, node: node, in: parent)
        rendered.html += shareSheet(share, id: sheetID)
        return rendered
    }

    private func shareSheet(_ share: RenderNode.ShareLink, id: String) -> String {
        let title = HTMLEscaping.escape(share.title.flatMap { $0.isEmpty ? nil : $0 } ?? options.systemStrings.share)
        var html = "<div popover=\"auto\" id=\"\(id)\" class=\"share-sheet\" role=\"dialog\" aria-label=\"\(title)\">"
        html += "<div class=\"share-head\"><span class=\"share-title\">\(title)</span>"
        html += "<button type=\"button\" class=\"btn tint share-done\" popovertarget=\"\(id)\" popovertargetaction=\"hide\">" + HTMLEscaping.escape(options.systemStrings.done) + "</button></div>"
        html += "<p class=\"share-text\">" + HTMLEscaping.escape(share.text) + "</p><div class=\"share-actions\">"
        html += "<button type=\"button\" class=\"share-action\"\(WireProtocol.Attribute.copy.markup(""))>" + actionContent("doc.on.doc", options.systemStrings.copy) + "</button>"
        if let snapshot = share.snapshotID, let screen {
            var href = WireProtocol.Route.snapshotPrefix + "\(screen.rawValue)/" + Self.percentEncodeSegment(snapshot) + ".svg"
            var width = ""
            if let pixels = share.snapshotPixelWidth {
                href += "?px=\(pixels)"
                width = WireProtocol.Attribute.snapshotWidth.markup(String(pixels))
            }
            html += "<a class=\"share-action\" href=\"\(HTMLEscaping.escape(href))\" download=\"\(HTMLEscaping.escape(Self.fileName(snapshot))).svg\""
                + WireProtocol.Attribute.snapshot.markup(snapshot) + width + ">" + actionContent("square.and.arrow.down", options.systemStrings.downloadImage) + "</a>"
        }
        return html + "</div></div>"
    }

    private func actionContent(_ symbol: String, _ title: String) -> String {
        "<span class=\"icon\" aria-hidden=\"true\">" + Self.icon(symbol) + "</span><span>" + title + "</span>"
    }

    /// Percent-encodes one URL path segment (a `/` in an id stays inside the segment).
    static func percentEncodeSegment(_ text: String) -> String {
        percentEncodePath(text).replacingOccurrences(of: "/", with: "%2F")
    }

    /// A download name from an id: letters, digits, `-` and `_`.
    static func fileName(_ id: String) -> String {
        let name = String(id.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" }.prefix(64))
        return name.isEmpty ? "snapshot" : name
    }
}
