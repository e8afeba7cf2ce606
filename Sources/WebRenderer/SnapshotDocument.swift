import ViewEngine

/// One node as a standalone SVG image: its HTML and the page's CSS inside a
/// `<foreignObject>`, so a browser draws it exactly as the preview shows it, offline.
/// The preview serves it for a share link's "Download image".
public enum SnapshotDocument {
    /// The largest side accepted, in points.
    public static let maximumSide = 4096.0

    /// - Parameters:
    ///   - node: the node to draw (a share link's snapshot target).
    ///   - width: the width to draw it at, usually measured by the browser; when nil, the
    ///     node's fixed frame, else 390 (a phone's width). Clamped to 1…``maximumSide``.
    ///   - height: the height, likewise: when nil, the node's fixed frame, else 390. Clamped the same way.
    ///   - pixelWidth: the image's width in pixels (a share link's `snapshotWidth`): the SVG's
    ///     intrinsic size is scaled to it, proportions kept, so a 360-point card is a
    ///     1080 × 1080 image; nil: one pixel per point. Clamped to 1…``maximumSide``, and
    ///     lowered where the height would pass it: neither side of the image does.
    ///   - colorScheme: the app's scheme (`AppRuntime.preferredColorScheme`); nil follows the
    ///     viewer's system.
    ///   - textSize: the Dynamic Type size the text is drawn at.
    public static func svg(
        of node: RenderNode, width: Double? = nil, height: Double? = nil, pixelWidth: Double? = nil, colorScheme: AppColorScheme? = nil,
        textSize: TextSize = .standard
    ) -> String {
        let size = (width: side(width, frame: node.style.width), height: side(height, frame: node.style.height))
        // No screen: the image has no interactions.
        var writer = NodeWriter(options: WebRenderOptions(), interactions: InteractionTable())
        let body = writer.render(node, in: .column).html
        let css = BaseStylesheet.css + writer.stylesheet
        let w = number(size.width)
        let h = number(size.height)
        var scale = 1.0
        if let pixelWidth, pixelWidth.isFinite { scale = min(maximumSide, max(1, pixelWidth.rounded())) / size.width }
        // Neither side of the image past the maximum: a tall node asked at a large width
        // would otherwise be drawn millions of pixels high.
        scale = min(scale, maximumSide / size.height)
        let imageSize = (width: number((size.width * scale).rounded()), height: number((size.height * scale).rounded()))
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(imageSize.width)\" height=\"\(imageSize.height)\" viewBox=\"0 0 \(w) \(h)\">"
            + "<foreignObject x=\"0\" y=\"0\" width=\"\(w)\" height=\"\(h)\">"
            + "<div xmlns=\"http://www.w3.org/1999/xhtml\" class=\"snapshot" + (colorScheme.map { " scheme-\($0.rawValue)" } ?? "") + "\""
            + textSizeAttributes(textSize) + "><style><![CDATA[" + css + "]]></style>"
            + xhtml(body) + "</div></foreignObject></svg>\n"
    }

    /// The page's text size on the image's root, as `<html>` carries it on the page (nothing at
    /// `large`), so the node is drawn at the size it was measured at.
    private static func textSizeAttributes(_ size: TextSize) -> String {
        guard size != .standard else { return "" }
        return WireProtocol.Attribute.textSize.markup(size.rawValue) + " style=\"" + TypeScale.declarations(size) + "\""
    }

    private static func side(_ requested: Double?, frame: Dimension?) -> Double {
        var value = 390.0
        if let requested, requested.isFinite {
            value = requested
        } else if case .points(let points)? = frame {
            value = points
        }
        return min(maximumSide, max(1, value.rounded(.up)))
    }

    /// The renderer's HTML made well-formed XML, which SVG requires: void elements closed,
    /// inline icons put in the SVG namespace (in XML a bare `<svg>` would be XHTML), and
    /// characters XML forbids replaced. Safe as a text scan because every attribute value and
    /// text is escaped, so `<` only ever opens a tag and `>` only ever ends one.
    static func xhtml(_ html: String) -> String {
        var output = ""
        output.reserveCapacity(html.utf8.count + 64)
        var inVoidTag = false
        var index = html.startIndex
        while index < html.endIndex {
            let character = html[index]
            if character == "<", html[index...].hasPrefix("<img ") || html[index...].hasPrefix("<input ") {
                inVoidTag = true
            } else if character == "<", html[index...].hasPrefix("<svg ") {
                output += "<svg xmlns=\"http://www.w3.org/2000/svg\" "
                index = html.index(index, offsetBy: 5)
                continue
            } else if character == ">", inVoidTag {
                inVoidTag = false
                output += "/>"
                index = html.index(after: index)
                continue
            }
            for scalar in character.unicodeScalars {
                let allowed = scalar == "\t" || scalar == "\n" || scalar == "\r" || (scalar.value >= 0x20 && scalar.value != 0xFFFE && scalar.value != 0xFFFF)
                output.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
            }
            index = html.index(after: index)
        }
        return output
    }
}
