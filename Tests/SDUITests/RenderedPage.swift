import Foundation

/// A page `sdui render` printed, read the way a test asks about it: the texts a reader sees,
/// the elements around a text with their inline styles (colours resolved to hex), the
/// elements of a class, and attributes.
struct RenderedPage {
    struct Element {
        let tag: String
        let attributes: [String: String]
        var classes: [String] { (attributes["class"] ?? "").split(separator: " ").map(String.init) }
        var style: String { attributes["style"] ?? "" }
    }

    let html: String
    /// Every text run, unescaped, with the elements open around it (outermost first).
    private(set) var texts: [(text: String, ancestors: [Element])] = []
    /// Every element in document order.
    private(set) var elements: [Element] = []
    /// The light value of each adaptive colour's custom property (`--sdui-c0` → `#007aff`).
    private(set) var variables: [String: String] = [:]

    private static let voidTags: Set = ["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]

    init(_ html: String) {
        self.html = html
        if let root = html.firstMatch(of: /:root\{(--sdui-c[^}]*)\}/) {
            for declaration in root.1.split(separator: ";") {
                let parts = declaration.split(separator: ":", maxSplits: 1)
                if parts.count == 2 { variables[String(parts[0])] = String(parts[1]) }
            }
        }
        // The screen's content, not the simulated status bar or the page's styles.
        let start = html.range(of: "<div class=\"screen-body\"") ?? html.range(of: "<body")
        let body = start.map { String(html[$0.lowerBound...]) } ?? html
        var stack: [Element] = []
        var rest = Substring(body)
        while let open = rest.firstIndex(of: "<") {
            let text = Self.unescape(String(rest[..<open])).trimmingCharacters(in: .whitespacesAndNewlines)
            if !text.isEmpty { texts.append((text, stack)) }
            guard let close = rest[open...].firstIndex(of: ">") else { break }
            let tag = rest[rest.index(after: open)..<close]
            rest = rest[rest.index(after: close)...]
            if tag.hasPrefix("/") {
                let name = tag.dropFirst().lowercased()
                if let index = stack.lastIndex(where: { $0.tag == name }) { stack.removeSubrange(index...) }
                continue
            }
            if tag.hasPrefix("!") { continue }
            if tag.hasPrefix("style") || tag.hasPrefix("script"), let end = rest.range(of: "</" + tag.prefix { $0.isLetter } + ">") {
                rest = rest[end.upperBound...]
                continue
            }
            let element = Self.element(tag)
            elements.append(element)
            if !tag.hasSuffix("/") && !Self.voidTags.contains(element.tag) { stack.append(element) }
        }
    }

    private static func element(_ tag: Substring) -> Element {
        let name = String(tag.prefix { !$0.isWhitespace && $0 != "/" }).lowercased()
        var attributes: [String: String] = [:]
        for match in tag.matches(of: /([a-zA-Z-]+)="([^"]*)"/) { attributes[String(match.1)] = unescape(String(match.2)) }
        return Element(tag: name, attributes: attributes)
    }

    private static func unescape(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(of: "&amp;", with: "&")
    }

    /// The texts shown, in order.
    var shownTexts: [String] { texts.map(\.text) }

    /// `style` with `var(--sdui-cN)` replaced by the colour's light value.
    func resolved(_ style: String) -> String {
        var output = style
        for (name, value) in variables { output = output.replacingOccurrences(of: "var(\(name))", with: value) }
        return output
    }

    /// The resolved inline styles of the elements around the first run of `text`, innermost
    /// first (nil when the text is not shown).
    func styles(around text: String) -> [String]? {
        texts.first { $0.text == text }.map { $0.ancestors.reversed().map { resolved($0.style) } }
    }

    /// Whether a declaration (`color:#007aff`) is in the style of an element around `text`.
    func text(_ text: String, hasStyle declaration: String) -> Bool {
        styles(around: text)?.contains { $0.split(separator: ";").contains { $0 == declaration } } ?? false
    }

    /// The elements with the class.
    func elements(withClass name: String) -> [Element] { elements.filter { $0.classes.contains(name) } }

    /// Every colour written in an element's inline style, resolved to hex.
    var colorsUsed: Set<String> {
        Set(elements.flatMap { element in resolved(element.style).matches(of: /#[0-9a-f]{6,8}/).map { String($0.0) } })
    }
}
