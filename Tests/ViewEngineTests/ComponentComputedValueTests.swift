import Testing
import TestSupport

@testable import ViewEngine

/// A component's `computed` values: named expressions over its parameters and the data around
/// the use, computed each time it is drawn and read by its body as `$.<name>`.
@MainActor
@Suite struct ComponentComputedValueTests {
    static let components = #"""
        {"components": {
          "line": {"parameters": ["price", "qty"],
                   "computed": {"total": "$.price * $.qty", "label": "${$.qty} × ${$.price} = ${$.total}", "inCart": "$.env.cart | count"},
                   "body": {"type": "vstack", "children": [
                     {"type": "text", "content": "$.label"},
                     {"type": "button", "label": "Add", "action": {"actionType": "sequence", "actions": [
                       {"actionType": "append", "key": "env.cart", "value": "$.total"},
                       {"actionType": "setState", "key": "env.seen", "value": "$.inCart"}]}}]}}}}
        """#

    private func runtime() throws -> (AppRuntime, ScreenID) {
        let runtime = try makeRuntime([
            "app.json": #"{"name": "Shop", "root": "home", "state": {"cart": [], "seen": 0}}"#,
            "components.json": Self.components,
            "screens/home.json": #"""
                {"type": "screen", "children": [
                  {"type": "component", "name": "line", "parameters": {"price": 3, "qty": 2}},
                  {"type": "component", "name": "line", "parameters": {"price": 5, "qty": "$.env.cart | count"}}]}
                """#,
        ])
        return (runtime, try #require(runtime.activeScreen))
    }

    @Test func eachUseComputesFromItsOwnParametersInOrder() throws {
        let (runtime, screen) = try runtime()
        #expect(runtime.render(screen).texts == ["2 × 3 = 6", "Add", "0 × 5 = 0", "Add"], "\(runtime.render(screen).texts)")
        #expect(runtime.issues.isEmpty, "\(runtime.issues)")
    }

    @Test func anActionInTheBodyReadsThemComputedFromTheStateItRunsOn() async throws {
        let (runtime, screen) = try runtime()
        let add = try #require(runtime.render(screen).allNodes.compactMap(\.tapAction).first)
        await runtime.perform(add, on: screen)
        // The append ran first, so the captured action's `inCart` is the count after it: 1, not 0.
        #expect(runtime.appState["cart"] == [6])
        #expect(runtime.appState["seen"] == 1)
        await runtime.perform(add, on: screen)
        #expect(runtime.appState["seen"] == 2)
        #expect(runtime.render(screen).texts.contains("2 × 5 = 10"), "\(runtime.render(screen).texts)")
    }

    @Test func inAListRowTheyReadTheRowAndNestedOnesReadTheOuterOnes() async throws {
        let runtime = try makeRuntime([
            "app.json": #"{"name": "Shop", "root": "home", "state": {"rows": [{"n": 1}, {"n": 2}], "picked": []}}"#,
            "components.json": #"""
                {"outer": {"parameters": ["row"], "computed": {"twice": "$.row.n * 2"},
                           "body": {"type": "component", "name": "inner", "parameters": {"base": "$.twice"}}},
                 "inner": {"parameters": ["base"], "computed": {"plus": "$.base + ($.env.picked | count)"},
                           "body": {"type": "button", "label": "${$.index}: ${$.plus}",
                                    "action": {"actionType": "sequence", "actions": [
                                      {"actionType": "append", "key": "env.picked", "value": 0},
                                      {"actionType": "append", "key": "env.picked", "value": "$.plus"}]}}}}
                """#,
            "screens/home.json": #"""
                {"type": "screen", "children": [{"type": "list", "items": "$.env.rows", "itemTemplate": {"type": "component", "name": "outer", "parameters": {"row": "$.item"}}}]}
                """#,
        ])
        let screen = try #require(runtime.activeScreen)
        #expect(runtime.render(screen).texts == ["0: 2", "1: 4"], "\(runtime.render(screen).texts)")
        let second = try #require(runtime.render(screen).allNodes.compactMap(\.tapAction).last)
        await runtime.perform(second, on: screen)
        // The inner value is computed again over the outer one after the first append: 4 + 1.
        #expect(runtime.appState["picked"] == [0, 5])
        #expect(runtime.render(screen).texts == ["0: 4", "1: 6"], "\(runtime.render(screen).texts)")
    }

    @Test func validationChecksThemAndRefusesANameThatWouldHideAParameter() {
        let diagnostics = validateFiles([
            "app.json": #"{"name": "Shop", "root": "home"}"#,
            "components.json": #"""
                {"row": {"parameters": [{"name": "price", "type": "number"}, {"name": "title", "type": "string"}],
                         "computed": {"price": "$.price * 2", "shout": "$.title | uppercase", "n": "$.shout | count"},
                         "body": {"type": "text", "content": "${$.shout} ${$.n | take:1} ${$.later}"}},
                 "bad": {"computed": 3, "body": {"type": "text", "content": "x"}},
                 "early": {"computed": {"a": "$.b + 1", "b": 1}, "body": {"type": "text", "content": "${$.a}"}}}
                """#,
            "screens/home.json": #"""
                {"type": "screen", "children": [{"type": "component", "name": "row", "parameters": {"price": 1, "title": "a"}},
                  {"type": "component", "name": "bad"}, {"type": "component", "name": "early"}]}
                """#,
        ])
        let messages = diagnostics.messages.joined(separator: "\n")
        #expect(messages.contains("computed value 'price' would hide the parameter 'price' of component 'row'"), "\(messages)")
        #expect(messages.contains("'take' takes an array, but its input is a number here"), "a computed count is a number: \(messages)")
        #expect(messages.contains("the computed values of component 'bad' must be an object of named values"), "\(messages)")
        #expect(diagnostics.all.first { $0.code == .computedNameTaken }?.path?.description == "$.row.computed.price")
        #expect(!messages.contains("shout"), "a computed value is known to the body: \(messages)")
        #expect(messages.contains("$.later"), "a name nothing provides: \(messages)")
        #expect(messages.contains("computed value 'a' reads $.b, which is computed after it"), "a value reads only those before it: \(messages)")
        #expect(!messages.contains("$.b is not a parameter"), "reported once: \(messages)")
    }

    @Test func aScreensComputedThatIsNotAnObjectIsReported() {
        let diagnostics = validateFiles([
            "app.json": #"{"name": "Shop", "root": "home"}"#,
            "screens/home.json": #"{"type": "screen", "props": {"computed": ["$.a"]}}"#,
        ])
        #expect(diagnostics.codes == [.wrongType], "\(diagnostics.all)")
        #expect(diagnostics.all.first?.path?.description == "$.props.computed")
    }
}
