import ViewEngine

/// Which URLs from data a page may load or follow.
///
/// Only `http(s)://` and root-relative paths (`/fixtures/…`, served by the preview server)
/// are used; `javascript:`, `data:`, protocol-relative `//host` and anything odd are
/// dropped, so data cannot run script through a link or an image.
public enum URLPolicy {
    /// `url` when a page may load it as an image or asset, else nil.
    public static func resourceURL(_ url: String) -> String? {
        let text = url.trimmingSpaces
        guard !text.unicodeScalars.contains(where: isUnsafe), WebAddress.isResource(text) else { return nil }
        return text
    }

    /// `url` when the browser may open it in a new tab, else nil: the apps' rule for external
    /// links (`WebAddress.webURL(_:)`), and nothing a browser would read differently.
    public static func externalURL(_ url: String) -> String? {
        let text = url.trimmingSpaces
        guard !text.hasPrefix("/"), !text.unicodeScalars.contains(where: isUnsafe), WebAddress.isResource(text), WebAddress.webURL(text) != nil
        else { return nil }
        return text
    }

    /// Whitespace, controls and backslashes have no business in a URL we emit; browsers
    /// strip some of them, which is how `java\tscript:` tricks work.
    private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x21 || scalar.value == 0x7F || scalar == "\\" || scalar == "<" || scalar == ">" || scalar == "\""
    }
}

extension String {
    var trimmingSpaces: String {
        var scalars = Substring(self).unicodeScalars
        while let first = scalars.first, first == " " || first == "\n" || first == "\t" || first == "\r" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\n" || last == "\t" || last == "\r" { scalars.removeLast() }
        return String(scalars)
    }
}
