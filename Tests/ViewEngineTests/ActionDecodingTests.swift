import Testing

@testable import ViewEngine

@Suite struct ActionDecodingTests {
    func action(_ text: String) throws -> (Action?, Diagnostics) {
        var decoder = SchemaDecoder()
        let action = decoder.action(try document(text).root)
        return (action, decoder.diagnostics)
    }

    @Test func decodesAllActionTypes() throws {
        let cases: [(String, String)] = [
            (#"{"actionType": "navigate", "screen": "detail", "params": {"id": "$.item.id"}}"#, "navigate"),
            (#"{"actionType": "present", "screen": "info"}"#, "present"),
            (#"{"actionType": "dismiss"}"#, "dismiss"),
            (#"{"actionType": "back"}"#, "back"),
            (#"{"actionType": "reload"}"#, "reload"),
            (#"{"actionType": "api", "endpoint": "/lookup", "params": {"id": "$.podcastId"}, "resultKey": "episodes"}"#, "api"),
            (#"{"actionType": "setState", "key": "env.searchQuery", "value": "$.query"}"#, "setState"),
            (#"{"actionType": "custom", "event": "openExternalUrl", "payload": {"url": "$.url"}}"#, "custom"),
            (#"{"actionType": "sequence", "actions": [{"actionType": "dismiss"}, {"actionType": "reload"}]}"#, "sequence"),
            (#"{"type": "SETSTATE", "key": "x", "value": 1}"#, "setState"),
        ]
        for (text, name) in cases {
            let (decoded, diagnostics) = try action(text)
            #expect(decoded?.typeName == name, "\(text)")
            #expect(diagnostics.isEmpty, "\(text): \(diagnostics.all)")
        }
    }

    @Test func reportsUnknownTypesMissingFieldsAndUnknownFields() throws {
        #expect(try action(#"{"actionType": "navgate", "screen": "x"}"#).1.codes == [.unknownActionType])
        #expect(try action(#"{"actionType": "navigate"}"#).1.codes == [.missingMember])
        #expect(try action(#"{"actionType": "dismiss", "screen": "x"}"#).1.codes == [.unknownProperty])
        #expect(try action(#"{"screen": "x"}"#).1.codes == [.missingActionType])
        #expect(try action(#"{"actionType": "setState", "key": "a..b"}"#).1.codes == [.invalidStateKey])
        #expect(try action(#"{"actionType": "sequence", "actions": {}}"#).1.codes == [.wrongType])
    }

    @Test func sequenceKeepsOrder() throws {
        let (decoded, _) = try action(#"{"actionType": "sequence", "actions": [{"actionType": "setState", "key": "a", "value": 1}, {"actionType": "back"}, {"actionType": "reload"}]}"#)
        guard case .sequence(let steps)? = decoded?.kind else {
            Issue.record("not a sequence")
            return
        }
        #expect(steps.map(\.typeName) == ["setState", "back", "reload"])
    }
}
