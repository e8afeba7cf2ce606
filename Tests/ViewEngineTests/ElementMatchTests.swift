import Testing
import TestSupport

@testable import ViewEngine

/// `[member == value]` picks a list's element by a member it matches: read, bound to a control,
/// written by a state key and checked by the validator alike, so a detail screen given an id
/// edits the element in app state.
@MainActor
@Suite struct ElementMatchTests {
    private let data: JSONValue = [
        "xs": [["id": "a", "n": 1, "owner": ["id": 7]], ["id": "b", "n": 2], ["id": 42, "n": 3], ["id": "b", "n": 4], ["ée": 5, "n": 9]],
        "want": "b", "none": .null, "table": ["id": "b"],
    ]

    @Test(arguments: [
        ("$.xs[id == $.want].n", 2.0), ("$.xs[id == 'a'].n", 1), ("$.xs[id=='a'].n", 1), ("$.xs[ id == 42 ].n", 3),
        ("$.xs[id == '42'].n", 3), ("$.xs[owner.id == 7].n", 1), ("($.xs | sort:n desc)[id == 'b'].n", 4),
        ("$.xs[id == $.xs[0].id].n", 1), ("$.xs | where:n == $.xs[id == $.want].n | count", 1), ("$.xs | sum:n * $.xs[id=='a'].n", 19),
        ("$.xs | where:id == $.xs[owner.id == 7]['id'] | count", 1), ("$.xs[ée == 5].n", 9),
    ])
    func aReadPicksTheFirstElementWhoseMemberEqualsTheValue(expression: String, expected: Double) throws {
        #expect(try evaluate(expression, data) == .number(expected))
    }

    @Test(arguments: ["$.xs[id == 'zz']", "$.xs[id == $.missing]", "$.xs[id == $.none]", "$.xs[idd == 'a']", "$.table[id == 'b']", "$.want[id == 'b']"])
    func aMatchThatFindsNoElementReadsNothing(expression: String) throws {
        #expect(try evaluate(expression, data) == nil)
    }

    @Test func aNameInBracketsWithoutAMatchIsStillRefused() throws {
        expectParseError("$.xs[id = 1]", startingWith: "'id = 1' is neither a number nor a binding")
        expectParseError("$.xs[id]", startingWith: "'id' is neither a number nor a binding")
        expectParseError("$.xs[id == ]", startingWith: "expected a path starting with '$'")
        expectParseError("$.xs[id == 1 && $.on]", startingWith: "a match compares one member with one value, as in [id == $.id]")
        expectParseError("$.xs[id == $.a == $.b]", startingWith: "a match compares one member with one value")
        #expect(try evaluate("$.xs[id == ($.on ? 'a' : 'b')].n", ["xs": [["id": "b", "n": 2]]]) == 2, "a choice is one value")
    }

