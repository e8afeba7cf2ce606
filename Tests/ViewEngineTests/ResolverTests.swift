import Foundation
import Testing
import TestSupport

@testable import ViewEngine

@Suite struct ResolverTests {
    let environment = EvaluationEnvironment.fixed()

    @Test func falseConditionsRemoveNodes() throws {
        let node = try resolve(json: 
            #"{"type": "vstack", "children": [{"type": "text", "condition": "$.show", "content": "A"}, {"type": "text", "condition": "!$.show", "content": "B"}]}"#,
            data: ["show": true])
        #expect((node?.texts ?? []) == ["A"])
        #expect(try resolve(json: #"{"type": "text", "condition": "$.missing > 1", "content": "x"}"#) == nil)
    }

    @Test func bindingsAndTransformsAreEvaluated() throws {
        let node = try resolve(json: #"{"type": "text", "props": {"content": "$.name | uppercase", "lineLimit": 2}}"#, data: ["name": "straße"])
        guard case .text(let text)? = node?.content else {
            Issue.record("not text")
            return
        }
        #expect(text.content == "STRASSE")
        #expect(text.lineLimit == 2)
    }

    @Test func stacksCarryAlignmentSpacingAndChildren() throws {
        let node = try resolve(json: #"{"type": "hstack", "props": {"alignment": "top", "spacing": 6}, "children": [{"type": "spacer"}, {"type": "divider"}]}"#)
        guard case .stack(let stack)? = node?.content else {
            Issue.record("not a stack")
            return
        }
        #expect(stack.layout == .horizontal)
        #expect(stack.alignment.vertical == .top)
        #expect(stack.spacing == 6)
        #expect(stack.children.map(\.content.caseName) == ["spacer", "divider"])
    }

    @Test func listsBindItemAndIndexAndUseStableIds() throws {
        let node = try resolve(json: 
            #"{"type": "list", "props": {"items": "$.rows", "itemTemplate": {"type": "text", "content": "${$.index}: ${$.item.name}"}}}"#,
            data: ["rows": [["trackId": 7, "name": "a"], ["id": "x", "name": "b"], ["name": "c"]]])
        guard case .list(let list)? = node?.content else {
            Issue.record("not a list")
            return
        }
        #expect(list.rows.count == 3)
        #expect((node?.texts ?? []) == ["0: a", "1: b", "2: c"])
        #expect((0..<3).map { list.rows.id(at: $0) } == ["7", "x", "2"])
    }

    @Test func rowIdsAreUniqueWhenItemsShareOne() throws {
        let node = try resolve(json:
            #"{"type": "list", "props": {"items": "$.rows", "itemTemplate": {"type": "text", "content": "${$.item.name}"}}}"#,
            data: ["rows": [["id": "a"], ["id": "a"], ["name": "no id"], ["id": 2], ["id": "a"], ["id": "a~2"]]])
        guard case .list(let list)? = node?.content else {
            Issue.record("not a list")
            return
        }
        let ids = (0..<6).map { list.rows.id(at: $0) }
        #expect(ids == ["a", "a~2", "2", "2~2", "a~3", "a~2~2"], "the index 2 of the third row is the fourth row's id")
        #expect(Set(ids).count == ids.count)
        #expect(list.rows.row(at: 1)?.id == "a~2")
    }

    @Test func listsResolveRowsOnlyWhenAsked() throws {
        final class Counter: @unchecked Sendable {
            let lock = NSLock()
            var value = 0
            func increment() { lock.withLock { value += 1 } }
        }
        let counter = Counter()
        var registry = TransformRegistry.standard
        registry.register(Transform("spy", summary: "counts evaluations") { value, _ in
            counter.increment()
            return value
        })
        var decoder = SchemaDecoder(parser: ExpressionParser(transforms: registry))
        let node = decoder.node(try document(#"{"type": "list", "props": {"items": "$.rows", "itemTemplate": {"type": "text", "content": "$.item | spy"}}}"#).root)
        let rows: [JSONValue] = (0..<10_000).map { .number(Double($0)) }
        let resolved = Resolver(theme: Theme(), environment: environment).resolve(node, in: DataContext(["rows": .array(rows)]))
        guard case .list(let list)? = resolved?.content else {
            Issue.record("not a list")
            return
        }
        #expect(list.rows.count == 10_000)
        #expect(counter.value == 0)
        _ = list.rows.row(at: 9_999)
        #expect(counter.value == 1)
    }

    @Test func stylesMergePresetThenInlineAndResolveThemeNames() throws {
        var theme = Theme()
        theme.colors["surface"] = ResolvedColor(light: RGBA(hex: "#F2F2F7")!, dark: RGBA(hex: "#1C1C1E")!)
        theme.presets["card"] = try StyleSheet.decoded(#"{"padding": 12, "backgroundColor": "surface"}"#)
        let node = try resolve(json: #"{"type": "text", "style": "card", "inlineStyle": {"padding": 2, "foregroundColor": "secondary"}, "content": "x"}"#, theme: theme)
        #expect(node?.style.padding == EdgeInsets(all: 2))
        #expect(node?.style.backgroundColor?.dark.hex == "#1C1C1E")
        #expect(node?.style.foregroundColor == SystemColors.all["secondary"])
    }

    @Test func componentsExpandWithParametersAndDefaults() throws {
        let bundle = try loadSampleBundle()
        let resolver = Resolver(bundle: bundle, environment: environment)
        let (node, _) = try decodeNode(#"{"type": "component", "props": {"name": "podcast_card", "parameters": {"podcast": "$.p"}}}"#)
        let rendered = resolver.resolve(node, in: DataContext(["p": ["trackId": 5, "trackName": .string(String(repeating: "x", count: 40)), "artistName": "Me", "contentAdvisoryRating": "Explicit"]]))
        #expect((rendered?.texts ?? []) == [String(repeating: "x", count: 30) + "…", "Me", "E"])
        #expect(rendered?.style.cornerRadius == 10)
        #expect(rendered?.accessibility.identifier == "podcast-5")
        #expect(rendered?.onTap?.action.typeName == "navigate")
    }

    @Test func componentParametersDoNotLeakOuterValuesOfTheSameName() throws {
        let body = try decodeNode(#"{"type": "text", "content": "${$.label | default:none}"}"#).0
        let components = ["c": ComponentDefinition(name: "c", parameters: ["label"], body: body)]
        let node = try resolve(json: #"{"type": "component", "props": {"name": "c"}}"#, data: ["label": "outer"], components: components)
        #expect((node?.texts ?? []) == ["none"])
    }

    @Test func unknownNodesArePlaceholdersInDebugAndNothingInRelease() throws {
        let json = #"{"type": "vstack", "children": [{"type": "vstak"}, {"type": "text", "content": "ok"}]}"#
        guard case .stack(let debug)? = try resolve(json: json, allowingErrors: true)?.content else {
            Issue.record("not a stack")
            return
        }
        guard case .placeholder(let placeholder) = debug.children[0].content else {
            Issue.record("no placeholder")
            return
        }
        #expect(placeholder.typeName == "vstak")
        #expect(placeholder.message == "unknown node type 'vstak' (did you mean 'vstack'?)")
        guard case .stack(let release)? = try resolve(json: json, mode: .release, allowingErrors: true)?.content else {
            Issue.record("not a stack")
            return
        }
        #expect(release.children.map(\.content.caseName) == ["text"])
    }

    @Test func componentNestingStopsAtTheDepthLimit() throws {
        // c0's body is a use of c1, … c39's of c40, a text: 41 components, each one level
        // deeper, so the component limit (32) is met before the rendered-node limit (64).
        var components: [String: ComponentDefinition] = [:]
        for index in 0...40 {
            let body = index == 40 ? #"{"type": "text", "content": "end"}"# : #"{"type": "component", "props": {"name": "c\#(index + 1)"}}"#
            components["c\(index)"] = ComponentDefinition(name: "c\(index)", parameters: [], body: try decodeNode(body).0)
        }
        let node = try resolve(json: #"{"type": "component", "props": {"name": "c0"}}"#, components: components)
        guard case .placeholder(let placeholder)? = node?.content else {
            Issue.record("expected a placeholder at the limit, got \(String(describing: node?.content.caseName))")
            return
        }
        #expect(placeholder.message == "component 'c32' is nested more than 32 levels deep")
    }

    @Test func aComponentThatUsesItselfIsAPlaceholderAtOnce() throws {
        let body = try decodeNode(#"{"type": "vstack", "children": [{"type": "component", "props": {"name": "loop"}}]}"#).0
        let components = ["loop": ComponentDefinition(name: "loop", parameters: [], body: body)]
        let node = try resolve(json: #"{"type": "component", "props": {"name": "loop"}}"#, components: components)
        guard case .placeholder(let placeholder)? = node?.content else {
            Issue.record("expected a placeholder, got \(String(describing: node?.content.caseName))")
            return
        }
        #expect(placeholder.message == "component 'loop' leads into a cycle of components (SDUI0606), so it is not drawn")
    }

    @Test func imagesSourcesAreClassified() {
        #expect(ImageNode.imageSource("https://a/b.png") == .url("https://a/b.png"))
        #expect(ImageNode.imageSource("/fixtures/a.svg") == .url("/fixtures/a.svg"))
        #expect(ImageNode.imageSource("//evil.com/a.png") == .system("//evil.com/a.png"))
        #expect(ImageNode.imageSource("system:star.fill") == .system("star.fill"))
        #expect(ImageNode.imageSource("asset:logo") == .asset("logo"))
        #expect(ImageNode.imageSource("heart") == .system("heart"))
    }

    @Test func gridColumns() {
        #expect(GridColumns.read(.number(3)).columns.count == 3)
        let read = GridColumns.read([["fixed": 80], ["adaptive": 100], ["minimum": 50, "maximum": 90]])
        #expect(read.columns == [.fixed(80), .adaptive(minimum: 100, maximum: nil), .flexible(minimum: 50, maximum: 90)])
        #expect(read.problems.isEmpty)
    }

    @Test func renderTreeEncodesAsJSON() throws {
        let node = try resolve(json: #"{"type": "vstack", "id": "root", "inlineStyle": {"padding": 12, "maxWidth": "infinity"}, "children": [{"type": "text", "content": "Hi"}]}"#)
        let json = try #require(node?.jsonValue())
        #expect(json["type"] == "stack")
        #expect(json["id"] == "root")
        #expect(json["style"]?["maxWidth"] == "infinity")
        #expect(json["children"]?[0]?["content"] == "Hi")
    }
}

/// Children keep their written position as identity when a condition hides a sibling.
@Suite struct ChildPositionTests {
    @Test func aHiddenSiblingDoesNotShiftTheOthersPositions() throws {
        let json = #"""
            {"type": "vstack", "children": [
              {"type": "text", "content": "banner", "condition": "$.showBanner"},
              {"type": "text_field", "binding": "$.name"},
              {"type": "text", "content": "footer"}]}
            """#
        func positions(_ showBanner: Bool) throws -> [RenderNode.Slot] {
            let node = try resolve(json: json, data: ["showBanner": .bool(showBanner)])
            guard case .stack(let stack)? = node?.content else { throw TestFailure("not a stack") }
            return RenderNode.slots(of: stack.children)
        }
        #expect(try positions(true).map(\.position) == [0, 1, 2])
        #expect(try positions(false).map(\.position) == [1, 2], "the field is 1 with or without the banner")
        #expect(try positions(false).map(\.index) == [0, 1])
    }

    @Test func nodesPutTogetherElsewhereGetTheirIndices() {
        let nodes = [RenderNode(content: .divider), RenderNode(content: .divider)]
        #expect(RenderNode.slots(of: nodes).map(\.position) == [0, 1])
    }
}

extension ChildPositionTests {
    @Test func aScreensBodyNodeHasAPositionNoChildHas() throws {
        let node = try resolve(json: #"{"type": "screen", "body": {"type": "text", "content": "b"}, "children": [{"type": "text", "content": "c"}]}"#, data: [:])
        guard case .screen(let screen)? = node?.content else { throw TestFailure("not a screen") }
        #expect(RenderNode.slots(of: screen.body).map(\.position) == [-1, 0])
    }
}
