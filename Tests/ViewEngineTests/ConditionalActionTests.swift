import Foundation
import Testing
import TestSupport

@testable import ViewEngine

/// `condition` and `else` on any action, and `condition` on swipe and alert buttons: "save
/// only when valid, else say why" without a button per case.
@MainActor
@Suite struct ConditionalActionTests {
    private func runtime() throws -> (AppRuntime, ScreenID) {
        let runtime = try makeRuntime([
            "app.json": #"{"name": "People", "state": {"people": [], "nextId": 1}, "root": "home"}"#,
            "screens/home.json": plainScreen("Home"),
            "screens/detail.json": plainScreen("Detail"),
        ])
        return (runtime, try #require(runtime.activeScreen))
    }

    private func run(_ json: String, _ runtime: AppRuntime, _ screen: ScreenID) async throws {
        var decoder = SchemaDecoder()
        let action = try #require(decoder.action(try document(json, file: "screens/home.json").root))
        #expect(decoder.diagnostics.all.isEmpty, "\(decoder.diagnostics.messages)")
        await runtime.perform(BoundAction(action: action, context: DataContext()), on: screen)
    }

    static let save = #"""
        {"actionType": "sequence", "condition": "!($.name | empty)",
         "actions": [
           {"actionType": "append", "key": "env.people", "value": {"id": "$.env.nextId", "name": "$.name"}},
           {"actionType": "increment", "key": "env.nextId"},
           {"actionType": "setState", "key": "error", "value": null}
         ],
         "else": {"actionType": "setState", "key": "error", "value": "A name is required"}}
        """#

    @Test func anActionRunsOnlyWhenItsConditionHoldsAndElseRunsOtherwise() async throws {
        let (runtime, screen) = try runtime()
        try await run(Self.save, runtime, screen)
        #expect(runtime.appState["people"] == [], "nothing appended for an empty name")
        #expect(runtime.screen(screen)?.state["error"] == "A name is required")
        #expect(runtime.appState["nextId"] == 1)

        try await run(#"{"actionType": "setState", "key": "name", "value": "Ada"}"#, runtime, screen)
        try await run(Self.save, runtime, screen)
        #expect(runtime.appState["people"] == [["id": 1, "name": "Ada"]])
        #expect(runtime.appState["nextId"] == 2)
        #expect(runtime.screen(screen)?.state["error"] == .null)
        #expect(runtime.issues.isEmpty, "\(runtime.issues)")
    }

    @Test func eachStepsConditionSeesTheStepsBeforeIt() async throws {
        let (runtime, screen) = try runtime()
        try await run(#"""
            {"actionType": "sequence", "actions": [
              {"actionType": "increment", "key": "env.nextId"},
              {"actionType": "setState", "key": "seen", "value": "two", "condition": "$.env.nextId == 2"},
              {"actionType": "setState", "key": "other", "value": "one", "condition": "$.env.nextId == 1"}
            ]}
            """#, runtime, screen)
        #expect(runtime.screen(screen)?.state["seen"] == "two")
        #expect(runtime.screen(screen)?.state["other"] == nil)
    }

    @Test func aConditionalNavigateOpensNothingWhenItDoesNotHold() async throws {
        let (runtime, screen) = try runtime()
        try await run(#"{"actionType": "navigate", "screen": "detail", "condition": "$.env.nextId > 5"}"#, runtime, screen)
        #expect(runtime.activeStack?.screens.count == 1)
        try await run(#"{"actionType": "navigate", "screen": "detail", "condition": "$.env.nextId > 0"}"#, runtime, screen)
        #expect(runtime.activeStack?.screens.count == 2)
    }

    @Test func conditionAndElseAreDecodedWithLocatedErrors() throws {
        // A condition that does not decode leaves the action out: run unguarded, it would do
        // what the author guarded against.
        var decoder = SchemaDecoder()
        let action = decoder.action(try document(#"{"actionType": "back", "condition": 3}"#, file: "screens/home.json").root)
        #expect(action == nil)
        #expect(decoder.diagnostics.codes == [.wrongType])
        #expect(decoder.diagnostics.all.map { $0.path?.description } == ["$.condition"])
        var badElse = SchemaDecoder()
        let guarded = badElse.action(try document(#"{"actionType": "back", "condition": "$.x", "else": {"actionType": "nowhere"}}"#).root)
        #expect(guarded?.condition != nil && guarded?.otherwise == nil)
        #expect(badElse.diagnostics.all.map { $0.path?.description } == ["$.else.actionType"])
        // `condition` and `else` are no unknown members of any action type.
        var clean = SchemaDecoder()
        _ = clean.action(try document(Self.save).root)
        #expect(clean.diagnostics.all.isEmpty, "\(clean.diagnostics.all)")
    }

    @Test func aSwipeButtonWithABrokenConditionIsLeftOut() throws {
        let (node, diagnostics) = try decodeNode(#"""
            {"type": "list", "props": {"items": "$.people", "itemTemplate": {"type": "text", "content": "$.item.name"},
              "swipeActions": [{"title": "Delete", "condition": "", "action": {"actionType": "dismiss"}}, {"title": "Edit", "action": {"actionType": "dismiss"}}]}}
            """#)
        #expect(diagnostics.codes == [.emptyCondition])
        guard case .rowActions(let buttons)? = node.props["swipeActions"] else {
            Issue.record("no swipe actions")
            return
        }
        #expect(buttons.map { $0.title.string(in: DataContext(), environment: .fixed()) } == ["Edit"])
    }

    @Test func theValidatorChecksTheConditionAndFollowsElse() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write("app.json", #"{"name": "People", "state": {"people": [], "nextId": 1}, "root": "home"}"#)
        try folder.write("screens/home.json", #"""
            {"type": "screen", "children": [{"type": "button", "label": "Go", "action":
              {"actionType": "navigate", "screen": "home", "condition": "$.env.nextid > 1", "else": {"actionType": "present", "screen": "detial"}}}]}
            """#)
        try folder.write("screens/detail.json", plainScreen("Detail"))
        let diagnostics = BundleValidator().validate(try BundleLoader().load(folder: folder.url))
        #expect(diagnostics.codes == [.unknownDataPath, .unknownScreen], "\(diagnostics.all)")
        #expect(diagnostics.all.map { $0.path?.description } == ["$.children[0].action.condition", "$.children[0].action.else"])
    }

    @Test func aConditionalLoadIsNoLoadCycle() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write("app.json", #"{"name": "Gate", "state": {"signedIn": false}, "root": "home"}"#)
        try folder.write("screens/home.json", #"{"type": "screen", "onLoad": {"actionType": "present", "screen": "login", "condition": "!$.env.signedIn"}}"#)
        try folder.write("screens/login.json", #"{"type": "screen", "onLoad": {"actionType": "navigate", "screen": "home", "condition": "$.env.signedIn"}}"#)
        #expect(BundleValidator().validate(try BundleLoader().load(folder: folder.url)).errors.isEmpty)
        // Without the conditions, the two screens load each other forever.
        try folder.write("screens/login.json", #"{"type": "screen", "onLoad": {"actionType": "navigate", "screen": "home"}}"#)
        try folder.write("screens/home.json", #"{"type": "screen", "onLoad": {"actionType": "present", "screen": "login"}}"#)
        #expect(BundleValidator().validate(try BundleLoader().load(folder: folder.url)).errors.map(\.code) == [.onLoadCycle])
        // A `back` behind a condition may have run, so the reload after it may reload another screen.
        try folder.write("screens/home.json", #"{"type": "screen", "onLoad": {"actionType": "sequence", "actions": [{"actionType": "back", "condition": "$.env.signedIn"}, {"actionType": "reload"}]}}"#)
        try folder.write("screens/login.json", #"{"type": "screen"}"#)
        #expect(BundleValidator().validate(try BundleLoader().load(folder: folder.url)).errors.isEmpty)
    }

    @Test func aSwipeButtonShowsOnlyOnRowsWhereItsConditionHolds() throws {
        let (node, diagnostics) = try decodeNode(#"""
            {"type": "list", "props": {"items": "$.people", "itemTemplate": {"type": "text", "content": "$.item.name"},
              "swipeActions": [
                {"title": "Delete", "role": "destructive", "condition": "$.item.expenses == 0", "action": {"actionType": "remove", "key": "people", "index": "$.index"}},
                {"title": "Edit", "action": {"actionType": "custom", "event": "edit"}}
              ]}}
            """#)
        #expect(diagnostics.isEmpty, "\(diagnostics.all)")
        let data: JSONValue = ["people": [["name": "Ada", "expenses": 2], ["name": "Bo", "expenses": 0]]]
        guard case .list(let list)? = Resolver(theme: Theme(), environment: .fixed()).resolve(node, in: DataContext(root: data))?.content else {
            Issue.record("not a list")
            return
        }
        #expect(list.rows.rowActions(at: 0).map(\.title) == ["Edit"])
        #expect(list.rows.rowActions(at: 1).map(\.title) == ["Delete", "Edit"])
    }
}
