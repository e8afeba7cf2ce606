import Foundation
import Testing
import TestSupport

@testable import PreviewServer

/// Live-reload streams cannot pile up: a page that has gone is noticed by the heartbeat and
/// its connection closed, a new stream ends the oldest past the limit, and another site's
/// page cannot open one. (Closed streams used to stay open for good: 512 of them, which any
/// web page could make, answered every request 503.)
@Suite struct LiveStreamTests {
    /// Waits up to five seconds for `condition`, checking every 50 ms.
    func eventually(_ condition: () async -> Bool) async throws -> Bool {
        for _ in 0..<100 {
            if await condition() { return true }
            try await Task.sleep(for: .milliseconds(50))
        }
        return await condition()
    }

    @Test func aStreamWhosePageHasGoneIsClosedAtTheNextHeartbeat() async throws {
        try await RunningServer.serving(limits: PreviewLimits(liveHeartbeat: .milliseconds(100))) { running, _ in
            // Reads the first event, then closes its socket, as a browser leaving the page does.
            let first = try await RawHTTP.read(port: running.port, target: "/_sdui/live") { $0.contains("data: ") }
            #expect(first.contains("event: generation\n"))
            #expect(try await eventually { running.server.openConnections == 0 }, "the closed stream's connection is still open")
        }
    }

    @Test func aNewStreamPastTheLimitEndsTheOldest() async throws {
        try await RunningServer.serving(limits: PreviewLimits(maxLiveStreams: 1)) { running, _ in
            // The first stream reads until the server ends it (the last chunk).
            async let oldest = RawHTTP.read(port: running.port, target: "/_sdui/live") { $0.hasSuffix("0\r\n\r\n") }
            try await Task.sleep(for: .milliseconds(200))
            let newest = try await RawHTTP.read(port: running.port, target: "/_sdui/live") { $0.contains("data: ") }
            #expect(newest.contains("event: generation\n"))
            let ended = try await oldest
            #expect(ended.contains("event: generation\n") && ended.hasSuffix("0\r\n\r\n"), "\(ended)")
        }
    }

    @Test func anotherSitesPageCannotListen() async throws {
        try await RunningServer.serving { running, _ in
            let refused = try await RawHTTP.send(port: running.port, target: "/_sdui/live", headers: ["Sec-Fetch-Site": "cross-site"])
            #expect(refused.status == 403)
        }
    }

    @Test @MainActor func heartbeatsNeverPushOutTheGenerationOfAStreamReadLate() async throws {
        let channel = LiveChannel(limits: PreviewLimits(liveHeartbeat: .milliseconds(10)))
        defer { channel.close() }
        let events = channel.listen(current: "g-1")
        // Nothing reads for a while (a busy server): heartbeats pile up behind the generation.
        try await Task.sleep(for: .milliseconds(300))
        var iterator = events.makeAsyncIterator()
        #expect(await iterator.next() == .generation("g-1"))
        channel.publish("g-2")
        var next = await iterator.next()
        while next == .heartbeat { next = await iterator.next() }
        #expect(next == .generation("g-2"))
    }

    @Test func heartbeatsAreCommentsAPageIgnores() {
        #expect(LiveChannel.text(of: .heartbeat) == ":\n\n")
        #expect(LiveChannel.text(of: .generation("ab-1")) == "retry: 1000\nevent: generation\ndata: ab-1\n\n")
    }
}
