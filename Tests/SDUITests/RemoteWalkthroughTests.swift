import Foundation
import Testing
import TestSupport

/// The README's remote bundle walk-through (scripts/remote-walkthrough), run end to end:
/// `sdui publish`, `python3 -m http.server`, `sdui serve --remote`, versions 1 → 2 → a
/// refused 3 → a restart served from the cache.
@Suite(.serialized) struct RemoteWalkthroughTests {
    @Test func theReadmeWalkthroughHolds() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["bash", "scripts/remote-walkthrough", try CommandRunner.binary().path]
        process.currentDirectoryURL = packageRoot
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(text)")
        #expect(text.hasSuffix("walk-through: OK\n"), "\(text)")
    }
}
