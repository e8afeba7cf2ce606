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
    /// `<` only ever opens a tag, and a label holds no `<style>` or `<script>`. It reads bytes,
    /// not characters: every button label of every frame goes through it, and tag names are
    /// ASCII (a non-ASCII byte after a name ends it without a match, as a character would).
    static func phrasing(_ html: String) -> String {
        var text = html  // withUTF8 reads a native string's bytes in place
        let renamed: [UInt8]? = text.withUTF8 { bytes in
            var output: [UInt8] = []
            var copied = 0  // bytes before this index are in `output`
            var index = 0
            while index < bytes.count {
                guard bytes[index] == UInt8(ascii: "<") else {
                    index += 1
                    continue
                }
                var cursor = index + 1
                let closing = cursor < bytes.count && bytes[cursor] == UInt8(ascii: "/")
                if closing { cursor += 1 }
                let nameStart = cursor
                while cursor < bytes.count, isNameByte(bytes[cursor]) { cursor += 1 }
                if cursor == bytes.count || endsName(bytes[cursor]), isFlowOnly(bytes[nameStart..<cursor]) {
                    if output.isEmpty { output.reserveCapacity(bytes.count + 256) }
                    output.append(contentsOf: bytes[copied..<index])
                    output.append(contentsOf: closing ? closingSpan : openingSpan)
                    copied = cursor
                }
                index = cursor
            }
            guard copied > 0 else { return nil }
            output.append(contentsOf: bytes[copied...])
            return output
        }
        return renamed.map { String(decoding: $0, as: UTF8.self) } ?? html
    }

    private static let openingSpan = Array(("<span " + blockAttribute).utf8)
    private static let closingSpan = Array("</span".utf8)

    @inline(__always)
    private static func endsName(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/")
    }

    @inline(__always)
    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    /// ``flowOnlyTags`` as bytes, so a name is matched without making a string of it.
    private static let flowOnlyTagBytes: [[UInt8]] = flowOnlyTags.map { Array($0.utf8) }

    private static func isFlowOnly(_ name: UnsafeBufferPointer<UInt8>.SubSequence) -> Bool {
        flowOnlyTagBytes.contains { $0.elementsEqual(name) }
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
