import ViewEngine

extension NodeWriter {
    /// `async_image`: the placeholder, the failure content (hidden) and the image stacked in one
    /// cell. The client script marks the box `loaded` (the placeholder goes) or `failed` (the
    /// image and placeholder go, the failure content shows); without it the image draws over
    /// the placeholder once it arrives.
    mutating func asyncImage(_ image: RenderNode.AsyncImage, accessibility: RenderNode.Accessibility) -> Element {
        var element = Element("div", classes: ["async-img"])
        let placeholder = image.placeholder.map { render($0, in: .cell).html } ?? "<div class=\"spinner\" aria-hidden=\"true\"></div>"
        let failure = image.failure.map { render($0, in: .cell).html } ?? "<span class=\"icon\">" + Self.icon("photo") + "</span>"
        var body = "<div class=\"async-placeholder\">" + placeholder + "</div><div class=\"async-failure\">" + failure + "</div>"
        if let url = image.url.flatMap(URLPolicy.externalURL) {
            body += "<img class=\"\(image.contentMode == .fill ? "fill" : "fit")\" src=\"\(HTMLEscaping.escape(url))\" alt=\"\(HTMLEscaping.escape(accessibility.label ?? image.alt ?? ""))\" decoding=\"async\">"
        } else {
            element.classes.append("failed")
        }
        element.body = body
        element.flex = .both
        return element
    }

    /// `video`: the browser's player with its controls. It fetches nothing until the viewer
    /// presses play, and never plays by itself.
    func video(_ video: RenderNode.Video) -> Element {
        guard let url = video.url.flatMap(URLPolicy.externalURL) else {
            var element = Element("div", classes: ["video", "unplayable"], body: "<span class=\"icon\">" + Self.icon("video.slash") + "</span>")
            element.set("role", "img")
            element.set("aria-label", (video.title.map { $0 + ": " } ?? "") + "video unavailable")
            element.flex = Flexibility(horizontal: true, vertical: false)
            return element
        }
        var element = Element("video", classes: ["video"])
        element.set("src", url)
        element.set("controls", "")
        element.set("preload", "none")
        element.set("playsinline", "")
        if let title = video.title { element.set("aria-label", title) }
        element.flex = .both
        return element
    }
}
