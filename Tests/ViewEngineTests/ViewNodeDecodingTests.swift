import Testing
import TestSupport

@testable import ViewEngine

@Suite struct ViewNodeDecodingTests {
    /// Every type's catalogue example decodes without a diagnostic, and only into props its
    /// spec declares.
    @Test(arguments: NodeKind.allCases)
    func decodesEveryNodeKindsExampleWithoutDiagnostics(kind: NodeKind) throws {
        let spec = NodeCatalog.spec(for: kind)
        let (node, diagnostics) = try decodeNode(spec.example)
        #expect(diagnostics.isEmpty, "\(diagnostics.all)")
        var found = false
        func visit(_ node: ViewNode) {
            if node.kind == kind {
                found = true
                for entry in node.props.entries { #expect(spec.prop(named: entry.name) != nil) }
            }
            node.children.forEach(visit)
            for entry in node.props.entries { if case .node(let child) = entry.value { visit(child) } }
        }
        visit(node)
        #expect(found, "the example of '\(kind.name)' does not use it")
    }

    @Test(arguments: [("VStack", NodeKind.vstack), ("scrollView", .scroll), ("lazyVStack", .lazyVStack), ("LazyHStack", .lazyHStack),
        ("Lazy_VStack", .lazyVStack), ("TextField", .textField), ("NavigationLink", .navigationLink), ("LazyVGrid", .grid),
        ("ProgressView", .progress), ("TEXT", .text), ("tabView", .tabView), ("NavigationView", .navigationStack)])
    func typeNamesAreCaseInsensitiveWithAliases(name: String, kind: NodeKind) {
        #expect(NodeCatalog.kind(named: name) == kind)
    }

    @Test func decodesAllTopLevelFields() throws {
        let (node, diagnostics) = try decodeNode(
            #"{"type": "vstack", "id": "root", "style": "card", "inlineStyle": {"padding": 4}, "condition": "$.show == true", "children": [], "props": {"spacing": 3}}"#)
        #expect(diagnostics.isEmpty)
        #expect(node.id == "root")
        #expect(node.style == "card")
        #expect(node.inlineStyle.map(Theme().resolve)?.padding == EdgeInsets(all: 4))
        #expect(node.condition?.source == "$.show == true")
        guard case .value(.constant(.number(3)))? = node.props["spacing"] else {
            Issue.record("spacing not decoded")
            return
        }
    }

    @Test func acceptsPropsWrittenOnTheNodeItself() throws {
        let (node, diagnostics) = try decodeNode(#"{"type": "text", "content": "Hi"}"#)
        #expect(diagnostics.isEmpty)
        #expect(node.props["content"] != nil)
    }

    @Test func unknownTypeIsAnErrorWithSuggestionLocationAndPath() throws {
        let text = "{\"type\": \"vstack\", \"children\": [\n  {\"type\": \"text\", \"content\": \"a\"},\n  {\"type\": \"vstak\"}\n]}"
        var decoder = SchemaDecoder()
        let node = decoder.node(try document(text, file: "screens/browse.json").root)
        let error = try #require(decoder.diagnostics.errors.first)
        #expect(error.code == .unknownNodeType)
        #expect(error.description == "screens/browse.json:3:3: error: unknown node type 'vstak' (did you mean 'vstack'?) at $.children[1] [SDUI0202]")
        #expect(node.children[1].kind == nil)
        #expect(node.children[1].unknownType == "vstak")
        #expect(node.children[1].problem == error)
    }

    @Test func unknownPropsAreWarningsWithSuggestions() throws {
        let (_, diagnostics) = try decodeNode(#"{"type": "text", "props": {"content": "a", "lineLimt": 2}}"#)
        #expect(diagnostics.errors.isEmpty)
        #expect(diagnostics.warnings.map(\.code) == [.unknownProperty])
        #expect(diagnostics.warnings.first?.message.hasSuffix("(did you mean 'lineLimit'?)") == true)
        #expect(diagnostics.warnings.first?.path?.description == "$.props.lineLimt")
    }

    @Test func wrongValueTypesAreErrors() throws {
        let (_, diagnostics) = try decodeNode(
            #"{"type": "vstack", "props": {"spacing": "wide", "alignment": "middle"}, "children": {"type": "text"}}"#)
        #expect(diagnostics.all.map { "\($0.code) \($0.path!)" } == [
            "SDUI0201 $.props.spacing", "SDUI0213 $.props.alignment", "SDUI0201 $.children",
        ])
    }

    @Test func missingRequiredPropsAreErrors() throws {
        let (_, diagnostics) = try decodeNode(#"{"type": "list", "props": {"items": "$.x"}}"#)
        #expect(diagnostics.codes == [.missingMember])
        #expect(diagnostics.messages.first?.hasPrefix("'list' needs the property 'itemTemplate'") == true)
    }

    @Test func aSummaryQuotedMidSentenceKeepsItsInitialism() {
        // "needs the property 'source' (URL, …)", never "(uRL, …)".
        #expect("URL, `system:<SF Symbol>` or a symbol name".lowercasedFirst == "URL, `system:<SF Symbol>` or a symbol name")
        #expect("The label".lowercasedFirst == "the label")
        #expect("A".lowercasedFirst == "a")
    }

    @Test func missingTypeAndNonObjectsAreErrors() throws {
        #expect(try decodeNode(#"{"props": {}}"#).1.codes == [.missingNodeType])
        #expect(try decodeNode("42").1.codes == [.wrongType])
    }

    @Test func malformedConditionsAndUnknownTransformsAreErrors() throws {
        let (_, bad) = try decodeNode(#"{"type": "text", "condition": "$.a ==", "props": {"content": "$.x | upcase"}}"#)
        #expect(Set(bad.codes) == [.invalidExpression, .unknownTransform])
        #expect(bad.messages.contains { $0.contains("unknown transform 'upcase'") && $0.contains("did you mean 'uppercase'") })
    }

    @Test func duplicateKeysAreWarnings() throws {
        let (_, diagnostics) = try decodeNode(#"{"type": "text", "id": "a", "id": "b", "props": {"content": "x"}}"#)
        #expect(diagnostics.codes == [.duplicateKey])
    }

    @Test func aPropWrittenTwiceOnTheNodeIsFoundAmongFewOrThousands() throws {
        for count in [3, SchemaDecoder.searchedKeys, 5_000] {
            let props = (0..<count).map { #""p\#($0)": 1"# }.joined(separator: ", ")
            // One repeat of the first, one of the last: in the searched part and past it.
            let (_, diagnostics) = try decodeNode(#"{"type": "text", "content": "x", \#(props), "p0": 2, "content": "y", "p\#(count - 1)": 3}"#)
            #expect(diagnostics.all.filter { $0.code == .duplicateKey }.map(\.message) == [
                SchemaDecoder.duplicateKeyMessage("p0"), SchemaDecoder.duplicateKeyMessage("content"), SchemaDecoder.duplicateKeyMessage("p\(count - 1)"),
            ], "\(count) props")
            #expect(diagnostics.all.count { $0.code == .unknownProperty } == count + 2, "each unknown prop, repeats too")
        }
    }

    @Test func childrenOnLeafTypesAreIgnoredWithAWarning() throws {
        let (node, diagnostics) = try decodeNode(#"{"type": "divider", "children": [{"type": "text", "content": "x"}]}"#)
        #expect(node.children.isEmpty)
        #expect(diagnostics.codes == [.childrenIgnored])
    }

    @Test func deepViewNestingIsAnError() throws {
        let depth = 200
        let text = String(repeating: #"{"type": "vstack", "children": ["#, count: depth) + String(repeating: "]}", count: depth)
        let (_, diagnostics) = try decodeNode(text)
        #expect(diagnostics.codes.contains(.nestingTooDeep))
    }

    @Test func buttonLabelTextIsShorthandForATextNode() throws {
        let (node, _) = try decodeNode(#"{"type": "button", "props": {"label": "Retry"}}"#)
        guard case .node(let label)? = node.props["label"] else {
            Issue.record("label is not a node")
            return
        }
        #expect(label.kind == .text)
    }

    @Test func twoWayBindingsMustBePlainPaths() throws {
        let (_, diagnostics) = try decodeNode(#"{"type": "text_field", "props": {"binding": "$.q | uppercase"}}"#)
        #expect(diagnostics.codes == [.notAPlainPath])
    }
}
