import Foundation
import Testing
import TestSupport

@testable import ViewEngine

/// `newId` on `append` and `insert`: an added object gets a fresh id unless it sets one.
@MainActor
@Suite struct NewIdentifierTests {
    private func run(_ json: String, _ runtime: AppRuntime, _ screen: ScreenID) async throws {
        var decoder = SchemaDecoder()
        let action = try #require(decoder.action(try document(json, file: "screens/home.json").root))
        #expect(decoder.diagnostics.all.isEmpty, "\(decoder.diagnostics.messages)")
        await runtime.perform(BoundAction(action: action, context: DataContext()), on: screen)
    }

    @Test func addedObjectsGetAFreshIdUnlessTheySetOne() async throws {
        let runtime = try makeRuntime([
            "app.json": #"{"name": "People", "state": {"people": []}, "root": "home"}"#, "screens/home.json": plainScreen("Home"),
        ])
        var made = 0
        runtime.makeIdentifier = {
            made += 1
            return "id-\(made)"
        }
        let screen = try #require(runtime.activeScreen)
        try await run(#"{"actionType": "append", "key": "env.people", "value": {"name": "Ada"}, "newId": "id"}"#, runtime, screen)
        try await run(#"{"actionType": "insert", "key": "env.people", "index": 0, "value": {"name": "Bo", "id": null}, "newId": "id"}"#, runtime, screen)
        try await run(#"{"actionType": "append", "key": "env.people", "value": {"name": "Cy", "id": "mine"}, "newId": "id"}"#, runtime, screen)
        #expect(runtime.appState["people"] == [["name": "Bo", "id": "id-2"], ["name": "Ada", "id": "id-1"], ["name": "Cy", "id": "mine"]])
        // Not an object: nothing to give an id to, so nothing is added and the issue says why.
        try await run(#"{"actionType": "append", "key": "env.people", "value": "Di", "newId": "id"}"#, runtime, screen)
        #expect(runtime.appState["people"]?.arrayValue?.count == 3)
        #expect(runtime.issues.map(\.code) == [.actionFailed])
        #expect(runtime.issues.first?.message.contains("an object, for 'newId' to give an id") == true, "\(runtime.issues)")
    }

    @Test func theDefaultIdsAreUnique() async throws {
        let runtime = try makeRuntime(["app.json": #"{"name": "P", "state": {"people": []}, "root": "home"}"#, "screens/home.json": plainScreen("Home")])
        let screen = try #require(runtime.activeScreen)
        for _ in 0..<3 { try await run(#"{"actionType": "append", "key": "env.people", "value": {}, "newId": "key"}"#, runtime, screen) }
        let ids = runtime.appState["people"]?.arrayValue?.compactMap { $0["key"]?.stringValue } ?? []
        #expect(ids.count == 3 && Set(ids).count == 3, "\(ids)")
        #expect(ids.allSatisfy { UUID(uuidString: $0) != nil && $0 == $0.lowercased() }, "\(ids)")
    }

    @Test func newIdMustNameAMember() throws {
        var decoder = SchemaDecoder()
        _ = decoder.action(try document(#"{"actionType": "append", "key": "env.people", "value": {}, "newId": ""}"#).root)
        #expect(decoder.diagnostics.codes == [.wrongType])
        var other = SchemaDecoder()
        _ = other.action(try document(#"{"actionType": "remove", "key": "env.people", "index": 0, "newId": "id"}"#).root)
        #expect(other.diagnostics.codes == [.unknownProperty], "only append and insert add elements")
    }
}
