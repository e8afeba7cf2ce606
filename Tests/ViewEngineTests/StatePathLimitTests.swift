import Testing

@testable import ViewEngine

/// State is written at paths of at most ``NestingLimits/statePathSteps`` steps: a write goes
/// down its path a call per step, and a key of 20,000 parts crashed `sdui resolve`.
@MainActor
@Suite struct StatePathLimitTests {
    private func dotted(_ steps: Int) -> String {
        (0..<steps).map { "s\($0)" }.joined(separator: ".")
    }

    @Test func aKeyOrBindingOfMoreStepsIsAnErrorWhereWritten() throws {
        let limit = NestingLimits.statePathSteps
        let (_, atLimit) = try decodeNode(#"{"type": "button", "label": "Go", "action": {"actionType": "setState", "key": "\#(dotted(limit))", "value": 1}}"#)
        #expect(atLimit.all.isEmpty, "\(atLimit.all)")
        let (_, key) = try decodeNode(#"{"type": "button", "label": "Go", "action": {"actionType": "setState", "key": "env.\#(dotted(limit))", "value": 1}}"#)
        #expect(key.codes == [.nestingTooDeep])
        #expect(key.messages == ["a key has at most \(limit) parts, this one \(limit + 1)"])
        let (_, binding) = try decodeNode(#"{"type": "toggle", "label": "On", "binding": "$.\#(dotted(20_000))"}"#)
        #expect(binding.codes == [.nestingTooDeep])
        #expect(binding.messages == ["'binding' has at most \(limit) steps, this one 20000"])
    }

    @Test func aWriteAtALongerPathIsRefusedAndChangesNothing() throws {
        let limit = NestingLimits.statePathSteps
        var root: JSONObject = ["kept": 1]
        let edit = StateEdit(.set(true), action: "setState")
        #expect(throws: StateActionError.pathTooLong(steps: limit + 1)) {
            try edit.apply(to: &root, at: try #require(BindingPath(dotted: dotted(limit))), described: "env")
        }
        #expect(root == ["kept": 1])
        try edit.apply(to: &root, at: try #require(BindingPath(dotted: dotted(limit))), described: "")
        #expect(BindingPath(dotted: dotted(limit))?.follow(from: .object(root), startingAt: 0) == true)
    }

    @Test func aRuntimeWriteOfThousandsOfStepsIsAnIssueNotACrash() throws {
        let runtime = try makeRuntime(["app.json": #"{"name": "Deep", "root": "home"}"#, "screens/home.json": plainScreen("Home")])
        let screen = try #require(runtime.activeScreen)
        runtime.write(true, at: try #require(BindingPath(dotted: dotted(20_000))), screen: screen)
        #expect(runtime.issues.map(\.code) == [.actionFailed])
        #expect(runtime.issues.first?.message == "setState failed: state is written at paths of at most \(NestingLimits.statePathSteps) steps, this one 20000")
    }
}
