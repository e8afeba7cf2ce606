import Foundation
import Testing
import TestSupport
import ViewEngine
import WebRenderer

@testable import PreviewServer

/// A `multi_picker` in the preview: each row sends its position, and the server flips that
/// option in what the binding holds when the tap arrives.
@MainActor
@Suite struct MultiPickerTests {
    static func files(options: String, chosen: String) -> [String: String] {
        [
            "app.json": #"{"name": "Test", "modules": ["test"], "state": {"t": \#(chosen)}, "root": "pick"}"#,
            "screens/pick.json": #"""
                {"type": "screen", "props": {"title": "Pick"}, "children": [
                  {"type": "multi_picker", "props": {"binding": "$.env.t", "options": \#(options), "accessibilityIdentifier": "toppings"}},
                  {"type": "text", "props": {"content": "Chosen: ${$.env.t | join:\", \"} (${$.env.t | count})"}}
                ]}
                """#,
        ]
    }

    @Test func twoTapsSentFromOnePageBothCount() async throws {
        let files = Self.files(options: #"["Cheese", "Olives", "Basil"]"#, chosen: "[]")
        try await RunningServer.serving(files: files) { running, _ in
            var client = try await PreviewClient.opened(port: running.port)
            let picker = try client.id(.set, of: "toppings")
            #expect(client.html.contains(#"data-value="2""#), "a row sends its position, not the array")
            var frame = try await client.send(id: picker, value: 2)
            try #require(frame.status == 200, "\(frame.body)")
            #expect(client.html.contains("Chosen: Basil (1)"))
            // The same page's first row: Basil stays chosen, as it would not if the row had sent
            // the array its page showed.
            frame = try await client.send(id: picker, value: 0)
            try #require(frame.status == 200, "\(frame.body)")
            #expect(client.html.contains("Chosen: Cheese, Basil (2)"))
            frame = try await client.send(id: picker, value: 2)
            #expect(client.html.contains("Chosen: Cheese (1)"))

            frame = try await client.send(id: picker, value: 3)
            #expect(frame.status == 400)
            #expect(frame.body == "a multi-select picker's row sends the position of the option it flips, a whole number from 0 to 2, not 3\n")
            frame = try await client.send(id: picker, value: ["Olives"])
            #expect(frame.status == 400, "a whole array is not a position")
            frame = try await client.settle()
            #expect(client.html.contains("Chosen: Cheese (1)"), "nothing was written by a refusal")
        }
    }

    @Test func thousandsOfOptionsMakeAPageThatGrowsWithTheOptionsAlone() async throws {
        // 2,000 options, 1,000 of them chosen: had each row carried the array its tap writes,
        // the page would hold some 2,000 × 1,000 values (over 10 MB); it holds a few per row.
        let count = 2_000
        let options = "[" + (0..<count).map { "\"o\($0)\"" }.joined(separator: ", ") + "]"
        let chosen = "[" + stride(from: 0, to: count, by: 2).map { "\"o\($0)\"" }.joined(separator: ", ") + "]"
        try await RunningServer.serving(files: Self.files(options: options, chosen: chosen)) { running, _ in
            var client = try await PreviewClient.opened(port: running.port)
            #expect(client.html.contains("(1000)"))
            #expect(client.html.utf8.count < count * 400, "\(client.html.utf8.count) bytes for \(count) rows")
            let frame = try await client.send(id: try client.id(.set, of: "toppings"), value: 1999)
            try #require(frame.status == 200, "\(frame.body)")
            #expect(client.html.contains("(1001)") && client.html.contains("o1998, o1999"))
        }
    }
}
