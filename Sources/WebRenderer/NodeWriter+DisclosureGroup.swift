import ViewEngine

extension NodeWriter {
    /// A disclosure group: `<details>` with the label as its `<summary>`. Bound, the summary
    /// sends the opposite of the bound value and the page the server answers opens or closes
    /// it; unbound, the browser opens and closes it itself and the client keeps that across
    /// page updates (by the summary's `data-key`), as SwiftUI's group keeps its own state.
    mutating func disclosureGroup(_ group: RenderNode.DisclosureGroup) -> Element {
        let label = phrasingLabel(group.label, in: .row)
        var summary = Element("summary", classes: ["disclosure-label"], body: label.html + "<span class=\"icon chevron\" aria-hidden=\"true\">" + Self.icon("chevron.right") + "</span>")
        // The summary carries the key: the client keeps focus on it and an unbound group's
        // openness across page updates by it.
        summary.set(.key, "disclosure:" + pathKey)
        var element = Element("details", classes: ["disclosure"])
        if let binding = group.binding {
            if group.isExpanded { element.set("open", "") }
            if let id = register(binding, accepts: group.accepts, onChange: nil) {
                summary.set(.set, String(id))
                summary.set(.value, group.isExpanded ? "false" : "true")
            }
        }
        var content = ""
        for (index, child) in group.content.enumerated() {
            path.append(index + 1)
            content += render(child, in: .column).html
            path.removeLast()
        }
        element.body = summary.html + "<div class=\"disclosure-content v\">" + content + "</div>"
        element.flex = Flexibility(horizontal: true, vertical: false)
        return element
    }
}
