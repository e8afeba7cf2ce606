import Foundation
import Testing
import TestSupport
import ViewEngine

@testable import PreviewServer

/// `onChange` of text inputs in the preview: it runs after text that changes the value is
/// written (and sees it), not for the text the field already showed, and before `onSubmit`.
@MainActor
@Suite struct TextChangeTests {
    static let files = [
        "app.json": #"{"name": "Test", "root": "find"}"#,
        "screens/find.json": #"""
            {"type": "screen", "props": {"title": "Find"}, "children": [
              {"type": "search_bar", "binding": "$.query", "accessibilityIdentifier": "query",
               "onChange": {"type": "sequence", "actions": [
                 {"type": "increment", "key": "changes"}, {"type": "setState", "key": "seen", "value": "${$.query | uppercase}"}]},
               "onSubmit": {"type": "setState", "key": "submitted", "value": "${$.seen}"}},
              {"type": "text_editor", "binding": "$.notes", "label": "Notes", "accessibilityIdentifier": "notes",
               "onChange": {"type": "setState", "key": "noted", "value": "${$.notes | count}"}},
              {"type": "text", "content": "changes ${$.changes}, seen ${$.seen}, submitted ${$.submitted}, noted ${$.noted}"}
            ]}
            """#,
    ]

    @Test func onChangeRunsForNewTextOnlyAndBeforeSubmit() async throws {
        try await RunningServer.serving(files: Self.files) { running, _ in
            var client = PreviewClient(port: running.port)
            _ = try await client.open()
            let query = try client.id(.field, of: "query")
            let notes = try client.id(.field, of: "notes")

            // Empty text over nothing is no change either: return in an untouched editor.
            var frame = try await client.send(id: notes, text: "", submit: true)
            try #require(frame.status == 200, "\(frame.body)")
            #expect(client.html.contains("changes , seen , submitted , noted </span>"))

            frame = try await client.send(id: query, text: "tea")
            #expect(client.html.contains("changes 1, seen TEA, submitted , noted "))

            // Return sends the same text again: no change, so only onSubmit runs, and it sees what onChange wrote.
            frame = try await client.send(id: query, text: "tea", submit: true)
            #expect(client.html.contains("changes 1, seen TEA, submitted TEA"))

            // New text with return: onChange first, then onSubmit sees its write.
            frame = try await client.send(id: query, text: "coffee", submit: true)
            try #require(frame.status == 200, "\(frame.body)")
            #expect(client.html.contains("changes 2, seen COFFEE, submitted COFFEE"))

            frame = try await client.send(id: notes, text: "four")
            #expect(client.html.contains("noted 4"))
        }
    }
}
