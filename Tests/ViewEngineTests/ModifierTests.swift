import Testing
import TestSupport

@testable import ViewEngine

/// The `modifiers` list: decoded against each modifier's descriptor with located errors,
/// resolved in order, bound arguments checked on every render.
@Suite struct ModifierTests {
    let theme = Theme(colors: ["gold": ResolvedColor(light: RGBA(hex: "#C9A227")!)])

    func resolve(_ json: String, data: JSONValue = [:], issues: RuntimeIssueLog = RuntimeIssueLog()) throws -> RenderNode {
        let node = try TestSupport.resolve(json: json, data: data, theme: theme, issues: issues)
        return try #require(node)
    }

    @Test func modifiersResolveInTheOrderWritten() throws {
        let node = try resolve(#"{"type": "text", "content": "x", "modifiers": [{"padding": 10}, {"background": "gold"}, {"padding": {"top": 4}}, {"shadow": {"radius": 4, "y": 2}}]}"#)
        let described = node.modifiers.map { String(describing: $0) }
        #expect(described.count == 4)
        guard node.modifiers.count == 4,
            case .layout(.padding(let first)) = node.modifiers[0], case .drawing(.background(.color(let color))) = node.modifiers[1],
            case .layout(.padding(let second)) = node.modifiers[2], case .drawing(.shadow(let shadow)) = node.modifiers[3]
        else {
            Issue.record("unexpected modifiers \(described)")
            return
        }
        #expect(first == EdgeInsets(all: 10))
        #expect(color.light == RGBA(hex: "#C9A227"))
        #expect(second == EdgeInsets(top: 4))
        #expect(shadow.radius == 4 && shadow.y == 2)
    }

    @Test func unknownNamesAndWrongTypesAreLocatedWithSuggestions() throws {
        let (_, unknown) = try decodeNode(#"{"type": "text", "content": "x", "modifiers": [{"padding": 8}, {"bold": true}, {"paddng": 4}]}"#)
        #expect(unknown.all.map(\.description) == [
            "test.json:1:81: error: unknown modifier 'paddng' (did you mean 'padding'?) at $.modifiers[2] [SDUI0217]"
        ])
        let (_, wrongType) = try decodeNode(#"{"type": "text", "content": "x", "modifiers": [{"blur": "soft"}, {"shadow": {"radius": -1}}, {"frame": {"widht": 4}}]}"#)
        #expect(wrongType.all.map(\.description) == [
            "test.json:1:57: error: 'blur' must be a number, found a string at $.modifiers[0].blur [SDUI0201]",
            "test.json:1:88: error: 'shadow' argument 'radius' must not be negative, found -1 at $.modifiers[1].shadow.radius [SDUI0211]",
            "test.json:1:105: error: 'frame' has no argument 'widht' (did you mean 'width'?); it takes width, height, minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight, alignment at $.modifiers[2].frame.widht [SDUI0218]",
        ])
        let (_, shape) = try decodeNode(#"{"type": "text", "content": "x", "modifiers": [{"clipShape": "circel"}, {"opacity": 2}, {"padding": 1, "blur": 2}]}"#)
        #expect(shape.messages == [
            "'clipShape' must be one of rectangle, roundedRectangle, circle, ellipse, capsule or {\"roundedRectangle\": cornerRadius}, found 'circel' (did you mean 'circle'?)",
            "'opacity' must be between 0 and 1, found 2",
            "a modifier is an object with one key, its name ({\"padding\": 8}), found 2 keys",
        ])
    }

    @Test func requiredArgumentsAndDefaults() throws {
        let (_, missing) = try decodeNode(#"{"type": "text", "content": "x", "modifiers": [{"border": {"width": 2}}]}"#)
        #expect(missing.messages == ["'border' needs its argument 'color' (colour)"])
        let node = try resolve(#"{"type": "text", "content": "x", "modifiers": [{"border": {"color": "gold"}}, {"padding": true}, {"hidden": false}]}"#)
        guard node.modifiers.count == 2, case .drawing(.border(_, let width)) = node.modifiers[0], case .layout(.padding(let insets)) = node.modifiers[1] else {
            Issue.record("unexpected \(node.modifiers)")
            return
        }
        #expect(width == 1, "the descriptor's default")
        #expect(insets == EdgeInsets(all: 16), "SwiftUI's default padding")
    }

    @Test func boundArgumentsAreCheckedOnEveryRender() throws {
        let json = #"{"type": "text", "content": "x", "modifiers": [{"opacity": "$.fade"}, {"accessibilityLabel": "Play ${$.title}"}, {"hidden": "$.isHidden"}]}"#
        let issues = RuntimeIssueLog()
        let good = try resolve(json, data: ["fade": 0.5, "title": "Song", "isHidden": false], issues: issues)
        guard good.modifiers.count == 2, case .effect(.opacity(let opacity)) = good.modifiers[0], case .accessibility(.label(let label)) = good.modifiers[1] else {
            Issue.record("unexpected \(good.modifiers)")
            return
        }
        #expect(opacity == 0.5)
        #expect(label == "Play Song")
        #expect(issues.all.isEmpty)
        let bad = try resolve(json, data: ["fade": "dim", "title": "Song", "isHidden": true], issues: issues)
        #expect(bad.modifiers.count == 2, "the bad opacity is left out, hidden applies")
        #expect(issues.all.map(\.description) == [
            #"test.json:1:60: warning: modifier 'opacity' argument 'value' is bound to a value that is "dim": the value must be a number, found a string; the modifier is not applied at $.modifiers[0].opacity [SDUI1001]"#
        ])
        let loading = try resolve(json, data: [:], issues: issues)
        #expect(loading.modifiers.count == 1, "only the label, whose text interpolates nothing")
        #expect(issues.all.count == 1, "missing data is not a problem")
    }

    @Test func viewsAndGradientsAsArguments() throws {
        let node = try resolve(#"""
            {"type": "text", "content": "x", "modifiers": [
              {"overlay": {"content": {"view": {"type": "text", "content": "$.badge"}}, "alignment": "topTrailing"}},
              {"background": {"linearGradient": {"colors": ["gold", "#000000"], "startPoint": "leading", "endPoint": "trailing"}}},
              {"clipShape": {"roundedRectangle": {"cornerRadius": 12, "style": "circular"}}}
            ]}
            """#, data: ["badge": "NEW"])
        guard node.modifiers.count == 3, case .drawing(.overlay(.view(let badge, let alignment))) = node.modifiers[0],
            case .drawing(.background(.gradient(let gradient))) = node.modifiers[1], case .drawing(.clipShape(let shape)) = node.modifiers[2]
        else {
            Issue.record("unexpected \(node.modifiers)")
            return
        }
        guard case .text(let text) = badge.content else { Issue.record("not text"); return }
        #expect(text.content == "NEW")
        #expect(alignment == RenderNode.Alignment(horizontal: .trailing, vertical: .top))
        #expect(gradient.kind == .linear(start: AnchorPoint(x: 0, y: 0.5), end: AnchorPoint(x: 1, y: 0.5)))
        #expect(gradient.stops.map(\.color.light) == [RGBA(hex: "#C9A227")!, RGBA(hex: "#000000")!])
        #expect(shape == .roundedRectangle(cornerRadius: 12, style: .circular))
    }

    @Test func scrollDismissesKeyboardTakesSwiftUIsModes() throws {
        let node = try resolve(#"{"type": "scroll", "children": [], "modifiers": [{"scrollDismissesKeyboard": "interactively"}]}"#)
        guard case .input(.scrollDismissesKeyboard(let mode))? = node.modifiers.first else {
            Issue.record("unexpected \(node.modifiers)")
            return
        }
        #expect(mode == .interactively)
        let (_, diagnostics) = try decodeNode(#"{"type": "scroll", "children": [], "modifiers": [{"scrollDismissesKeyboard": "interactive"}]}"#)
        #expect(diagnostics.codes == [.invalidChoice])
        #expect(diagnostics.all.first?.path?.description == "$.modifiers[0].scrollDismissesKeyboard")
        #expect(diagnostics.all.first?.message.contains("did you mean 'interactively'?") == true)
    }

    @Test func staticListsAreBuiltOncePerNode() throws {
        let (node, _) = try decodeNode(#"{"type": "text", "content": "x", "modifiers": [{"padding": 4}, {"foregroundStyle": "gold"}]}"#)
        let resolver = Resolver(theme: theme, environment: .fixed())
        _ = resolver.resolve(node, in: DataContext(root: [:]))
        let box = try #require(node.modifiersStorage)
        #expect(resolver.modifierLists.cached(box)?.count == 2)
        let (bound, _) = try decodeNode(#"{"type": "text", "content": "x", "modifiers": [{"padding": "$.pad"}]}"#)
        _ = resolver.resolve(bound, in: DataContext(root: ["pad": 3]))
        #expect(resolver.modifierLists.cached(try #require(bound.modifiersStorage)) == nil, "bound lists are built per render")
    }

    @Test func everyDescriptorIsCompleteAndItsExampleDecodes() throws {
        #expect(Set(ModifierCatalog.names).count == ModifierCatalog.names.count, "a name is used twice")
        for descriptor in ModifierCatalog.all {
            #expect(!descriptor.summary.isEmpty, "\(descriptor.name) has no summary")
            if descriptor.web.level != "full" { #expect(descriptor.web.note?.isEmpty == false, "\(descriptor.name): \(descriptor.web.level) without a note") }
            let json = #"{"type": "text", "content": "x", "modifiers": ["# + descriptor.example + "]}"
            let (node, diagnostics) = try decodeNode(json)
            #expect(diagnostics.isEmpty, "\(descriptor.name)'s example: \(diagnostics.messages)")
            #expect(node.modifiers.first?.descriptor.name == descriptor.name, "\(descriptor.name)'s example is for another modifier")
            let resolved = Resolver(theme: theme, environment: .fixed()).resolve(node, in: DataContext(root: [:]))
            #expect(resolved?.modifiers.count == 1, "\(descriptor.name)'s example resolves to nothing")
        }
    }
}