    static let app = #"""
        {"name": "Expenses", "root": "home",
         "state": {"expenses": [{"id": "e1", "title": "Coffee", "amount": 4.5}, {"id": "e2", "title": "Lunch", "amount": 12}], "selected": "e2"}}
        """#

    private func runtime(_ home: String) throws -> (AppRuntime, ScreenID) {
        let runtime = try makeRuntime(["app.json": Self.app, "screens/home.json": home])
        return (runtime, try #require(runtime.activeScreen))
    }

    private func control(_ runtime: AppRuntime, _ screen: ScreenID) throws -> RenderNode.Content {
        try #require(runtime.render(screen).allNodes.map(\.content).first { $0.writtenPath != nil })
    }

    private func amounts(_ runtime: AppRuntime) -> [Double] {
        runtime.appState["expenses"]?.arrayValue?.compactMap { $0["amount"]?.numberValue } ?? []
    }

    @Test func aControlBoundThroughAMatchShowsAndWritesThatElement() async throws {
        let (runtime, screen) = try runtime(#"""
            {"type": "screen", "children": [{"type": "stepper", "label": "Amount", "binding": "$.env.expenses[id == $.env.selected].amount", "step": 1}]}
            """#)
        guard case .stepper(let stepper) = try control(runtime, screen) else { throw TestFailure("not a stepper") }
        #expect(stepper.value == 12)
        #expect(stepper.binding.description == "$.env.expenses[1].amount")
        await runtime.setValue(13, at: stepper.binding, screen: screen, onChange: nil)
        #expect(amounts(runtime) == [4.5, 13])
        runtime.setValue("gone", at: try #require(BindingPath(dotted: "env.selected")), screen: screen)
        #expect(try control(runtime, screen).writesNowhere, "no element matches: drawn disabled")
        #expect(runtime.issues.map(\.code) == [.unusableBoundValue])
    }

    /// A number field over an element that is gone shows nothing: it read all of `$`, the whole
    /// app state written into the field.
    @Test func aNumberFieldThatWritesNowhereShowsNothing() throws {
        let (runtime, screen) = try runtime(#"""
            {"type": "screen", "children": [{"type": "text_field", "format": "number", "placeholder": "Amount", "binding": "$.env.expenses[id == 'gone'].amount"}]}
            """#)
        guard case .textField(let field) = try control(runtime, screen) else { throw TestFailure("not a text field") }
        #expect(field.binding.components.isEmpty)
        #expect(field.text == "")
    }

    @Test func aTextKeyIntoAListWritesNowhereAndIsReported() throws {
        let home = #"""
            {"type": "screen", "children": [{"type": "stepper", "label": "Amount", "binding": "$.env.expenses[$.env.selected].amount"}]}
            """#
        let (runtime, screen) = try runtime(home)
        #expect(try control(runtime, screen).writesNowhere, "text picks no element of a list")
        let diagnostics = validateFiles(["app.json": Self.app, "screens/home.json": home])
        #expect(diagnostics.messages == [
            "$.env.expenses[$.env.selected] picks nothing: $.env.selected is text, and an element of the array $.env.expenses is picked by its position ([0]) or by a member it matches ([id == $.env.selected])",
        ])
    }

    @Test func aStateKeyWritesTheMatchedElementOrReportsThatNoneMatched() async throws {
        let (runtime, screen) = try runtime(plainScreen("Home"))
        func run(_ json: String) async throws {
            var decoder = SchemaDecoder()
            let action = try #require(decoder.action(try document(json, file: "screens/home.json").root))
            #expect(decoder.diagnostics.all.isEmpty, "\(decoder.diagnostics.messages)")
            await runtime.perform(BoundAction(action: action, context: DataContext()), on: screen)
        }
        try await run(#"{"actionType": "setState", "key": "env.expenses[id == 'e1'].amount", "value": 5}"#)
        try await run(#"{"actionType": "increment", "key": "env.expenses[ id == $.env.selected ].amount", "by": 2}"#)
        #expect(amounts(runtime) == [5, 14])
        #expect(runtime.issues.isEmpty, "\(runtime.issues)")
        try await run(#"{"actionType": "setState", "key": "env.expenses[id == 'e9'].amount", "value": 0}"#)
        #expect(amounts(runtime) == [5, 14])
        #expect(runtime.issues.map(\.message) == [
            #"setState failed: the key 'env.expenses[id == 'e9'].amount' could not be built: no element of $.env.expenses has id "e9""#,
        ])
        try await run(#"{"actionType": "setState", "key": "env.expenses[id == $.env.nothing].amount", "value": 0}"#)
        #expect(runtime.issues.last?.message == "setState failed: the key 'env.expenses[id == $.env.nothing].amount' could not be built: the value its [id == …] compares with is missing, which matches no element")
    }

    @Test(arguments: [
        ("env.xs[id = 1]", "'env.xs[id = 1]' has '[' followed by neither a whole number, a binding nor a member to match (id == $.id): a key is"),
        ("env.xs[a b == 1]", "'env.xs[a b == 1]' matches by 'a b', which is not a member name"),
        ("env.xs[id == 1", "'env.xs[id == 1' has an unclosed ["),
        ("env.xs[id == 1 || $.a]", "'env.xs[id == 1 || $.a]': a match compares one member with one value"),
    ])
    func aBadMatchInAStateKeyIsRefused(key: String, message: String) throws {
        guard case .failure(let error) = StateKey.parse(key, parser: ExpressionParser()) else {
            Issue.record("accepted \(key)")
            return
        }
        #expect(error.code == .invalidStateKey)
        #expect(error.message.hasPrefix(message), "\(error.message)")
    }

    /// What a key writes after a bound part is checked as the element's member, as in a binding.
    @Test func aStateKeyMemberAfterABoundPartIsChecked() throws {
        let keys = [
            "env.expenses[id == $.env.selected].amout", "env.expenses[$.env.n].amout", "env.expenses[id == $.env.selected].amount", "env.expenses[-1].title",
            "env.expenses[idd == 'e1'].amount", "env.selected[id == 'e1']",
        ]
        let buttons = keys.map { #"{"type": "button", "label": "x", "action": {"actionType": "setState", "key": "\#($0)", "value": 0}}"# }
        let app = Self.app.replacingOccurrences(of: #""selected": "e2""#, with: #""selected": "e2", "n": 0"#)
        let diagnostics = validateFiles(["app.json": app, "screens/home.json": #"{"type": "screen", "children": [\#(buttons.joined(separator: ", "))]}"#])
        #expect(diagnostics.codes == [.unknownDataPath, .unknownDataPath, .writeDoesNotFit, .unknownDataPath, .unknownDataPath], "\(diagnostics.messages)")
        #expect(Array(diagnostics.messages.suffix(2)) == [
            "unknown path $.env.expenses[idd == 'e1']: the elements of $.env.expenses have no member 'idd' (did you mean 'id'?)",
            "$.env.selected[id == 'e1'] picks nothing: $.env.selected is text, and [id == 'e1'] matches an element of an array",
        ])
        #expect(Array(diagnostics.messages.prefix(2)) == [
            "unknown path $.env.expenses[id == $.env.selected].amout: $.env.expenses[id == $.env.selected] has no member 'amout' (did you mean 'amount'?)",
            "unknown path $.env.expenses[$.env.n].amout: $.env.expenses[$.env.n] has no member 'amout' (did you mean 'amount'?)",
        ])
        #expect(diagnostics.all.map { $0.path?.description } == ["$.children[0].action.key", "$.children[1].action.key", "$.children[3].action", "$.children[4].action.key", "$.children[5].action.key"])
    }

    @Test func theValidatorChecksTheMatchedMemberAndWhatIsMatched() throws {
        let home = #"""
            {"type": "screen", "children": [
              {"type": "text", "content": "${$.env.expenses[idd == $.env.selected].title}"},
              {"type": "text", "content": "${$.env.expenses[id == $.env.selected].titel}"},
              {"type": "text", "content": "${$.env.selected[id == 'e1']}"},
              {"type": "text", "content": "${$.env.expenses[id == $.env.selected].title}"}]}
            """#
        let diagnostics = validateFiles(["app.json": Self.app, "screens/home.json": home])
        #expect(diagnostics.codes == [.unknownDataPath, .unknownDataPath, .unknownDataPath], "\(diagnostics.messages)")
        #expect(diagnostics.messages == [
            "unknown path $.env.expenses[idd == $.env.selected]: the elements of $.env.expenses have no member 'idd' (did you mean 'id'?)",
            "unknown path $.env.expenses[id == $.env.selected].titel: $.env.expenses[id == $.env.selected] has no member 'titel' (did you mean 'title'?)",
            "$.env.selected[id == 'e1'] picks nothing: $.env.selected is text, and [id == 'e1'] matches an element of an array",
        ])
        #expect(diagnostics.all.map { $0.path?.description } == ["$.children[0].content", "$.children[1].content", "$.children[2].content"])
    }

    /// A screen given the element itself edits its own copy: the members it does not write
    /// stay, where the write used to leave only the one it wrote.
    @Test func aWriteIntoAParameterKeepsTheParametersOtherMembers() async throws {
        let detail = #"""
            {"type": "screen", "params": [{"name": "expense", "type": "object"}], "children": [
              {"type": "text", "content": "${$.expense.title}: ${$.expense.amount}"},
              {"type": "stepper", "label": "Amount", "binding": "$.expense.amount"}]}
            """#
        let runtime = try makeRuntime(["app.json": Self.app, "screens/home.json": plainScreen("Home"), "screens/detail.json": detail])
        let home = try #require(runtime.activeScreen)
        var decoder = SchemaDecoder()
        let open = try #require(decoder.action(try document(#"{"actionType": "navigate", "screen": "detail", "params": {"expense": "$.env.expenses[0]"}}"#).root))
        await runtime.perform(BoundAction(action: open, context: DataContext()), on: home)
        let screen = try #require(runtime.activeScreen)
        #expect(screen != home)
        #expect(runtime.render(screen).texts.first == "Coffee: 4.5")
        guard case .stepper(let stepper) = try control(runtime, screen) else { throw TestFailure("not a stepper") }
        await runtime.setValue(5, at: stepper.binding, screen: screen, onChange: nil)
        #expect(runtime.render(screen).texts.first == "Coffee: 5", "the title is kept beside the amount written")
        #expect(amounts(runtime) == [4.5, 12], "the screen edits its copy; app state is written through a match")
        #expect(runtime.issues.isEmpty, "\(runtime.issues)")
    }
}
