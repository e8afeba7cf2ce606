import Testing

@testable import ViewEngine

/// Steps after `back` or `dismiss` in a sequence run on the screen shown then: one that reads
/// the detail screen's parameter reads nothing there, so `sdui validate` warns (SDUI0718).
@Suite struct StepsAfterLeavingTests {
    static let app = #"{"name": "Expenses", "root": "home", "state": {"expenses": [{"id": "e1", "amount": 4}]}}"#

    /// The warnings for a detail screen whose button runs `steps`; the screen declares its
    /// parameter when `declared`, else only the home screen's navigate passes it, and nothing
    /// is said: which names are passed is known whole only after every screen is walked.
    func warnings(_ steps: [String], declared: Bool = true) -> Diagnostics {
        let params = declared ? #""params": [{"name": "expenseId", "type": "string"}], "# : ""
        let home = #"{"type": "screen", "children": [{"type": "button", "label": "Open", "action": {"actionType": "navigate", "screen": "detail", "params": {"expenseId": "e1"}}}]}"#
        let detail = #"{"type": "screen", \#(params)"children": [{"type": "button", "label": "Delete", "action": {"actionType": "sequence", "actions": [\#(steps.joined(separator: ", "))]}}]}"#
        return validateFiles(["app.json": Self.app, "screens/home.json": home, "screens/detail.json": detail])
    }

    @Test func aStepAfterBackThatReadsADeclaredParameterIsAWarning() {
        let steps = [#"{"actionType": "back"}"#, #"{"actionType": "remove", "key": "env.expenses", "id": "$.expenseId"}"#]
        #expect(warnings(steps, declared: false).all.isEmpty)
        let diagnostics = warnings(steps)
        #expect(diagnostics.codes == [.stepAfterLeavingReadsParameter], "\(diagnostics.messages)")
        #expect(diagnostics.messages == ["this step runs after 'back', on the screen shown then, which does not have this screen's parameter $.expenseId; put it before the 'back'"])
        #expect(diagnostics.all.first?.path?.description == "$.children[0].action.actions[1]")
        #expect(diagnostics.all.allSatisfy { !$0.isError })
    }

    @Test func stepsBeforeLeavingOrThatReadNoParameterAreClean() {
        #expect(warnings([#"{"actionType": "remove", "key": "env.expenses", "id": "$.expenseId"}"#, #"{"actionType": "back"}"#]).all.isEmpty)
        #expect(warnings([#"{"actionType": "dismiss"}"#, #"{"actionType": "setState", "key": "picked", "value": true}"#]).all.isEmpty)
        // A back that may not run leaves the next step on this screen.
        #expect(warnings([#"{"actionType": "back", "condition": "$.env.expenses | empty"}"#, #"{"actionType": "setState", "key": "seen", "value": "$.expenseId"}"#]).all.isEmpty)
        #expect(warnings([#"{"actionType": "dismiss"}"#, #"{"actionType": "setState", "key": "last", "value": "$.expenseId"}"#]).codes == [.stepAfterLeavingReadsParameter])
    }

    /// On a screen with a sheet node, `dismiss` closes that sheet first and the screen stays.
    @Test func aDismissThatMayCloseTheScreensOwnSheetIsNotReported() {
        let home = #"{"type": "screen", "children": [{"type": "button", "label": "Open", "action": {"actionType": "navigate", "screen": "detail", "params": {"expenseId": "e1"}}}]}"#
        let detail = #"""
            {"type": "screen", "params": [{"name": "expenseId", "type": "string"}], "children": [
              {"type": "button", "label": "Edit", "action": {"actionType": "present", "screen": "editor"}},
              {"type": "sheet", "id": "editor", "content": {"type": "button", "label": "Done", "action": {"actionType": "sequence", "actions": [
                {"actionType": "dismiss"}, {"actionType": "setState", "key": "edited", "value": "$.expenseId"}]}}}]}
            """#
        let diagnostics = validateFiles(["app.json": Self.app, "screens/home.json": home, "screens/detail.json": detail])
        #expect(diagnostics.all.isEmpty, "\(diagnostics.messages)")
    }
}
