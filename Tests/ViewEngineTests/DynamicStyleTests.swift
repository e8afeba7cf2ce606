import Testing
import TestSupport

@testable import ViewEngine

/// Inline style values bound to data: decoded and checked like written ones, evaluated per
/// render, and falling back to the static style (with a runtime issue) when data does not fit.
@Suite struct DynamicStyleTests {
    let theme = Theme(colors: ["gold": ResolvedColor(light: RGBA(hex: "#C9A227")!)])

    @Test func boundValuesAreKeptApartFromTheStaticStyle() throws {
        let (node, diagnostics) = try decodeNode(#"{"type": "text", "content": "x", "inlineStyle": {"fontSize": "$.env.settings.fontSize", "padding": 8, "foregroundColor": "$.item.color | default:gold"}}"#)
        #expect(diagnostics.isEmpty)
        #expect(node.styleBindings.map(\.name) == ["fontSize", "foregroundColor"])
        #expect(node.inlineStyle.map(Theme().resolve)?.padding == EdgeInsets(all: 8))
        #expect(node.inlineStyle?.has(.fontSize) == false)
    }

    @Test func bindingsAreCheckedWhereTheyAreWritten() throws {
        let (_, syntax) = try decodeNode(#"{"type": "text", "content": "x", "inlineStyle": {"fontSize": "$.size >"}}"#)
        #expect(syntax.errors.count == 1)
        #expect(syntax.errors.first?.path?.description == "$.inlineStyle.fontSize")
        let (_, nested) = try decodeNode(#"{"type": "text", "content": "x", "inlineStyle": {"padding": {"top": "$.pad"}}}"#)
        #expect(nested.messages == [#"bind the whole 'padding' ("padding": "$.path" giving a value of its shape), not a part of it"#])
        let (_, unknown) = try decodeNode(#"{"type": "text", "content": "x", "inlineStyle": {"fontSzie": "$.size"}}"#)
        #expect(unknown.codes == [.unknownProperty])
        var decoder = SchemaDecoder()
        _ = decoder.theme(try document(#"{"presets": {"body": {"fontSize": "$.env.size"}}}"#).root)
        #expect(decoder.diagnostics.codes == [.boundPresetValue])
    }

    @Test func boundValuesApplyAtResolveTime() throws {
        let json = #"{"type": "text", "content": "x", "style": "body", "inlineStyle": {"fontSize": "$.env.fontSize", "foregroundColor": "$.color", "padding": 4}}"#
        let node = try #require(try resolve(json: json, data: ["env": ["fontSize": 24], "color": "gold"], theme: theme))
        #expect(node.style.font?.size == 24)
        #expect(node.style.foregroundColor == ResolvedColor(light: RGBA(hex: "#C9A227")!))
        #expect(node.style.padding == EdgeInsets(all: 4))
        let larger = try #require(try resolve(json: json, data: ["env": ["fontSize": 30], "color": "#FF0000"], theme: theme))
        #expect(larger.style.font?.size == 30)
        #expect(larger.style.foregroundColor?.light == RGBA(hex: "#FF0000"))
    }

    @Test func badValuesFallBackToTheStaticStyleAndAreReported() throws {
        let issues = RuntimeIssueLog()
        let json = #"{"type": "text", "content": "x", "inlineStyle": {"fontSize": "$.size", "foregroundColor": "$.color", "opacity": "$.opacity"}}"#
        let node = try #require(try resolve(json: json, data: ["size": "big", "color": "goldd", "opacity": 2], theme: theme, issues: issues))
        #expect(node.style.font == nil)
        #expect(node.style.foregroundColor == nil)
        #expect(node.style.opacity == nil)
        #expect(issues.all.map(\.description) == [
            #"test.json:1:62: warning: inlineStyle 'fontSize' is bound to $.size, which is "big": 'fontSize' must be a number, found a string; the static style is used at $.inlineStyle.fontSize [SDUI1001]"#,
            #"test.json:1:91: warning: inlineStyle 'foregroundColor' is bound to $.color, which is "goldd": unknown colour 'goldd' (did you mean 'gold'?); the static style is used at $.inlineStyle.foregroundColor [SDUI1001]"#,
            #"test.json:1:113: warning: inlineStyle 'opacity' is bound to $.opacity, which is 2: 'opacity' must be between 0 and 1, found 2; the static style is used at $.inlineStyle.opacity [SDUI1001]"#,
        ])
        _ = try #require(try resolve(json: json, data: ["size": "big", "color": "goldd", "opacity": 2], theme: theme, issues: issues))
        #expect(issues.all.count == 3, "reported once, not per render")
        let loading = RuntimeIssueLog()
        let missing = try #require(try resolve(json: #"{"type": "text", "content": "x", "inlineStyle": {"fontSize": "$.size", "padding": 2}}"#, data: [:], theme: theme, issues: loading))
        #expect(missing.style.padding == EdgeInsets(all: 2))
        #expect(missing.style.font == nil)
        #expect(loading.all.isEmpty, "data not loaded yet is not a problem")
    }

    @Test func eachListRowUsesItsOwnItem() throws {
        let json = #"{"type": "list", "props": {"items": "$.tags", "itemTemplate": {"type": "text", "content": "$.item.name", "inlineStyle": {"backgroundColor": "$.item.color"}}}}"#
        guard case .list(let list) = try #require(try resolve(json: json, data: ["tags": [["name": "a", "color": "red"], ["name": "b", "color": "#00FF00"]]], theme: theme)).content else {
            Issue.record("not a list")
            return
        }
        #expect(list.rows.row(at: 0)?.style.backgroundColor == SystemColors.all["red"])
        #expect(list.rows.row(at: 1)?.style.backgroundColor?.light == RGBA(hex: "#00FF00"))
    }

    @Test func componentUseSitesMayBindTheirStyle() throws {
        let (body, _) = try decodeNode(#"{"type": "text", "content": "$.label", "inlineStyle": {"fontSize": 12}}"#)
        let components = ["tag": ComponentDefinition(name: "tag", parameters: ["label"], body: body)]
        let (use, _) = try decodeNode(#"{"type": "component", "name": "tag", "parameters": {"label": "x"}, "inlineStyle": {"fontSize": "$.size"}}"#)
        let node = Resolver(theme: theme, components: components, environment: .fixed()).resolve(use, in: DataContext(root: ["size": 19]))
        #expect(node?.style.font?.size == 19)
    }

    @Test func staticStylesAreStillSharedAcrossRenders() throws {
        let (node, _) = try decodeNode(#"{"type": "text", "content": "x", "inlineStyle": {"padding": 3}}"#)
        let resolver = Resolver(theme: theme, environment: .fixed())
        let first = try #require(resolver.resolve(node, in: DataContext()))
        let second = try #require(resolver.resolve(node, in: DataContext()))
        #expect(first.sharedStyle === second.sharedStyle)
    }
}
