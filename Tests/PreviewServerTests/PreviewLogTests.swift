import Foundation
import Testing
import TestSupport
import ViewEngine

@testable import PreviewServer

/// What the server's log receives, line by line (the log is called from the server's tasks).
final class LoggedLines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    func append(_ line: String) { lock.withLock { lines.append(line) } }
    var all: [String] { lock.withLock { lines } }
}

/// Runtime issues reach `sdui serve`'s log with their code, and `--allow` keeps one code out.
@Suite(.serialized) struct PreviewLogTests {
    /// Taps the button whose `javascript:` link the host's handler refuses (SDUI1007) and
    /// returns the log lines that carry a code.
    func linesAfterARefusedLink(allowing allowed: Set<DiagnosticCode>) async throws -> [String] {
        let bundle = try TestBundle()
        defer { bundle.remove() }
        let log = LoggedLines()
        let running = try await RunningServer.start(bundle, allowedCodes: allowed, log: log.append)
        defer { Task { await running.stop() } }
        var client = try await PreviewClient.opened(port: running.port)
        let refused = try await client.tap("bad")
        #expect(refused.opened == [])
        return log.all.filter { $0.contains("[SDUI") }
    }

    @Test func aRuntimeIssueIsLoggedWithItsCodeAndScreen() async throws {
        let lines = try await linesAfterARefusedLink(allowing: [])
        #expect(lines.count == 1, "\(lines)")
        #expect(lines.first?.hasPrefix("screens/home.json:") == true, "located at the action: \(lines)")
        #expect(lines.first?.hasSuffix("(screen 'home') [SDUI1007]") == true, "\(lines)")
    }

    @Test func allowKeepsExactlyThatCodeOutOfTheLog() async throws {
        #expect(try await linesAfterARefusedLink(allowing: [.handlerFailed]) == [])
        #expect(try await linesAfterARefusedLink(allowing: [.unhandledEvent]).count == 1)
    }
}
