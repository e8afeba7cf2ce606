import Foundation
import Testing
import TestSupport

@testable import ViewEngine

/// A screen's `computed` values: named expressions over its data, computed on every render in
/// the order written, read as `$.<name>` by its nodes, its actions and the values after them.
@MainActor
@Suite struct ComputedValueTests {
    static let cart = #"""
        {"type": "screen", "title": "${$.count} items",
         "computed": {"total": "$.env.cart | sum:price * qty", "count": "$.env.cart | sum:qty", "summary": "${$.count} for ${$.total}",
                      "free": "$.total >= 50"},
         "children": [
           {"type": "text", "content": "$.summary"},
           {"type": "text", "content": "Free delivery", "condition": "$.free"},
           {"type": "button", "label": "Add", "action": {"actionType": "append", "key": "env.cart", "value": {"price": 20, "qty": "$.count"}}}
         ]}
        """#

    private func runtime() throws -> (AppRuntime, ScreenID) {
        let runtime = try makeRuntime([
            "app.json": #"{"name": "Shop", "root": "home", "state": {"cart": [{"price": 10, "qty": 2}]}}"#,
            "screens/home.json": Self.cart,
        ])
        return (runtime, try #require(runtime.activeScreen))
    }

    @Test func valuesAreComputedInOrderForNodesAndTitle() throws {
        let (runtime, screen) = try runtime()
        #expect(runtime.render(screen).texts.contains("2 for 20"), "\(runtime.render(screen).texts)")
        #expect(!runtime.render(screen).texts.contains("Free delivery"))
        #expect(runtime.title(of: screen) == "2 items")
        #expect(runtime.issues.isEmpty, "\(runtime.issues)")
    }

    @Test func actionsReadThemWithTheStateTheyRunOn() async throws {
        let (runtime, screen) = try runtime()
        let add = try #require(runtime.render(screen).allNodes.compactMap(\.tapAction).first)
        // The first tap appends qty 2 (the count then); the cart is now 20 + 40 = 60.
        await runtime.perform(add, on: screen)
        #expect(runtime.render(screen).texts.contains("4 for 60"), "\(runtime.render(screen).texts)")
        #expect(runtime.render(screen).texts.contains("Free delivery"))
        // The action captured at the first render reads the count as it is now (4), not then.
        await runtime.perform(add, on: screen)
        #expect(runtime.appState["cart"]?.arrayValue?.last?["qty"] == 4)
        #expect(runtime.title(of: screen) == "8 items")
    }

    @Test func validationChecksEachValueWithTheNamesBeforeIt() {
        let diagnostics = validateFiles([
            "app.json": #"{"name": "Shop", "root": "home", "state": {"cart": [{"price": 10, "qty": 2}]}}"#,
            "screens/home.json": #"""
                {"type": "screen", "params": [{"name": "discount", "type": "number"}],
                 "computed": {"early": "$.late + 1", "late": "$.env.cart | sum:prize", "discount": "$.discount * 2", "n": "$.env.cart | count"},
                 "children": [{"type": "text", "content": "${$.late} ${$.n | take:2}"}]}
                """#,
        ])
        #expect(Set(diagnostics.codes) == [.computedReadsLater, .computedNameTaken, .unknownDataPath, .transformOnWrongType], "\(diagnostics.all)")
        #expect(diagnostics.codes.count == 4, "\(diagnostics.all)")
        let messages = diagnostics.messages.joined(separator: "\n")
        #expect(messages.contains("computed value 'early' reads $.late, which is computed after it (values are computed in the order written); move 'late' before 'early'"), "a value reads only those before it")
        #expect(messages.contains("computed value 'discount' would hide the parameter 'discount' of screen 'home'"))
        #expect(messages.contains("'sum' reads 'prize' of each element, but its elements have no member 'prize' (did you mean 'price'?)"))
        #expect(messages.contains("'take' takes an array, but its input is a number here"), "a computed count is a number: \(messages)")
        #expect(diagnostics.all.first { $0.code == .computedNameTaken }?.path?.description == "$.computed.discount")
    }

    @Test func aNameThatWouldHideStateTheScreenWritesOrAnEngineNameIsRefused() {
        let diagnostics = validateFiles([
            "app.json": #"{"name": "Shop", "root": "home"}"#,
            "screens/home.json": #"""
                {"type": "screen", "computed": {"query": "$.typed | trim", "env": "x", "status": 1, "shown": "$.query"},
                 "children": [{"type": "text_field", "placeholder": "Find", "binding": "$.query"}]}
                """#,
            // Another screen's state of the same name is not this screen's.
            "screens/other.json": #"{"type": "screen", "computed": {"typed": "'a'"}}"#,
            "screens/writer.json": #"{"type": "screen", "onLoad": {"actionType": "setState", "key": "typed", "value": "b"}}"#,
        ])
        #expect(diagnostics.codes == [.computedNameTaken, .computedNameTaken, .computedNameTaken], "\(diagnostics.all)")
        #expect(diagnostics.messages.first == "computed value 'query' would hide the screen state 'query' that screen 'home' writes (a setState, a control's binding or a request's resultKey): its writes would never show")
        #expect(diagnostics.messages.dropFirst().first?.hasPrefix("computed value 'env' would hide the engine's $.env (reserved: env, index, item, now, presented, status, today)") == true, "\(diagnostics.messages)")
    }

    @Test func aNameThatActionsPassToThatScreenIsRefusedAndOneTheyPassElsewhereIsNot() {
        let diagnostics = validateFiles([
            "app.json": #"{"name": "Shop", "root": "home"}"#,
            "screens/home.json": #"""
                {"type": "screen", "children": [
                  {"type": "button", "label": "Open", "action": {"actionType": "navigate", "screen": "detail", "params": {"title": "Tea", "id": 2}}},
                  {"type": "button", "label": "Other", "action": {"actionType": "present", "screen": "other", "params": {"count": 1}}}]}
                """#,
            "screens/detail.json": #"{"type": "screen", "computed": {"title": "$.title | uppercase", "count": "3"}}"#,
            "screens/other.json": #"{"type": "screen", "computed": {"title": "'x'"}}"#,
        ])
        #expect(diagnostics.codes == [.computedNameTaken], "\(diagnostics.all)")
        #expect(diagnostics.messages.first == "computed value 'title' would hide the parameter 'title' that actions pass to screen 'detail'")
        #expect(diagnostics.all.first?.file == "screens/detail.json")
    }

    @Test func aNameTakenByAParameterGivenFromOutsideTheBundleIsRefused() throws {
        let bundle = loadFiles([
            "app.json": #"{"name": "Shop", "root": "detail"}"#,
            "screens/detail.json": #"{"type": "screen", "computed": {"title": "$.name | uppercase", "count": "3"}}"#,
        ])
        let given = try JSONDocument.parse(#"{"name": "tea", "title": "Tea"}"#, fileName: "--params").root
        let diagnostics = BundleValidator().checkParameters(try #require(given.value.objectValue), source: given.source, forScreen: "detail", in: bundle)
        #expect(diagnostics.codes == [.computedNameTaken], "\(diagnostics.all)")
        #expect(diagnostics.all.first?.description == "--params:1:18: error: computed value 'title' of screen 'detail' would hide the parameter 'title' given here at $.title [SDUI0712]")
    }

    @Test func theyAreKeptUntilTheDataOrTheClocksMinuteChanges() async throws {
        let clock = TestClock()
        let environment = EvaluationEnvironment(locale: Locale(identifier: "en_US_POSIX"), timeZone: TimeZone(identifier: "UTC")!, now: { clock.now })
        let runtime = try makeRuntime([
            "app.json": #"{"name": "Shop", "root": "home", "state": {"cart": [1, 2]}}"#,
            "screens/home.json": #"""
                {"type": "screen", "computed": {"count": "$.env.cart | count", "stamp": "${$.now} ${$.typed}"},
                 "children": [{"type": "text_field", "placeholder": "Note", "binding": "$.typed"},
                   {"type": "button", "label": "Add", "action": {"actionType": "append", "key": "env.cart", "value": 3}}]}
                """#,
        ], environment: environment)
        let screen = try #require(runtime.activeScreen)
        func context() -> DataContext { runtime.context(for: screen) }
        let first = context()
        #expect(context().top === first.top, "nothing changed: the computed context is reused")
        clock.advance(30)  // 09:00:30, the same minute
        #expect(context().top === first.top)
        clock.advance(30)
        #expect(context().top !== first.top, "a new minute: $.now differs")
        #expect(context().value(at: BindingPath(dotted: "stamp")!) == "2025-11-22T09:01 ")
        let afterClock = context()
        runtime.setValue("hi", at: BindingPath(dotted: "typed")!, screen: screen)
        #expect(context().value(at: BindingPath(dotted: "stamp")!) == "2025-11-22T09:01 hi", "screen state written")
        let afterTyping = context()
        #expect(afterTyping.top !== afterClock.top)
        let add = try #require(runtime.render(screen).allNodes.compactMap(\.tapAction).first)
        await runtime.perform(add, on: screen)
        #expect(context().value(at: BindingPath(dotted: "count")!) == 3, "app state written")
        #expect(context().top !== afterTyping.top)
    }

    @Test func moreThanTheLimitAreReportedAndNotComputed() throws {
        // Each value adds one to the one before: 20,000 of them took minutes to validate.
        let chain = (0..<300).map { #""v\#($0)": "\#($0 == 0 ? "1" : "$.v\($0 - 1) + 1")""# }.joined(separator: ", ")
        let files = [
            "app.json": #"{"name": "Many", "root": "home"}"#,
            "screens/home.json": #"{"type": "screen", "computed": {\#(chain)}, "children": [{"type": "text", "content": "${$.v255} ${$.v299 | default:none}"}]}"#,
        ]
        let diagnostics = validateFiles(files)
        #expect(diagnostics.codes == [.tooManyComputedValues], "\(diagnostics.all)")
        #expect(diagnostics.all.first?.path?.description == "$.computed.v256")
        let runtime = try makeRuntime(files, expectingErrors: true)
        #expect(runtime.render(try #require(runtime.activeScreen)).texts == ["256 none"])
    }

    @Test func aScreenWithoutComputedValuesIsUnchanged() throws {
        let runtime = try makeRuntime(["app.json": #"{"name": "Plain", "root": "home"}"#, "screens/home.json": plainScreen("Home")])
        let screen = try #require(runtime.activeScreen)
        #expect(runtime.render(screen).texts == ["Home"])
        #expect(loadFiles(["screens/home.json": plainScreen("Home")]).screens["home"]?.computed.isEmpty == true)
    }
}
