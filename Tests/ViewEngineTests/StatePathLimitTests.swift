import Testing

@testable import ViewEngine

/// State is written at paths of at most ``NestingLimits/statePathSteps`` steps (a write goes
/// down its path a call per step, and a key of 20,000 parts crashed `sdui resolve`), and a write
/// never leaves it nested deeper than ``NestingLimits/stateDepth`` levels.
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

    @Test func aValueNestedDeeperThanStateMayHoldIsRefused() throws {
        func nested(_ levels: Int) -> JSONValue {
            (0..<levels).reduce(JSONValue.number(1)) { inner, _ in .array([inner]) }
        }
        #expect(JSONValue.number(1).depth(upTo: 0) == 0)
        #expect(JSONValue.object(["a": [1, [2]], "b": [:]]).depth(upTo: 3) == 3)
        #expect(JSONValue.object(["a": [1, [2]]]).depth(upTo: 2) == nil)
        #expect(nested(2_000).depth(upTo: NestingLimits.stateDepth) == nil)

        // `append` at `env.log` (2 steps): the log array is one level, so the value may have 509.
        let fits = nested(NestingLimits.stateDepth - 3)
        var root: JSONObject = [:]
        try StateEdit(.append(fits), action: "append").apply(to: &root, at: try #require(BindingPath(dotted: "log")), described: "env")
        #expect(root["log"]?.arrayValue?.first == fits)
        #expect(throws: StateActionError.valueTooDeep) {
            try StateEdit(.append(nested(NestingLimits.stateDepth - 2)), action: "append").apply(to: &root, at: try #require(BindingPath(dotted: "log")), described: "env")
        }
        #expect(root["log"]?.arrayValue?.count == 1, "nothing written")
    }

    /// A value that holds the state it replaces twice doubles at every write: shared in memory,
    /// it is written out whole, and once made a state file no launch could read back.
    @Test func aValueThatHoldsTheStateItReplacesStopsGrowingAtTheSizeLimit() throws {
        let compact: JSONValue = ["a": "xy", "b": [true, .null]]
        #expect(compact.writtenSize(upTo: 100) == 29, "about the 26 bytes of its JSON")
        #expect(compact.writtenSize(upTo: 28) == nil)
        // What `{"a": "$.env.pair", "b": "$.env.pair"}` makes of `pair` after `taps` writes.
        func pair(after taps: Int) -> JSONValue {
            (0..<taps).reduce(JSONValue.object(["a": .null, "b": .null])) { pair, _ in ["a": pair, "b": pair] }
        }
        let key = try #require(BindingPath(dotted: "pair"))
        var root: JSONObject = [:]
        try StateEdit(.set(pair(after: 16)), action: "setState").apply(to: &root, at: key, described: "env")
        #expect(root["pair"] == pair(after: 16), "about 2 MiB written out")
        #expect(throws: StateActionError.valueTooLarge) {
            try StateEdit(.set(pair(after: 20)), action: "setState").apply(to: &root, at: key, described: "env")
        }
        #expect(root["pair"] == pair(after: 16), "nothing written")
        #expect(StateActionError.valueTooLarge.description == "the value would take more than 16 MiB written out as JSON, more than one write may put in state (a value that holds the state it replaces doubles at every write)")
    }

    /// An `update` puts one value into each element it matches: together they share the limit.
    @Test func anUpdateOfManyElementsSharesTheSizeLimit() throws {
        let nine = JSONValue.string(String(repeating: "x", count: 9 << 20))
        let key = try #require(BindingPath(dotted: "xs"))
        var root: JSONObject = ["xs": [["n": 1], ["n": 2]]]
        let everyElement = StateEdit.Match.condition { _, _ in true }
        #expect(throws: StateActionError.valueTooLarge) {
            try StateEdit(.update(everyElement, { _, _ in ["note": nine] }), action: "update").apply(to: &root, at: key, described: "env")
        }
        #expect(root["xs"] == [["n": 1], ["n": 2]], "nothing written")
        try StateEdit(.update(.index(1), { _, _ in ["note": nine] }), action: "update").apply(to: &root, at: key, described: "env")
        #expect(root["xs"]?[1]?["note"] == nine, "one element's 9 MiB fits")
    }

    @Test func aSequenceThatWrapsAValueOnEveryStepStopsAtTheLimit() async throws {
        // Each step writes [previous]: 100,000 of them once crashed the first code that showed the value.
        let steps = Array(repeating: #"{"actionType": "setState", "key": "a", "value": ["$.a"]}"#, count: 600).joined(separator: ", ")
        let runtime = try makeRuntime([
            "app.json": #"{"name": "Deep", "root": "home"}"#,
            "screens/home.json": #"{"type": "screen", "onLoad": {"actionType": "sequence", "actions": [\#(steps)]}, "children": [{"type": "text", "content": "${$.a}"}]}"#,
        ])
        let screen = try #require(await runtime.show("home"))
        let value = try #require(runtime.screen(screen)?.state["a"])
        // Screen state `a` is one step: the value may have two levels fewer than the limit.
        #expect(value.depth(upTo: NestingLimits.stateDepth) == NestingLimits.stateDepth - 2, "the last write that fit")
        #expect(Set(runtime.issues.map(\.message)) == [
            "setState failed: the value would nest arrays and objects more than \(NestingLimits.stateDepth) levels deep in state, deeper than a JSON file may, so it could not be saved and read back",
        ])
    }
}
