import Foundation
import Testing
import TestSupport
import ViewEngine
import WebRenderer

@testable import PreviewServer

/// A `text_field` with `"format": "number"` in the preview: what the browser sends is read in
/// the session's locale (12,5 in German), a number is written, and other text is refused with
/// the reason, as a slider's out-of-range value is.
@MainActor
@Suite struct NumberFieldTests {
    @Test func aGermanSessionReadsAndShowsNumbersTheGermanWay() async throws {
        let files = [
            "app.json": #"{"name": "Test", "modules": ["test"], "state": {"amount": 3}, "root": "pay"}"#,
            "screens/pay.json": #"""
                {"type": "screen", "props": {"title": "Pay"}, "children": [
                  {"type": "text_field", "props": {"binding": "$.env.amount", "format": "number", "placeholder": "Amount", "accessibilityIdentifier": "amount"}},
                  {"type": "text", "props": {"content": "doubled ${$.env.amount * 2}"}}
                ]}
                """#,
            "strings/en.json": #"{"x": "x"}"#, "strings/de.json": #"{"x": "x"}"#,
        ]
        try await RunningServer.serving(files: files) { running, _ in try await checkGerman(running) }
    }

    private func checkGerman(_ running: RunningServer) async throws {
        var german = PreviewClient(port: running.port, locale: "de")
        _ = try await german.open()
        #expect(german.html.contains("data-commit"), "sent when committed, not per key")
        let field = try german.id(.field, of: "amount")

        var frame = try await german.send(id: field, text: "12,5")
        try #require(frame.status == 200, "\(frame.body)")
        #expect(german.html.contains("doubled 25"))
        #expect(german.html.contains("value=\"12,5\""))

        // A dot where German writes a comma would make 12.50 into 1250: refused, with the way to write it.
        frame = try await german.send(id: field, text: "12.50")
        #expect(frame.status == 400)
        #expect(frame.body == "'12.50' is not a number as this field reads them; write it as 1.234,5\n")
        frame = try await german.send(id: field, text: "1.234,5")
        try #require(frame.status == 200, "\(frame.body)")
        #expect(german.html.contains("doubled 2469"))
    }
}
