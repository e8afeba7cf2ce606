import Foundation
import Testing
import TestSupport

@testable import ViewEngine

/// A write never leaves app state of another structure than app.json declares: `sdui validate`
/// finds literal writes that do not fit exactly (SDUI0710), and the running app refuses any
/// of another structure (SDUI1002), leaving the state, and what is saved, as it was.
@MainActor
@Suite struct StateFitTests {
    static let app = #"""
        {"name": "Shop", "root": "home", "persist": ["items", "nextId"],
         "state": {"n": 3, "items": [{"id": 1, "name": "Milk", "done": false}], "nextId": 2, "title": "Shop", "anything": null, "notes": {},
                   "lists": [{"name": "Home", "items": [{"id": 1, "done": false}]}]}}
        """#

    static func screen(_ actions: [String]) -> String {
        let buttons = actions.enumerated().map { #"{"type": "button", "label": "b\#($0.offset)", "action": \#($0.element)}"# }
        return #"{"type": "screen", "children": [\#(buttons.joined(separator: ", "))]}"#
    }

    func validate(_ actions: [String]) throws -> Diagnostics {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write("app.json", Self.app)
        try folder.write("screens/home.json", Self.screen(actions))
        return BundleValidator().validate(try BundleLoader().load(folder: folder.url))
    }

    func run(_ json: String, _ runtime: AppRuntime) async throws {
        var decoder = SchemaDecoder()
        let action = try #require(decoder.action(try document(json, file: "screens/home.json").root))
        await runtime.perform(BoundAction(action: action, context: DataContext()), on: try #require(runtime.activeScreen))
    }

    @Test func literalWritesThatDoNotFitAreErrorsWhenValidating() throws {
        let diagnostics = try validate([
            #"{"actionType": "setState", "key": "env.n", "value": "seven"}"#,
            #"{"actionType": "update", "key": "env.items", "id": 1, "value": {"done": "yes"}}"#,
            #"{"actionType": "append", "key": "env.items", "value": 42}"#,
            #"{"actionType": "clear", "key": "env.n"}"#,
            #"{"actionType": "increment", "key": "env.items"}"#,
            #"{"actionType": "append", "key": "env.title", "value": "x"}"#,
        ])
        #expect(diagnostics.codes == Array(repeating: .writeDoesNotFit, count: 6), "\(diagnostics.all)")
        #expect(diagnostics.messages == [
            #"setState writes what does not fit: env.n is a string "seven", declared a number"#,
            #"update writes what does not fit: env.items[…].done is a string "yes", declared a boolean"#,
            "append writes what does not fit: env.items[…] is a number 42, declared an object",
            "clear needs an array, an object or a text at env.n, which app.json declares as a number",
            "increment needs a number at env.items, which app.json declares as an array",
            "append needs an array at env.title, which app.json declares as text",
        ])
        // Each at its action, with its JSON path.
        #expect(diagnostics.all.map { $0.path?.description } == (0..<6).map { "$.children[\($0)].action" })
    }

    @Test func aMapDeclaredEmptyTakesAnyMemberButIsAnObject() async throws {
        let diagnostics = try validate([
            #"{"actionType": "setState", "key": "env.notes", "value": "text"}"#,
            #"{"actionType": "setState", "key": "env.notes.pho", "value": {"any": ["shape"]}}"#,
            #"{"actionType": "setState", "key": "env.notes[${$.env.title}]", "value": 1}"#,
        ])
        #expect(diagnostics.codes == [.writeDoesNotFit], "\(diagnostics.all)")
        #expect(diagnostics.messages == [#"setState writes what does not fit: env.notes is a string "text", declared an object"#])
        let runtime = try makeRuntime(["app.json": Self.app, "screens/home.json": Self.screen([])])
        try await run(#"{"actionType": "setState", "key": "env.notes", "value": ["$.env.title"]}"#, runtime)
        try await run(#"{"actionType": "setState", "key": "env.notes[${$.env.title}]", "value": "milk first"}"#, runtime)
        #expect(runtime.appState["notes"] == ["Shop": "milk first"])
        #expect(runtime.issues.map(\.message) == ["setState failed: the result does not fit the state app.json declares: env.notes is an array, declared an object"])
        // A bound key part that is empty text names no member, and says so.
        try await run(#"{"actionType": "setState", "key": "env.notes[${$.env.anything | default:''}]", "value": 1}"#, runtime)
        #expect(runtime.issues.last?.message.hasSuffix("is empty text, which names no member") == true, "\(runtime.issues)")
    }

    /// A key without `env.` writes the screen's own state: named like app state, it most likely
    /// meant the app's, which would otherwise stay as it was without a word.
    @Test func aScreenStateWriteNamedLikeAppStateIsAWarning() throws {
        let diagnostics = try validate([
            #"{"actionType": "clear", "key": "items"}"#,
            #"{"actionType": "setState", "key": "title", "value": "x"}"#,
            #"{"actionType": "setState", "key": "draft", "value": "x"}"#,
            #"{"actionType": "clear", "key": "env.items"}"#,
        ])
        #expect(diagnostics.codes == [.screenStateNamedLikeAppState, .screenStateNamedLikeAppState], "\(diagnostics.all)")
        #expect(diagnostics.messages.first == "'items' writes the screen's own state 'items', but app.json declares 'items' as app state; to change the app's, write 'env.items'")
        #expect(diagnostics.all.map { $0.path?.description } == ["$.children[0].action.key", "$.children[1].action.key"])
        #expect(!diagnostics.hasErrors)
    }

    /// A control bound without `$.env.` to a name app state declares writes the screen's own
    /// state, as a key without `env.` does, and is reported the same way.
    @Test func aControlBoundToScreenStateNamedLikeAppStateIsAWarning() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write("app.json", Self.app)
        try folder.write("screens/home.json", #"""
            {"type": "screen", "children": [
              {"type": "text_field", "placeholder": "Title", "binding": "$.title"},
              {"type": "text_field", "placeholder": "Draft", "binding": "$.draft"},
              {"type": "stepper", "label": "N", "binding": "$.env.n"}]}
            """#)
        let diagnostics = BundleValidator().validate(try BundleLoader().load(folder: folder.url))
        #expect(diagnostics.codes == [.screenStateNamedLikeAppState], "\(diagnostics.all)")
        #expect(diagnostics.messages == ["'$.title' writes the screen's own state 'title', but app.json declares 'title' as app state; to change the app's, write '$.env.title'"])
        #expect(diagnostics.all.map { $0.path?.description } == ["$.children[0].binding"])
    }

    /// A literal index may count from the end, as reads' may: `env.items[-1]` is the last.
    @Test func aKeyIndexFromTheEndWritesTheLastElement() async throws {
        let diagnostics = try validate([
            #"{"actionType": "setState", "key": "env.items[-1].done", "value": true}"#,
            #"{"actionType": "setState", "key": "env.items[-1].done", "value": "yes"}"#,
        ])
        #expect(diagnostics.codes == [.writeDoesNotFit], "the element's declared shape is known: \(diagnostics.all)")
        let runtime = try makeRuntime(["app.json": Self.app, "screens/home.json": Self.screen([])])
        try await run(#"{"actionType": "append", "key": "env.items", "value": {"id": 2, "name": "Eggs", "done": false}}"#, runtime)
        try await run(#"{"actionType": "setState", "key": "env.items[-1].done", "value": true}"#, runtime)
        #expect(runtime.appState["items"]?.arrayValue?.map { $0["done"] } == [false, true])
        try await run(#"{"actionType": "setState", "key": "env.items[-3].done", "value": true}"#, runtime)
        #expect(runtime.issues.map(\.message) == ["setState failed: index -3 is out of range for $.env.items (2 elements)"])
    }

    @Test func writesThatFitOrCannotBeKnownAreClean() throws {
        let diagnostics = try validate([
            #"{"actionType": "setState", "key": "env.n", "value": 7}"#,
            #"{"actionType": "append", "key": "env.items", "value": {"id": 2, "name": "Eggs"}}"#,
            #"{"actionType": "update", "key": "env.items", "id": 1, "value": {"done": true}}"#,
            #"{"actionType": "setState", "key": "env.n", "value": "$.env.title"}"#,
            #"{"actionType": "setState", "key": "env.anything", "value": "text"}"#,
            #"{"actionType": "increment", "key": "env.nextId"}"#,
            #"{"actionType": "clear", "key": "env.title"}"#,
        ])
        #expect(diagnostics.all.isEmpty, "\(diagnostics.all)")
    }

    @Test func writesUnderABoundKeyAreCheckedAgainstTheElementItNames() throws {
        let diagnostics = try validate([
            #"{"actionType": "append", "key": "env.lists[${$.env.n}].items", "value": {"id": 2, "dnoe": true}}"#,
            #"{"actionType": "update", "key": "env.lists[${$.env.n}].items", "id": 1, "value": {"done": "yes"}}"#,
            #"{"actionType": "setState", "key": "env.lists[${$.env.n}].name", "value": 3}"#,
            #"{"actionType": "append", "key": "env.lists[${$.env.n}].items", "value": {"id": 2, "done": true}}"#,
            #"{"actionType": "setState", "key": "env.notes[${$.env.title}]", "value": 3}"#,
        ])
        #expect(diagnostics.codes == Array(repeating: .writeDoesNotFit, count: 3), "\(diagnostics.all)")
        #expect(diagnostics.messages == [
            "append writes what does not fit: env.lists[${$.env.n}].items[…].dnoe is not declared",
            #"update writes what does not fit: env.lists[${$.env.n}].items[…].done is a string "yes", declared a boolean"#,
            "setState writes what does not fit: env.lists[${$.env.n}].name is a number 3, declared text",
        ], "a fitting append and a member of a map (declared {}) are clean")
    }

    @Test func theRunningAppRefusesAWriteThatDoesNotFitAndSavesNothing() async throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let file = StateFile(dataFolder: folder.url, appName: "Shop")
        let runtime = try makeRuntime(["app.json": Self.app, "screens/home.json": Self.screen([])])
        runtime.persistState(in: file)
        try await run(#"{"actionType": "setState", "key": "env.items", "value": "$.env.title"}"#, runtime)
        try await run(#"{"actionType": "append", "key": "env.items", "value": {"id": 2, "name": "Eggs", "done": ["$.env.title"]}}"#, runtime)
        try await run(#"{"actionType": "append", "key": "env.items", "value": "$.env.title"}"#, runtime)
        try await run(#"{"actionType": "setState", "key": "env", "value": {"n": 4, "items": "$.env.title"}}"#, runtime)
        #expect(runtime.appState["items"] == [["id": 1, "name": "Milk", "done": false]])
        #expect(runtime.appState["n"] == 3)
        #expect(try file.load() == nil, "nothing was saved")
        #expect(runtime.issues.map(\.code) == [.actionFailed, .actionFailed, .actionFailed, .actionFailed])
        #expect(runtime.issues.map(\.message) == [
            #"setState failed: the result does not fit the state app.json declares: env.items is a string "Shop", declared an array"#,
            #"append failed: the result does not fit the state app.json declares: env.items[…].done is an array, declared a boolean"#,
            #"append failed: the result does not fit the state app.json declares: env.items[…] is a string "Shop", declared an object"#,
            #"setState failed: the result does not fit the state app.json declares: env.items is a string "Shop", declared an array"#,
        ])
        // Writes that fit the structure go through and are saved: members app.json does not
        // show are kept (an API's records carry more), and a text field's text where a
        // number is declared is text (expressions read numeric text as numbers).
        try await run(#"{"actionType": "append", "key": "env.items", "value": {"id": "$.env.nextId", "name": "Eggs", "note": "brown"}}"#, runtime)
        try await run(#"{"actionType": "setState", "key": "env.n", "value": "7"}"#, runtime)
        #expect(try file.load()?["items"] == [["id": 1, "name": "Milk", "done": false], ["id": 2, "name": "Eggs", "note": "brown"]])
        #expect(runtime.appState["n"] == "7")
        #expect(runtime.issues.count == 4)
    }

    @Test func anActionReadsWhatAnotherSessionSavedBeforeItEvaluates() async throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let file = StateFile(dataFolder: folder.url, appName: "Shop")
        let english = try makeRuntime(["app.json": Self.app, "screens/home.json": Self.screen([])])
        english.persistState(in: file, shared: true)
        let german = try makeRuntime(["app.json": Self.app, "screens/home.json": Self.screen([])])
        german.persistState(in: file, shared: true)
        let add = #"""
            {"actionType": "sequence", "actions": [
              {"actionType": "append", "key": "env.items", "value": {"id": "$.env.nextId", "name": "x"}},
              {"actionType": "increment", "key": "env.nextId"}]}
            """#
        try await run(add, german)
        // English has not written since German did: its next add still takes a fresh id.
        try await run(add, english)
        let ids = try file.load()?["items"]?.arrayValue?.compactMap { $0["id"] }
        #expect(ids == [1, 2, 3])
        #expect(try file.load()?["nextId"] == 4)
    }
}
