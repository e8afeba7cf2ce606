import Testing
import TestSupport

@testable import ViewEngine

/// A control's binding may hold bound keys (`$.env.todos[$.index].done`): read when the control
/// is resolved, so each row's toggle writes its own element, and a key that picks nothing makes
/// a control that writes nowhere, said once.
@MainActor
@Suite struct WritableBindingTests {
    let app = #"{"name": "Todo", "root": "home", "state": {"todos": [{"title": "Milk", "done": false}, {"title": "Eggs", "done": true}], "pick": 1}}"#

    func toggles(_ runtime: AppRuntime, _ screen: ScreenID) -> [RenderNode.Toggle] {
        runtime.render(screen).allNodes.compactMap { node in
            if case .toggle(let toggle) = node.content { return toggle }
            return nil
        }
    }

    @Test func eachRowsToggleWritesItsOwnElement() async throws {
        let runtime = try makeRuntime([
            "app.json": app,
            "screens/home.json": #"""
                {"type": "screen", "children": [
                  {"type": "list", "items": "$.env.todos", "itemTemplate": {"type": "toggle", "label": "$.item.title", "binding": "$.env.todos[$.index].done"}},
                  {"type": "text_field", "binding": "$.env.todos[$.env.pick].title"}
                ]}
                """#,
        ])
        let screen = try #require(runtime.activeScreen)
        let rows = toggles(runtime, screen)
        #expect(rows.map(\.binding.description) == ["$.env.todos[0].done", "$.env.todos[1].done"])
        #expect(rows.map(\.isOn) == [false, true])
        await runtime.setValue(true, at: rows[0].binding, screen: screen, onChange: nil)
        #expect(runtime.appState["todos"] == [["title": "Milk", "done": true], ["title": "Eggs", "done": true]])
        guard let field = runtime.render(screen).allNodes.lazy.compactMap({ node -> RenderNode.TextField? in
            if case .textField(let field) = node.content { return field } else { return nil }
        }).first else {
            Issue.record("no text field")
            return
        }
        #expect(field.binding.description == "$.env.todos[1].title")
        await runtime.setValue("Oat milk", at: field.binding, screen: screen, onChange: nil)
        #expect(runtime.appState["todos"]?[1]?["title"] == "Oat milk")
        #expect(runtime.issues.isEmpty, "\(runtime.issues)")
    }

    @Test func aKeyThatPicksNothingWritesNowhereAndSaysSo() throws {
        let runtime = try makeRuntime([
            "app.json": app,
            "screens/home.json": #"{"type": "screen", "children": [{"type": "toggle", "label": "x", "binding": "$.env.todos[$.env.missing].done"}]}"#,
        ])
        let screen = try #require(runtime.activeScreen)
        #expect(toggles(runtime, screen).map(\.binding.components.isEmpty) == [true])
        #expect(toggles(runtime, screen).map(\.isOn) == [false], "it shows nothing, not all of $ (an object, which counts as on)")
        #expect(runtime.issues.map(\.message) == ["'binding' writes nowhere here: a key in $.env.todos[$.env.missing].done picks no element or member"])
    }

    @Test(arguments: [
        ("$.env.todos[$.index].done", true),
        ("$.todos[$.i]", true),
        ("$.env.todos | first", false),
        ("($.env.todos)[0].done", true),  // the same place as $.env.todos[0].done
        ("($.env.todos | first).done", false),
        ("$[$.name]", false),
        ("$.a + 1", false),
    ])
    func onlyAPathWithBoundKeysIsWritable(source: String, writable: Bool) throws {
        let (_, diagnostics) = try decodeNode(#"{"type": "toggle", "label": "x", "binding": "\#(source)"}"#)
        #expect(diagnostics.codes == (writable ? [] : [.notAPlainPath]), "\(source): \(diagnostics.all)")
    }

    @Test func boundKeysCountAsStepsAgainstTheLimit() throws {
        let path = "$.a" + String(repeating: "[$.i]", count: NestingLimits.statePathSteps)
        let (_, diagnostics) = try decodeNode(#"{"type": "toggle", "label": "x", "binding": "\#(path)"}"#)
        #expect(diagnostics.codes == [.nestingTooDeep], "\(diagnostics.all)")
        let most = "$.a" + String(repeating: "[$.i]", count: NestingLimits.statePathSteps - 1)
        #expect(try decodeNode(#"{"type": "toggle", "label": "x", "binding": "\#(most)"}"#).1.all.isEmpty)
    }

    @Test func aBoundKeyBindingIsHeldToTheElementsDeclaredShape() {
        let diagnostics = validateFiles([
            "app.json": app,
            "screens/home.json": #"{"type": "screen", "children": [{"type": "list", "items": "$.env.todos", "itemTemplate": {"type": "toggle", "label": "x", "binding": "$.env.todos[$.index].title"}}]}"#,
        ])
        #expect(diagnostics.messages == ["a toggle's 'binding' writes a boolean to $.env.todos[$.index].title, which app.json declares as text"])
    }
}

/// `$.index` counts the rows shown: through it, a row writes its own element only in the array
/// its list's `items` reads, unfiltered and in order (SDUI0715).
@Suite struct RowIndexTests {
    func diagnostics(items: String, row: String) -> Diagnostics {
        validateFiles([
            "app.json": #"{"name": "T", "root": "home", "state": {"todos": [{"id": 1, "title": "a", "done": false}], "other": [{"done": false}]}}"#,
            "screens/home.json": #"{"type": "screen", "children": [{"type": "list", "items": "\#(items)", "itemTemplate": \#(row)}]}"#,
        ])
    }

    @Test func aFilteredListsIndexIntoItsArrayIsAWarning() {
        let toggle = #"{"type": "toggle", "label": "x", "binding": "$.env.todos[$.index].done"}"#
        let found = diagnostics(items: "$.env.todos | where:done == false", row: toggle)
        #expect(found.codes == [.rowIndexIntoOtherList], "\(found.all)")
        #expect(found.messages.first?.hasPrefix("$.env.todos[$.index].done picks by $.index, which counts the rows shown: the rows are $.env.todos | where:done == false, filtered or reordered, so row n is not element n of $.env.todos") == true, "\(found.messages)")
        #expect(found.all.first?.isError == false)
        let action = #"{"type": "button", "label": "x", "action": {"actionType": "setState", "key": "env.other[${$.index}].done", "value": true}}"#
        #expect(diagnostics(items: "$.env.todos", row: action).messages == [
            "env.other[${$.index}].done picks by $.index, which counts the rows shown: the rows are the elements of $.env.todos, not of $.env.other; write by id (an update action with \"id\": \"$.item.id\") or list $.env.other itself",
        ])
    }

    @Test func theListsOwnArrayInOrderIsClean() {
        let toggle = #"{"type": "toggle", "label": "x", "binding": "$.env.todos[$.index].done"}"#
        #expect(diagnostics(items: "$.env.todos", row: toggle).all.isEmpty)
        #expect(diagnostics(items: "$.env.todos | take:5", row: toggle).all.isEmpty, "take keeps positions")
        let key = #"{"type": "button", "label": "x", "action": {"actionType": "setState", "key": "env.todos[$.index].done", "value": true}}"#
        #expect(diagnostics(items: "$.env.todos", row: key).all.isEmpty)
        let byID = #"{"type": "button", "label": "x", "action": {"actionType": "update", "key": "env.todos", "id": "$.item.id", "value": {"done": true}}}"#
        #expect(diagnostics(items: "$.env.todos | where:done == false", row: byID).all.isEmpty)
    }

    /// The running app refuses writes to `$.item` (a copy); validation says so, with the path.
    @Test func aWriteToTheRowsCopyIsAnErrorWithThePathToWrite() {
        let toggle = #"{"type": "toggle", "label": "x", "binding": "$.item.done"}"#
        let found = diagnostics(items: "$.env.todos", row: toggle)
        #expect(found.codes == [.rowCopyWritten], "\(found.all)")
        #expect(found.messages == ["$.item.done writes to $.item, a copy of the row's element that the app does not keep: write $.env.todos[$.index].done"])
        #expect(found.all.first?.isError == true)
        let key = #"{"type": "button", "label": "x", "action": {"actionType": "setState", "key": "item.done", "value": true}}"#
        #expect(diagnostics(items: "$.env.todos", row: key).messages == [
            "item.done writes to $.item, a copy of the row's element that the app does not keep: write env.todos[$.index].done",
        ])
        #expect(diagnostics(items: "$.env.todos | sort:title", row: toggle).messages == [
            "$.item.done writes to $.item, a copy of the row's element that the app does not keep: write to the element in the array the list shows, by $.index or with an update action by id",
        ])
    }
}
