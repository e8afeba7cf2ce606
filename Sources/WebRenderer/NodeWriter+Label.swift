import ViewEngine

extension NodeWriter {
    /// `label`: the icon (hidden from assistive technology, as SwiftUI's label reads its title
    /// only), then the title, side by side with the system's label spacing.
    func label(_ label: RenderNode.Label) -> Element {
        let icon = image(
            RenderNode.Image(source: label.icon, isResizable: false, aspectRatio: nil, contentMode: .fit, alt: nil), accessibility: .none)
        var element = Element("span", classes: ["label"])
        element.styles += ["display:inline-flex", "align-items:center", "gap:8px"]
        element.body = icon.html + "<span class=\"t\">" + HTMLEscaping.escape(label.title) + "</span>"
        return element
    }
}
