import Testing

@testable import ViewEngine

/// Inline styles written alike are decoded once and shared (``InlineStyleTable``), and the
/// resolver's memo in front of its style cache (``StyleCache``) never hands one node another's
/// style. Sharing must not change a diagnostic or a resolved value.
@Suite struct SharedStyleTests {
    private func children(_ json: String) throws -> ([ViewNode], Diagnostics) {
        let (node, diagnostics) = try decodeNode(json)
        return (node.children, diagnostics)
    }

    /// A vstack of two texts, "a" on line 2 and "b" on line 3, with the inline styles `first` and
    /// `second` (JSON objects, `first` again when nil), each starting at column 50.
    private func twoTexts(_ first: String, _ second: String? = nil) throws -> ([ViewNode], Diagnostics) {
        try children("""
            {"type": "vstack", "children": [
              {"type": "text", "content": "a", "inlineStyle": \(first)},
              {"type": "text", "content": "b", "inlineStyle": \(second ?? first)}
            ]}
            """)
    }

    @Test func stylesWrittenAlikeShareOneSheetWhateverTheLayout() throws {
        let (nodes, diagnostics) = try children(
            #"""
            {"type": "vstack", "children": [
              {"type": "text", "content": "a", "inlineStyle": {"padding": 4, "foregroundColor": "#333333"}},
              {"type": "text", "content": "b", "inlineStyle": {
                  "padding": 4,
                  "foregroundColor": "#333333"}},
              {"type": "text", "content": "c", "inlineStyle": {"padding": 5, "foregroundColor": "#333333"}},
              {"type": "text", "content": "d", "inlineStyle": {"foregroundColor": "#333333", "padding": 4}}
            ]}
            """#)
        #expect(diagnostics.isEmpty)
        let boxes = nodes.map(\.inlineStyleStorage)
        #expect(boxes[0] != nil && boxes[0] === boxes[1])
        // A different value, or the same members in another order, is another style.
        #expect(boxes[2] !== boxes[0] && boxes[3] !== boxes[0])
        let resolved = nodes.map { $0.inlineStyle.map(Theme().resolve) }
        #expect(resolved[1]?.padding == EdgeInsets(all: 4))
        #expect(resolved[2]?.padding == EdgeInsets(all: 5))
        #expect(resolved[3]?.padding == resolved[0]?.padding && resolved[3]?.foregroundColor == resolved[0]?.foregroundColor)
    }

    @Test func aStyleWithADiagnosticIsReportedWhereverItIsWritten() throws {
        let (nodes, diagnostics) = try twoTexts(#"{"paddin": 4}"#)
        #expect(diagnostics.codes == [.unknownProperty, .unknownProperty])
        #expect(diagnostics.all.map(\.location) == [SourceLocation(line: 2, column: 52), SourceLocation(line: 3, column: 52)])
        #expect(diagnostics.all.map { $0.path?.description } == ["$.children[0].inlineStyle.paddin", "$.children[1].inlineStyle.paddin"])
        #expect(nodes[0].inlineStyleStorage !== nodes[1].inlineStyleStorage)
    }

    @Test func boundStylesAreNotSharedAndKeepTheirOwnPositions() throws {
        let (nodes, diagnostics) = try twoTexts(#"{"fontSize": "$.size"}"#)
        #expect(diagnostics.isEmpty)
        #expect(nodes.map { $0.styleBindings.first?.source.location } == [SourceLocation(line: 2, column: 64), SourceLocation(line: 3, column: 64)])
    }

    @Test func stringsWrittenWithEscapesAreComparedAsWritten() throws {
        let (nodes, _) = try twoTexts(#"{"font": "body"}"#, #"{"font": "bod\u0079"}"#)
        #expect(nodes[0].inlineStyleStorage !== nodes[1].inlineStyleStorage)
        #expect(nodes[1].inlineStyle?.fontName == "body")
    }

    /// More distinct styles than the memo has slots, resolved in turn and again: each node
    /// always gets its own style back.
    @Test func theStyleMemoNeverMixesUpStyles() throws {
        let texts = (0..<150).map { #"{"type": "text", "content": "t", "inlineStyle": {"padding": \#($0)}}"# }
        let (stack, diagnostics) = try decodeNode(#"{"type": "vstack", "children": [\#(texts.joined(separator: ","))]}"#)
        #expect(diagnostics.isEmpty)
        let resolver = Resolver(theme: Theme(), environment: .fixed())
        for _ in 0..<3 {
            guard case .stack(let resolved) = try #require(resolver.resolve(stack, in: DataContext())).content else {
                Issue.record("not a stack")
                return
            }
            #expect(resolved.children.map(\.style.padding) == (0..<150).map { EdgeInsets(all: Double($0)) })
        }
        // One node alone, then with a preset: two different styles from the same box.
        var node = stack.children[7]
        let plain = try #require(resolver.resolve(node, in: DataContext()))
        node.style = "title"
        let preset = try StyleSheet.decoded(#"{"cornerRadius": 30}"#)
        let themed = Resolver(theme: Theme(presets: ["title": preset]), environment: .fixed())
        #expect(try #require(themed.resolve(node, in: DataContext())).style.cornerRadius == 30)
        #expect(plain.style.cornerRadius == nil)
        #expect(try #require(resolver.resolve(node, in: DataContext())).style.cornerRadius == nil)
    }
}
