import Foundation
import Testing
import TestSupport
import ViewEngine

@testable import PreviewServer

/// `onChange` of text inputs in the preview: it runs after text that changes the value is
/// written (and sees it), not for the same text sent again, and before `onSubmit`.
@MainActor
@Suite struct TextChangeTests {
    @Test func onChangeRunsForNewTextOnlyAndBeforeSubmit() async throws {
        let bundle = try TestBundle()
        defer { bundle.remove() }
        try bundle.write("app.json", #"{"name": "Test", "root": "find"}"#)
        try bundle.write("screens/find.json", #"""
            {"type": "screen", "props": {"title": "Find"}, "state": {"query": "", "changes": 0, "seen": "", "submitted": ""}, "children": [
              {"type": "search_bar", "binding": "$.query", "accessibilityIdentifier": "query",
               "onChange": {"type": "sequence", "actions": [
                 {"type": "increment", "key": "changes"}, {"type": "setState", "key": "seen", "value": "${$.query | uppercase}"}]},
               "onSubmit": {"type": "setState", "key": "submitted", "value": "${$.seen}"}},
              {"type": "text_editor", "binding": "$.notes", "label": "Notes", "accessibilityIdentifier": "notes",
               "onChange": {"type": "setState", "key": "noted", "value": "${$.notes | count}"}},
              {"type": "text", "content": "changes ${$.changes}, seen ${$.seen}, submitted ${$.submitted}, noted ${$.noted}"}
            ]}
            """#)
        let running = try await RunningServer.start(bundle)
        defer { Task { await running.stop() } }
        var client = PreviewClient(port: running.port)
        _ = try await client.open()
        let query = try client.id(.field, of: "query")

        var frame = try await client.send(id: query, text: "tea")
        try #require(frame.status == 200, "\(frame.body)")
        #expect(client.html.contains("changes 1, seen TEA, submitted , noted "), "\(client.html.count)")

        // Return sends the same text again: no change, so only onSubmit runs, and it sees what onChange wrote.
        frame = try await client.send(id: query, text: "tea", submit: true)
        try #require(frame.status == 200, "\(frame.body)")
        #expect(client.html.contains("changes 1, seen TEA, submitted TEA"))

        // New text with return: onChange first, then onSubmit sees its write.
        frame = try await client.send(id: query, text: "coffee", submit: true)
        try #require(frame.status == 200, "\(frame.body)")
        #expect(client.html.contains("changes 2, seen COFFEE, submitted COFFEE"))

        frame = try await client.send(id: try client.id(.field, of: "notes"), text: "four")
        try #require(frame.status == 200, "\(frame.body)")
        #expect(client.html.contains("noted 4"))
    }
}
