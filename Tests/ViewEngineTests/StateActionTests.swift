import Testing

@testable import ViewEngine

/// The collection and value actions, run through a runtime exactly as a tap runs them.
@MainActor
@Suite struct StateActionTests {
    private func runtime() throws -> (AppRuntime, ScreenID) {
        let runtime = try makeRuntime([
            "app.json": #"""
                {"name": "Lists", "state": {"shopping": [{"id": "a", "name": "Eggs", "qty": 1}, {"id": "b", "name": "Milk", "qty": 2}],
                 "saved": ["r1"], "count": 1, "title": "Shop", "settings": {"units": "metric"}}, "root": "home"}
                """#,
            "screens/home.json": plainScreen("Home"),
        ])
        return (runtime, try #require(runtime.activeScreen))
    }

    /// Decodes `json` as an action and runs it, with `locals` as the firing row's data.
    private func run(_ json: String, _ runtime: AppRuntime, _ screen: ScreenID, item: JSONValue? = nil, index: Int = 0) async throws {
        var decoder = SchemaDecoder()
        let action = try #require(decoder.action(try document(json, file: "screens/home.json").root))
        #expect(decoder.diagnostics.all.isEmpty, "\(decoder.diagnostics.messages)")
        let context = item.map { DataContext().pushingItem($0, index: index) } ?? DataContext()
        await runtime.perform(BoundAction(action: action, context: context), on: screen)
    }

    private func names(_ runtime: AppRuntime) -> [String] {
        runtime.appState["shopping"]?.arrayValue?.compactMap { $0["name"]?.stringValue } ?? []
    }

    @Test func appendInsertMoveWithBoundFields() async throws {
        let (runtime, screen) = try runtime()
        try await run(#"{"actionType": "append", "key": "env.shopping", "value": {"id": "$.item.id", "name": "$.item.title", "qty": 1}}"#,
            runtime, screen, item: ["id": "c", "title": "Flour"])
        #expect(names(runtime) == ["Eggs", "Milk", "Flour"])
        try await run(#"{"actionType": "insert", "key": "env.shopping", "index": "$.index", "value": {"name": "Salt"}}"#, runtime, screen, item: [:], index: 1)
        #expect(names(runtime) == ["Eggs", "Salt", "Milk", "Flour"])
        try await run(#"{"actionType": "move", "key": "env.shopping", "from": 3, "to": 0}"#, runtime, screen)
        #expect(names(runtime) == ["Flour", "Eggs", "Salt", "Milk"])
        try await run(#"{"actionType": "append", "key": "draft.items", "value": "x"}"#, runtime, screen)
        #expect(runtime.screen(screen)?.state["draft"] == ["items": ["x"]], "a missing array is created, in screen state")
        #expect(runtime.issues.isEmpty, "\(runtime.issues)")
    }

    @Test func decimalIncrementsLandOnDecimals() async throws {
        let (runtime, screen) = try runtime()
        for _ in 0..<10 { try await run(#"{"actionType": "increment", "key": "taps", "by": 0.1}"#, runtime, screen) }
        #expect(runtime.screen(screen)?.state["taps"] == 1, "binary sums would leave 0.9999999999999999, which '>= 1' misses")
        try await run(#"{"actionType": "decrement", "key": "taps", "by": 0.7}"#, runtime, screen)
        #expect(runtime.screen(screen)?.state["taps"] == 0.3)
    }

    @Test func removeByIndexIdAndCondition() async throws {
        let (runtime, screen) = try runtime()
        try await run(#"{"actionType": "remove", "key": "env.shopping", "id": "$.item.id"}"#, runtime, screen, item: ["id": "a"])
        #expect(names(runtime) == ["Milk"])
        try await run(#"{"actionType": "append", "key": "env.shopping", "value": {"id": "c", "name": "Tea", "qty": 0}}"#, runtime, screen)
        try await run(#"{"actionType": "remove", "key": "env.shopping", "where": "$.item.qty == 0"}"#, runtime, screen)
        #expect(names(runtime) == ["Milk"])
        try await run(#"{"actionType": "remove", "key": "env.shopping", "index": "$.index"}"#, runtime, screen, item: [:], index: 0)
        #expect(names(runtime) == [])
        try await run(#"{"actionType": "remove", "key": "env.saved", "id": "r1"}"#, runtime, screen)
        #expect(runtime.appState["saved"] == [], "elements that are not objects are their own id")
        #expect(runtime.issues.isEmpty, "\(runtime.issues)")
    }

    @Test func updateMergesFieldsOfTheMatchingElements() async throws {
        let (runtime, screen) = try runtime()
        try await run(#"{"actionType": "update", "key": "env.shopping", "id": "b", "value": {"qty": "$.env.count"}}"#, runtime, screen)
        #expect(runtime.appState["shopping"]?[1] == ["id": "b", "name": "Milk", "qty": 1])
        try await run(#"{"actionType": "setState", "key": "env.shopping[${$.index}].qty", "value": 7}"#, runtime, screen, item: [:], index: 0)
        #expect(runtime.appState["shopping"]?[0]?["qty"] == 7)
        try await run(#"{"actionType": "setState", "key": "env.byId[${$.item.id}]", "value": true}"#, runtime, screen, item: ["id": "7"])
        #expect(runtime.appState["byId"] == ["7": true], "a text segment names a member, even when it looks like a number")
        try await run(#"{"actionType": "setState", "key": "env.shopping[$.index].qty", "value": 9}"#, runtime, screen, item: [:], index: 1)
        #expect(runtime.appState["shopping"]?[1]?["qty"] == 9, "a key is bound as reads bind one, without ${…}")
        try await run(#"{"actionType": "setState", "key": "env.byId[$.item.ids['a]'][0]]", "value": 1}"#, runtime, screen, item: ["ids": ["a]": ["8"]]])
        #expect(runtime.appState["byId"] == ["7": true, "8": 1], "brackets and quotes inside the key")
    }

    @Test func toggleWithAndWithoutIntent() async throws {
        let (runtime, screen) = try runtime()
        let toggle = #"{"actionType": "toggle", "key": "env.saved", "value": "$.item.id"}"#
        try await run(toggle, runtime, screen, item: ["id": "r2"])
        #expect(runtime.appState["saved"] == ["r1", "r2"])
        try await run(toggle, runtime, screen, item: ["id": "r1"])
        #expect(runtime.appState["saved"] == ["r2"])
        // A stale "Save" button (drawn when r2 was absent) never removes it.
        try await run(#"{"actionType": "toggle", "key": "env.saved", "value": "r2", "intent": "add"}"#, runtime, screen)
        #expect(runtime.appState["saved"] == ["r2"])
        try await run(#"{"actionType": "toggle", "key": "env.saved", "value": "r9", "intent": "remove"}"#, runtime, screen)
        #expect(runtime.appState["saved"] == ["r2"])
        #expect(runtime.issues.isEmpty, "\(runtime.issues)")
    }

    @Test func incrementDecrementClear() async throws {
        let (runtime, screen) = try runtime()
        try await run(#"{"actionType": "increment", "key": "env.count"}"#, runtime, screen)
        try await run(#"{"actionType": "increment", "key": "env.count", "by": "$.env.count * 10"}"#, runtime, screen)
        #expect(runtime.appState["count"] == 22)
        try await run(#"{"actionType": "decrement", "key": "env.count", "by": 2}"#, runtime, screen)
        #expect(runtime.appState["count"] == 20)
        try await run(#"{"actionType": "increment", "key": "taps"}"#, runtime, screen)
        #expect(runtime.screen(screen)?.state["taps"] == 1)
        try await run(#"{"actionType": "clear", "key": "env.shopping"}"#, runtime, screen)
        try await run(#"{"actionType": "clear", "key": "env.title"}"#, runtime, screen)
        #expect(runtime.appState["shopping"] == [])
        #expect(runtime.appState["title"] == "")
        #expect(runtime.issues.isEmpty, "\(runtime.issues)")
    }

    @Test(arguments: [
        (#"{"actionType": "remove", "key": "env.shopping", "index": 5}"#, "remove failed: index 5 is out of range for $.env.shopping (2 elements)"),
        (#"{"actionType": "remove", "key": "env.shopping", "id": "zz"}"#, "remove failed: remove found no element of $.env.shopping with id \"zz\""),
        (#"{"actionType": "append", "key": "env.title", "value": 1}"#, "append failed: append needs an array at $.env.title, found a string"),
        (#"{"actionType": "increment", "key": "env.title"}"#, "increment failed: increment needs a number at $.env.title, found a string"),
        // Named as written, whatever the sign of the step.
        (#"{"actionType": "decrement", "key": "env.title", "by": -1}"#, "decrement failed: decrement needs a number at $.env.title, found a string"),
        (#"{"actionType": "increment", "key": "env.title", "by": -1}"#, "increment failed: increment needs a number at $.env.title, found a string"),
        (#"{"actionType": "setState", "key": "env.shopping.3", "value": 1}"#, "setState failed: index 3 is out of range for $.env.shopping (2 elements)"),
        (#"{"actionType": "setState", "key": "env.title.sub", "value": 1}"#, "setState failed: cannot write inside $.env.title: it is a string \"Shop\""),
        (#"{"actionType": "setState", "key": "env.shopping.name", "value": 1}"#, "setState failed: cannot write inside $.env.shopping: it is an array, which has no member 'name'"),
        (#"{"actionType": "setState", "key": "env.shopping[${$.missing}].qty", "value": 1}"#, "setState failed: the key 'env.shopping[${$.missing}].qty' could not be built: ${$.missing} is missing, not a whole number or a text"),
        (#"{"actionType": "move", "key": "env.shopping", "from": 0, "to": "last"}"#, "move failed: move's 'to' must be a whole number, found a string \"last\""),
        (#"{"actionType": "remove", "key": "env.shopping", "index": 1e19}"#, "remove failed: remove's 'index' 1e+19 is out of range: no list has that many elements"),
        (#"{"actionType": "remove", "key": "env.shopping", "index": 1.5}"#, "remove failed: remove's 'index' must be a whole number, found a number 1.5"),
        (#"{"actionType": "toggle", "key": "env.saved", "value": 1, "intent": "$.env.title"}"#, "toggle failed: toggle's 'intent' must be add, remove or toggle, found a string \"Shop\""),
        (#"{"actionType": "setState", "key": "item.name", "value": 1}"#, "setState failed: cannot write to $.item.name: list items are read-only"),
    ])
    func failuresAreReportedAndChangeNothing(json: String, message: String) async throws {
        let (runtime, screen) = try runtime()
        let before = runtime.appState
        try await run(json, runtime, screen)
        #expect(runtime.appState == before)
        let issue = try #require(runtime.issues.first)
        #expect(runtime.issues.count == 1)
        #expect(issue.code == .actionFailed)
        #expect(issue.message == message)
        #expect(issue.file == "screens/home.json" && issue.location == SourceLocation(line: 1, column: 1), "\(issue)")
    }

    @Test func aControlWriteNeverReplacesAValueOfAnotherShape() async throws {
        let (runtime, screen) = try runtime()
        runtime.setValue("x", at: BindingPath(dotted: "env.shopping.9")!, screen: screen)
        #expect(runtime.appState["shopping"]?.arrayValue?.count == 2)
        #expect(runtime.issues.map(\.code) == [.actionFailed])
        #expect(runtime.issues.map(\.message) == ["setState failed: index 9 is out of range for $.env.shopping (2 elements)"])
    }
}

@Suite struct StateActionDecodingTests {
    private func diagnostics(_ json: String) throws -> [Diagnostic] {
        var decoder = SchemaDecoder()
        _ = decoder.action(try document(json, file: "a.json").root)
        return decoder.diagnostics.all
    }

    @Test(arguments: [
        (#"{"actionType": "setState", "key": "env.shopping.${$.env.shopping | count}", "value": 1}"#, 49),
        (#"{"actionType": "setState", "key": "$.env.x", "value": 1}"#, 36),
        (#"{"actionType": "setState", "key": "env.a[i]", "value": 1}"#, 41),
        (#"{"actionType": "append", "key": "env.a[${$.i]", "value": 1}"#, 39),
        (#"{"actionType": "setState", "key": "env..a", "value": 1}"#, 40),
    ])
    func bindingLikeKeysThatAreNotTheDocumentedFormAreErrors(json: String, column: Int) throws {
        let found = try diagnostics(json)
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.code == .invalidStateKey, "\(found)")
        #expect(found.first?.location.column == column, "\(found)")
        #expect(found.first?.message.contains("bound parts as [$…] after a name") == true, "\(found)")
    }

    @Test func aLiteralIndexIsWrittenAsReadsWriteIt() throws {
        var decoder = SchemaDecoder()
        let action = try #require(decoder.action(try document(#"{"actionType": "setState", "key": "env.items[0].done", "value": true}"#, file: "a.json").root))
        #expect(decoder.diagnostics.all.isEmpty, "\(decoder.diagnostics.all)")
        guard case .setState(let key, _) = action.kind else {
            Issue.record("not a setState: \(action.kind)")
            return
        }
        #expect(key.segments == [.name("env"), .name("items"), .name("0"), .name("done")])
        // Not a number: still an error, which now names both forms.
        let wrong = try diagnostics(#"{"actionType": "setState", "key": "env.items[first]", "value": 1}"#)
        #expect(wrong.map(\.code) == [.invalidStateKey])
        #expect(wrong.first?.message.contains("with an index as [0]") == true, "\(wrong)")
    }

    @Test func selectorsAndIntentsAreChecked() throws {
        #expect(try diagnostics(#"{"actionType": "remove", "key": "env.a"}"#).map(\.code) == [.missingMember])
        #expect(try diagnostics(#"{"actionType": "remove", "key": "env.a", "index": 1, "id": 2}"#).map(\.code) == [.missingMember])
        #expect(try diagnostics(#"{"actionType": "toggle", "key": "env.a", "value": 1, "intent": "flip"}"#).map(\.code) == [.wrongType])
        #expect(try diagnostics(#"{"actionType": "remove", "key": "env.a", "where": "$.item.qty =="}"#).map(\.code) == [.invalidExpression])
        #expect(try diagnostics(#"{"actionType": "apend", "key": "env.a"}"#).first?.message.contains("did you mean 'append'") == true)
    }
}
