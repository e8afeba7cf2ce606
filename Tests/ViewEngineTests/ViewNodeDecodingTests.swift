import Testing
import TestSupport

@testable import ViewEngine

@Suite struct ViewNodeDecodingTests {
    /// A minimal valid JSON of each node type, exercising its props.
    static let examples: [NodeKind: String] = [
        .vstack: #"{"type": "vstack", "props": {"spacing": 8, "alignment": "leading"}, "children": [{"type": "text", "props": {"content": "a"}}]}"#,
        .hstack: #"{"type": "hstack", "props": {"spacing": 4, "alignment": "top"}, "children": []}"#,
        .zstack: #"{"type": "zstack", "props": {"alignment": "bottomTrailing"}, "children": []}"#,
        .scroll: #"{"type": "scroll", "props": {"axis": "horizontal", "showsIndicators": false}, "children": []}"#,
        .list: #"{"type": "list", "props": {"items": "$.results", "separator": true, "itemTemplate": {"type": "text", "props": {"content": "$.item.name"}}}}"#,
        .lazyVStack: #"{"type": "lazy_vstack", "props": {"spacing": 2}, "children": []}"#,
        .lazyHStack: #"{"type": "lazy_hstack", "children": []}"#,
        .spacer: #"{"type": "spacer", "props": {"minLength": 10}}"#,
        .grid: #"{"type": "grid", "props": {"columns": 3, "spacing": 8}, "children": []}"#,
        .text: #"{"type": "text", "props": {"content": "Hello", "lineLimit": 2}}"#,
        .image: #"{"type": "image", "props": {"source": "$.art", "resizable": true, "aspectRatio": 1, "contentMode": "fill"}}"#,
        .divider: #"{"type": "divider"}"#,
        .progress: #"{"type": "progress", "props": {"label": "Loading…"}}"#,
        .button: #"{"type": "button", "props": {"label": "Go", "action": {"actionType": "dismiss"}, "role": "cancel"}}"#,
        .navigationLink: #"{"type": "navigation_link", "props": {"destination": "detail", "params": {"id": "$.item.id"}, "label": "Open"}}"#,
        .textField: #"{"type": "text_field", "props": {"placeholder": "Name", "binding": "$.name", "onSubmit": {"actionType": "reload"}}}"#,
        .searchBar: #"{"type": "search_bar", "props": {"placeholder": "Search", "binding": "$.env.query"}}"#,
        .toggle: #"{"type": "toggle", "props": {"label": "Verse numbers", "binding": "$.env.settings.showNumbers", "onChange": {"actionType": "custom", "event": "saveSettings"}}}"#,
        .slider: #"{"type": "slider", "props": {"binding": "$.size", "min": 12, "max": 32, "step": 1, "label": "Text size"}}"#,
        .picker: #"{"type": "picker", "props": {"binding": "$.translation", "label": "Translation", "pickerStyle": "segmented", "options": [{"title": "WEB", "value": "web"}, {"title": "KJV", "value": "kjv"}]}}"#,
        .shareLink: #"{"type": "share_link", "props": {"text": "$.verse.text", "title": "$.verse.reference", "label": "Share", "snapshot": "card"}}"#,
        .tabView: #"{"type": "tab_view", "props": {"tabs": [{"title": "A", "icon": "star", "screen": "a"}]}}"#,
        .navigationStack: #"{"type": "navigation_stack", "props": {"root": {"type": "text", "props": {"content": "x"}}}}"#,
        .screen: #"{"type": "screen", "props": {"title": "$.title", "titleDisplayMode": "inline", "onLoad": {"actionType": "api", "endpoint": "/x", "resultKey": "r"}}, "children": []}"#,
        .sheet: #"{"type": "sheet", "props": {"isPresented": "$.showInfo", "content": {"type": "text", "props": {"content": "x"}}}}"#,
        .component: #"{"type": "component", "props": {"name": "card", "parameters": {"podcast": "$.item"}}}"#,
        .custom: #"{"type": "custom", "props": {"viewId": "map", "data": {"lat": 1}}}"#,
    ]

    @Test func everyNodeKindHasAnExample() {
        #expect(Set(Self.examples.keys) == Set(NodeKind.allCases))
    }

    @Test(arguments: NodeKind.allCases)
    func decodesEveryNodeKindWithoutDiagnostics(kind: NodeKind) throws {
        let (node, diagnostics) = try decodeNode(Self.examples[kind]!)
        #expect(node.kind == kind)
        #expect(diagnostics.isEmpty, "\(diagnostics.all)")
        let spec = NodeCatalog.spec(for: kind)
        for entry in node.props.entries {
            #expect(spec.prop(named: entry.name) != nil)
        }
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
        #expect(node.inlineStyle?.padding == EdgeInsets(all: 4))
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

    @Test func aMissingPropsSummaryKeepsItsInitialism() throws {
        let (_, diagnostics) = try decodeNode(#"{"type": "image"}"#)
        #expect(diagnostics.messages.first?.hasPrefix("'image' needs the property 'source' (URL, `system:<SF Symbol>`") == true)
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
