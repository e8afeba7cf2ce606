import ViewEngine

/// Text, images, progress indicators, custom views and placeholders.
extension NodeWriter {
    func text(_ text: RenderNode.Text) -> Element {
        var element = Element("span", classes: ["t"], body: Self.markedHTML(text))
        if let limit = text.lineLimit, limit > 0 {
            if limit == 1 {
                element.classes.append("l1")
            } else {
                element.classes.append("lc")
                element.styles.append("-webkit-line-clamp:\(limit)")
            }
        }
        return element
    }

    /// The text escaped, its marked stretches (a search's words) in `<mark>`.
    static func markedHTML(_ text: RenderNode.Text) -> String {
        guard !text.marks.isEmpty else { return HTMLEscaping.escape(text.content) }
        var html = ""
        var position = text.content.startIndex
        for mark in text.marks {
            html += HTMLEscaping.escape(String(text.content[position..<mark.lowerBound]))
            html += "<mark>" + HTMLEscaping.escape(String(text.content[mark])) + "</mark>"
            position = mark.upperBound
        }
        return html + HTMLEscaping.escape(String(text.content[position...]))
    }

    func image(_ image: RenderNode.Image, accessibility: RenderNode.Accessibility) -> Element {
        let description = accessibility.label ?? image.alt
        switch image.source {
        case .system(let name):
            var element = Element("span", classes: ["icon"], body: Self.icon(environment.symbolName(name)))
            if let description {
                element.set("role", "img")
                element.set("aria-label", description)
            } else {
                element.set("aria-hidden", "true")
            }
            if image.isResizable { element.classes.append("rs") }
            return element
        case .url(let url):
            guard let safe = URLPolicy.resourceURL(url) else { return missingImage(description) }
            return picture(src: safe, image: image, description: description)
        case .asset(let name):
            guard WebAddress.isAssetName(name) else { return missingImage(description) }
            return picture(src: "/assets/" + Self.percentEncodePath(name), image: image, description: description)
        case .none:
            return missingImage(description)
        }
    }

    private func picture(src: String, image: RenderNode.Image, description: String?) -> Element {
        var element = Element("img", classes: ["img", image.contentMode == .fill ? "fill" : "fit"])
        element.isVoid = true
        element.set("src", src)
        element.set("alt", description ?? "")
        element.set("loading", "lazy")
        element.set("decoding", "async")
        if let ratio = image.aspectRatio, ratio > 0, ratio.isFinite {
            element.styles.append("aspect-ratio:" + number(ratio))
        }
        // A resizable image with no frame fills the width offered, like SwiftUI's.
        if image.isResizable { element.flex.horizontal = true }
        // Hard pixel edges when scaled; the browser smooths otherwise, at every SwiftUI level.
        if image.interpolation == RenderModifier.Interpolation.none { element.styles.append("image-rendering:pixelated") }
        return element
    }

    private func missingImage(_ description: String?) -> Element {
        var element = Element("span", classes: ["img", "missing"], body: Self.icon("photo"))
        if let description {
            element.set("role", "img")
            element.set("aria-label", description)
        } else {
            element.set("aria-hidden", "true")
        }
        return element
    }

    func progress(_ progress: RenderNode.Progress) -> Element {
        var element = Element("div", classes: ["progress"])
        element.set("role", "progressbar")
        // Without a label: a spinner is "Loading", a bar with a value only "Progress" (and its value).
        element.set("aria-label", progress.label ?? (progress.value == nil ? options.systemStrings.loading : options.systemStrings.progress))
        if let value = progress.value {
            element.set("aria-valuemin", "0")
            element.set("aria-valuemax", "100")
            element.set("aria-valuenow", number((value * 100).rounded()))
            element.body = "<div class=\"bar\"><div style=\"width:\(number(value * 100))%\"></div></div>"
            element.flex = Flexibility(horizontal: true, vertical: false)
        } else {
            element.set("aria-busy", "true")
            element.body = "<div class=\"spinner\" aria-hidden=\"true\"></div>"
        }
        if let label = progress.label, !label.isEmpty {
            element.body += "<span class=\"t progress-label\">" + HTMLEscaping.escape(label) + "</span>"
        }
        return element
    }

    mutating func custom(_ custom: RenderNode.Custom) -> Element {
        // Native views exist only in the native app; the preview shows where one goes.
        var element = Element("div", classes: ["v", "custom"])
        element.set("data-view-id", custom.viewId)
        let content = children(custom.children, in: .column)
        element.body = "<span class=\"custom-name\">" + HTMLEscaping.escape("native view \u{201C}\(custom.viewId)\u{201D}") + "</span>" + content.html
        element.flex = content.flex
        return element
    }

    func placeholder(_ placeholder: RenderNode.Placeholder) -> Element {
        var element = Element("div", classes: ["placeholder"])
        element.set("role", "note")
        let type = placeholder.typeName.map { "\u{201C}\($0)\u{201D}: " } ?? ""
        element.body = HTMLEscaping.escape(type + placeholder.message)
        return element
    }

    /// An inline SVG icon for an SF Symbol name (the fallback glyph when it is not mapped).
    static func icon(_ symbol: String) -> String {
        let body = SymbolMap.svgBody(for: symbol) ?? BootstrapIconData.bodies[SymbolMap.fallback] ?? ""
        // A symbol that points left or right flips in a right-to-left page (controls.css).
        let flip = SymbolMirroring(symbol: symbol).mirrorsInRightToLeft ? " class=\"rtl-flip\"" : ""
        return "<svg" + flip + " viewBox=\"0 0 16 16\" fill=\"currentColor\" aria-hidden=\"true\" focusable=\"false\">" + body + "</svg>"
    }

    /// Percent-encodes an asset name for a URL path, keeping `/` between folders.
    static func percentEncodePath(_ name: String) -> String {
        var result = ""
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "~"), UInt8(ascii: "/"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let digits = Array("0123456789ABCDEF")
                result += "%" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0xF)])
            }
        }
        return result
    }
}
