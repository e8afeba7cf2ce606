import Foundation
import Testing
import TestSupport

/// `sdui serve` outlives whoever read its output.
@Suite struct ServeOutputTests {
    /// `sdui serve 2>&1 | head`: once the reader is gone, the next log line (here the reload's)
    /// meets a closed pipe. `FileHandle.write(_:)` trapped there and took the server down.
    @Test func aClosedLogPipeDoesNotStopTheServer() async throws {
        let scratch = try TemporaryFolder()
        defer { scratch.cleanUp() }
        func screen(_ text: String) -> String { #"{"type": "screen", "children": [{"type": "text", "content": "\#(text)"}]}"# }
        try scratch.write("app.json", #"{"name": "Closed", "root": "home"}"#)
        try scratch.write("screens/home.json", screen("first"))
        let serve = try ServeProcess([scratch.url.path], environment: scratch.isolatedEnvironment)
        defer { serve.stop() }
        var client = serve.client()
        #expect(try await client.open().body.contains("first"))
        try serve.closeOutput()
        try scratch.write("screens/home.json", screen("second"))
        // The reload, and its log line, happen when the folder event arrives.
        var shown = false
        for _ in 0..<100 where !shown {
            try await Task.sleep(for: .milliseconds(100))
            shown = try await client.open().body.contains("second")
        }
        #expect(shown)
        #expect(serve.process.isRunning)
    }
}
