import ViewEngine

/// Markup for places where HTML allows phrasing content only: the label inside a `<button>` or
/// a `<summary>`. A SwiftUI label can be any view (a card of stacks, a heading), which the node
/// writer draws with `<div>`s and other flow elements; inside a button those are invalid HTML
/// (the Nu HTML Checker rejects them and a parser may move them out of the button).
enum PhrasingMarkup {
    /// Elements allowed only where flow content is, which a label may contain, and whose only
    /// default style is `display:block`: written as `<span>` with ``blockAttribute``, which the
    /// base stylesheet displays as a block, so the label looks as it did. (Headings, lists and
    /// paragraphs have default fonts and margins, and interactive elements behaviour, that a
    /// span would lose: the Nu HTML Checker's test reports them if a label ever holds one.)
    static let flowOnlyTags: Set<String> = ["div", "section", "header", "footer"]
    /// Marks a `<span>` that stands for a block element: base.css displays it as a block, in a
    /// rule without specificity, so the element's own classes still decide first.
    static let blockAttribute = "data-block"

    /// `html` with every flow-only element renamed to a `<span data-block>`.
    ///
    /// A text scan is safe here because the writer escapes every attribute value and text, so
    /// `<` only ever opens a tag, and a label holds no `<style>` or `<script>`.
    static func phrasing(_ html: String) -> String {
        guard html.utf8.contains(UInt8(ascii: "<")) else { return html }
        var output = ""
        output.reserveCapacity(html.utf8.count + 64)
        var rest = Substring(html)
        while let open = rest.firstIndex(of: "<") {
            output += rest[..<open]
            var cursor = rest.index(after: open)
            let closing = cursor < rest.endIndex && rest[cursor] == "/"
            if closing { cursor = rest.index(after: cursor) }
            let nameEnd = rest[cursor...].firstIndex { !($0.isASCII && ($0.isLetter || $0.isNumber)) } ?? rest.endIndex
            let name = String(rest[cursor..<nameEnd])
            let ends = nameEnd == rest.endIndex || [" ", ">", "/"].contains(rest[nameEnd])
            if ends, flowOnlyTags.contains(name) {
                output += closing ? "</span" : "<span " + blockAttribute
            } else {
                output += rest[open..<nameEnd]
            }
            rest = rest[nameEnd...]
        }
        output += rest
        return output
    }
}

extension NodeWriter {
    /// A control's label, the node's child 0, written as phrasing content (``PhrasingMarkup``)
    /// for the `<button>` or `<summary>` that holds it.
    mutating func phrasingLabel(_ node: RenderNode, in parent: ParentLayout) -> Rendered {
        path.append(0)
        defer { path.removeLast() }
        var rendered = render(node, in: parent)
        rendered.html = PhrasingMarkup.phrasing(rendered.html)
        return rendered
    }
}
