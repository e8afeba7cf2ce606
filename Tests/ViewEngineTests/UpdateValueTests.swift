import Testing
import TestSupport

@testable import ViewEngine

/// `update` works its `value` out for each matching element, with `$.item` and `$.index` that
/// element and its position, as its `where` reads them: the running app, the fit check and the
/// validator agree on it.
@MainActor
@Suite struct UpdateValueTests {
    static let app = #"""
        {"name": "Shop", "root": "home",
         "state": {"cart": [{"id": "a", "name": "Eggs", "qty": 1}, {"id": "b", "name": "Milk", "qty": 2}, {"id": "c", "name": "Tea", "qty": 5}]}}
        """#

    private func runtime() throws -> (AppRuntime, ScreenID) {
        let runtime = try makeRuntime(["app.json": Self.app, "screens/home.json": plainScreen("Home")])
        return (runtime, try #require(runtime.activeScreen))
    }

    /// Runs `json` as a tap does, from a row whose `$.item` is `item` when one is given.
    private func run(_ json: String, _ runtime: AppRuntime, _ screen: ScreenID, item: JSONValue? = nil) async throws {
        var decoder = SchemaDecoder()
        let action = try #require(decoder.action(try document(json, file: "screens/home.json").root))
        let context = item.map { DataContext().pushingItem($0, index: 0) } ?? DataContext()
        await runtime.perform(BoundAction(action: action, context: context), on: screen)
    }

    private func quantities(_ runtime: AppRuntime) -> [Double] {
        runtime.appState["cart"]?.arrayValue?.compactMap { $0["qty"]?.numberValue } ?? []
    }

    @Test func eachMatchingElementGetsItsOwnValue() async throws {
        let (runtime, screen) = try runtime()
        try await run(#"{"actionType": "update", "key": "env.cart", "where": "$.item.qty < 5", "value": {"qty": "$.item.qty + 1"}}"#, runtime, screen)
        #expect(quantities(runtime) == [2, 3, 5])
        try await run(#"{"actionType": "update", "key": "env.cart", "index": -1, "value": {"qty": "$.index * 10"}}"#, runtime, screen)
        #expect(quantities(runtime) == [2, 3, 20], "$.index is the matched element's position")
        #expect(runtime.issues.isEmpty, "\(runtime.issues)")
    }

    /// However the value names the element (`$['item']`, `$[$.env.name]`), it is worked out
    /// per element: a text search for `$.item` once missed these and wrote null everywhere.
    @Test func theElementReadByABracketIsStillTheMatchedOne() async throws {
        let (runtime, screen) = try runtime()
        try await run(#"{"actionType": "update", "key": "env.cart", "where": "true", "value": {"qty": "$['item'].qty + 1"}}"#, runtime, screen)
        #expect(quantities(runtime) == [2, 3, 6])
        runtime.mergeAppState(["row": "index"])
        try await run(#"{"actionType": "update", "key": "env.cart", "where": "true", "value": {"qty": "$[$.env.row] * 10"}}"#, runtime, screen)
        #expect(quantities(runtime) == [0, 10, 20])
        #expect(runtime.issues.isEmpty, "\(runtime.issues)")
    }

    /// A catalogue row bumps the cart's element for its product: the id is read from the row,
    /// the value from the element it matches.
    @Test func aRowOfAnotherListUpdatesTheElementItsIdMatches() async throws {
        let (runtime, screen) = try runtime()
        let bump = #"{"actionType": "update", "key": "env.cart", "id": "$.item.id", "value": {"qty": "$.item.qty + 1", "name": "${$.item.name}!"}}"#
        try await run(bump, runtime, screen, item: ["id": "b", "name": "Oat milk", "price": 2])
        #expect(runtime.appState["cart"]?[1] == ["id": "b", "name": "Milk!", "qty": 3])
        #expect(runtime.issues.isEmpty, "\(runtime.issues)")
    }

    /// Each worked-out value is held to app.json's declared structure; one that does not fit
    /// (a list for a number) leaves every element as it was, those matched before it included.
    @Test func aValueThatDoesNotFitChangesNoElement() async throws {
        let (runtime, screen) = try runtime()
        let before = runtime.appState["cart"]
        try await run(#"{"actionType": "update", "key": "env.cart", "where": "true", "value": {"qty": "$($.item.qty > 1 ? ($.env.cart | map:id) : 0)"}}"#, runtime, screen)
        #expect(runtime.appState["cart"] == before)
        #expect(runtime.issues.map(\.message) == [
            #"update failed: the result does not fit the state app.json declares: env.cart[…].qty is an array, declared a number"#,
        ])
    }

    @Test func theValidatorReadsTheElementAndLocatesAMissInTheValue() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write("app.json", Self.app)
        let actions = [
            #"{"actionType": "update", "key": "env.cart", "where": "$.item.qty > 1", "value": {"qty": "$.item.qty + $.index"}}"#,
            #"{"actionType": "update", "key": "env.cart", "where": "$.item.qty > 1", "value": {"qty": "$.item.qyt"}}"#,
        ]
        let buttons = actions.map { #"{"type": "button", "label": "b", "action": \#($0)}"# }.joined(separator: ", ")
        try folder.write("screens/home.json", #"{"type": "screen", "params": [], "children": [\#(buttons)]}"#)
        let diagnostics = BundleValidator().validate(try BundleLoader().load(folder: folder.url))
        #expect(diagnostics.codes == [.unknownDataPath], "\(diagnostics.all)")
        #expect(diagnostics.all.first?.message.contains("'qyt'") == true, "\(diagnostics.messages)")
        #expect(diagnostics.all.map { $0.path?.description } == ["$.children[1].action.value.qty"], "at the value, not at the where that reads $.item too")
    }
}
