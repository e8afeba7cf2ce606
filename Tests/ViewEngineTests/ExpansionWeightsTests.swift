import Foundation
import Testing
import TestSupport

@testable import ViewEngine

/// Components that use components several times each multiply: a few lines of JSON that
/// expand to millions of nodes are a located error, and the resolver draws a placeholder
/// instead of stalling (SDUI0640).
@Suite struct ExpansionWeightsTests {
    static let app = #"{"type": "tab_view", "props": {"tabs": [{"title": "Home", "screen": "home"}]}}"#

    static func use(_ name: String) -> String { #"{"type": "component", "props": {"name": "\#(name)"}}"# }

    /// `c0` is a text; `c<n>` is a stack of `c<n-1>` used `uses` times: 2^levels copies of `c0`.
    static func doubling(levels: Int, uses: Int = 2) -> String {
        var members = [#""c0": {"body": {"type": "text", "content": "x"}}"#]
        for level in 1...levels {
            let children = Array(repeating: use("c\(level - 1)"), count: uses).joined(separator: ", ")
            members.append(#""c\#(level)": {"body": {"type": "vstack", "children": [\#(children)]}}"#)
        }
        return "{\n" + members.joined(separator: ",\n") + "\n}"
    }

    static func screen(using name: String) -> String { #"{"type": "screen", "children": [\#(use(name))]}"# }

    @Test func weightsCountEveryNodeAndEveryCopyOfAComponentsBody() throws {
        let bundle = loadFiles(["app.json": Self.app, "components.json": Self.doubling(levels: 3), "screens/home.json": Self.screen(using: "c3")])
        let weights = ExpansionWeights(components: bundle.components)
        // c0: a text (1). c1: a stack, two uses, each a use node plus c0's body (1 + 2 × 2).
        #expect(weights.components == ["c0": 1, "c1": 5, "c2": 13, "c3": 29])
        // The screen, its use of c3, and c3's body.
        let home = try #require(bundle.screens["home"])
        #expect(weights.weight(of: home.node) == 31)
    }

    @Test func componentsInsideModifiersAndNodePropsCount() throws {
        let bundle = loadFiles([
            "app.json": Self.app, "screens/home.json": #"{"type": "screen"}"#,
            "components.json": #"""
                {"leaf": {"body": {"type": "text", "content": "x"}},
                 "decorated": {"body": {"type": "button", "props": {"label": \#(Self.use("leaf")), "action": {"actionType": "dismiss"}},
                   "modifiers": [{"overlay": {"view": \#(Self.use("leaf"))}}, {"background": {"view": \#(Self.use("leaf"))}}]}}}
                """#,
        ])
        // The button, then a use and its text three times: in the label, the overlay and the background.
        #expect(ExpansionWeights(components: bundle.components).components["decorated"] == 7)
    }

    @Test func aDoublingChainIsOneLocatedErrorWhereItFirstExceedsTheLimit() throws {
        let bundle = loadFiles(["app.json": Self.app, "components.json": Self.doubling(levels: 24), "screens/home.json": Self.screen(using: "c24")])
        let errors = BundleValidator().validate(bundle).errors
        #expect(errors.map(\.code) == [.expansionTooLarge])
        #expect(errors.first?.message == "component 'c13' expands to 32765 nodes, more than 20000: every use of a component is a copy of its body, and it uses 'c12' (16381 nodes) 2 times")
        #expect(errors.first?.file == "components.json")
        #expect(errors.first?.location.line == 15)
        #expect(errors.first?.path?.description == "$.c13")
    }

    @Test func theResolverDrawsAPlaceholderInsteadOfExpanding() throws {
        let bundle = loadFiles(["app.json": Self.app, "components.json": Self.doubling(levels: 40), "screens/home.json": Self.screen(using: "c40")])
        let resolver = Resolver(bundle: bundle, environment: .fixed())
        let home = try #require(bundle.screens["home"])
        let screen = try #require(resolver.resolve(home.node, in: DataContext(root: [:])))
        guard case .screen(let content) = screen.content, case .placeholder(let placeholder)? = content.body.first?.content else {
            Issue.record("expected a placeholder, got \(screen.jsonValue())")
            return
        }
        #expect(placeholder.message == "component 'c40' expands to more than 20000 nodes (SDUI0640), so it is not drawn")
        // Below the limit, the same chain is drawn in full.
        let small = loadFiles(["app.json": Self.app, "components.json": Self.doubling(levels: 3), "screens/home.json": Self.screen(using: "c3")])
        let smallHome = try #require(small.screens["home"])
        let drawn = Resolver(bundle: small, environment: .fixed()).resolve(smallHome.node, in: DataContext(root: [:]))
        #expect(drawn.map { JSONWriter.string($0.jsonValue()).components(separatedBy: #""content":"x""#).count - 1 } == 8)
    }

    @Test func aScreenThatUsesALargeComponentManyTimesIsReportedAtTheScreen() async throws {
        // c10 weighs 4,093 nodes: within the limit alone, but not five times over.
        let uses = Array(repeating: Self.use("c10"), count: 5).joined(separator: ", ")
        let bundle = loadFiles([
            "app.json": Self.app, "components.json": Self.doubling(levels: 10),
            "screens/home.json": #"{"type": "screen", "children": [\#(uses)]}"#,
        ])
        let errors = BundleValidator().validate(bundle).errors
        #expect(errors.map(\.message) == ["screen 'home' expands to 20471 nodes, more than 20000: every use of a component is a copy of its body, and it uses 'c10' (4093 nodes) 5 times"])
        #expect(errors.first?.file == "screens/home.json")
        // Each use is within the limit, so the running app refuses the screen as a whole.
        let rendered = try await MainActor.run {
            let runtime = AppRuntime(bundle: bundle, environment: .fixed())
            return runtime.render(try #require(runtime.activeScreen))
        }
        guard case .placeholder(let placeholder) = rendered.content else {
            Issue.record("expected a placeholder, got \(rendered.jsonValue())")
            return
        }
        #expect(placeholder.message == "screen 'home' expands to more than 20000 nodes (SDUI0640), so it is not drawn")
    }

    @Test func aScreenWrittenOutNodeByNodeIsToldToSplitOrRepeat() throws {
        let rows = Array(repeating: #"{"type": "text", "content": "row"}"#, count: 20_001).joined(separator: ", ")
        let bundle = loadFiles(["app.json": Self.app, "screens/home.json": #"{"type": "screen", "children": [\#(rows)]}"#])
        #expect(BundleValidator().validate(bundle).errors.map(\.message) == [
            "screen 'home' expands to 20002 nodes, more than 20000: split it into screens, or show repeated rows as a list over data (its itemTemplate counts once)"
        ])
    }

    @Test func anUnknownComponentBesideAHeavyOneIsReportedNotACrash() throws {
        let uses = (Array(repeating: Self.use("c10"), count: 5) + [Self.use("c11x")]).joined(separator: ", ")
        let bundle = loadFiles([
            "app.json": Self.app, "components.json": Self.doubling(levels: 10),
            "screens/home.json": #"{"type": "screen", "children": [\#(uses)]}"#,
        ])
        let codes = BundleValidator().validate(bundle).errors.map(\.code)
        #expect(codes.sorted { $0.rawValue < $1.rawValue } == [.unknownComponent, .expansionTooLarge])
    }

    @Test func aCycleIsReportedAsACycleAndNotAlsoAsAnExpansion() throws {
        let bundle = loadFiles([
            "app.json": Self.app, "screens/home.json": Self.screen(using: "a"),
            "components.json": #"{"a": {"body": {"type": "vstack", "children": [\#(Self.use("a")), \#(Self.use("a"))]}}}"#,
        ])
        let codes = BundleValidator().validate(bundle).errors.map(\.code)
        #expect(codes.contains(.componentCycle))
        #expect(!codes.contains(.expansionTooLarge))
        #expect(ExpansionWeights(components: bundle.components).components["a"] == ExpansionWeights.unbounded)
    }

    @Test func aCycleThroughAModifierIsFound() throws {
        let bundle = loadFiles([
            "app.json": Self.app, "screens/home.json": #"{"type": "screen"}"#,
            "components.json": #"{"a": {"body": {"type": "text", "content": "x", "modifiers": [{"overlay": {"view": \#(Self.use("a"))}}]}}}"#,
        ])
        #expect(BundleValidator().validate(bundle).errors.map(\.message) == ["component cycle: a → a"])
    }
}

/// A bound component name is refused when resolving, as validation refuses it (SDUI0603): a
/// use that names itself through its parameters would otherwise double at every level.
@Suite struct BoundComponentNameTests {
    @Test func aBoundNameIsAPlaceholderNotAnExpansion() throws {
        let body = try decodeNode(#"{"type": "vstack", "children": [{"type": "component", "props": {"name": "$.n", "parameters": {"n": "$.n"}}}, {"type": "component", "props": {"name": "$.n", "parameters": {"n": "$.n"}}}]}"#).0
        let components = ["a": ComponentDefinition(name: "a", parameters: ["n"], body: body)]
        let node = try resolve(json: #"{"type": "component", "props": {"name": "a", "parameters": {"n": "a"}}}"#, components: components)
        guard case .stack(let stack)? = node?.content else {
            Issue.record("expected a's stack")
            return
        }
        #expect(stack.children.count == 2)
        for child in stack.children {
            guard case .placeholder(let placeholder) = child.content else {
                Issue.record("expected placeholders, got \(child.content.caseName)")
                continue
            }
            #expect(placeholder.message == "a component's 'name' must be literal text, not a binding (SDUI0603)")
        }
    }
}
