import Foundation
import RemoteBundle
import Testing
import TestSupport
import ViewEngine

/// Kills a process in the middle of swapping bundles (Tests/RemoteBundleCrashProbe) and checks
/// that the cache it leaves always opens on one complete bundle, never a mix of two.
@Suite struct RemoteBundleCrashTests {
    @Test func aProcessKilledMidSwapLeavesOneWholeBundle() async throws {
        let probe = try CrashProbe("remote-bundle-crash-probe")
        let fixture = try RemoteFixture()
        defer { fixture.cleanUp() }
        // A fixed sequence of delays (a linear congruential generator), so a failure replays.
        var state: UInt64 = 2026
        var versions: Set<String> = []
        for round in 1...12 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let run = try await probe.killMidWrite(arguments: [fixture.cache.path], after: 5 + (state >> 33) % 120)
            #expect(run.ready, "round \(round): the probe did not start")
            #expect(run.killed, "round \(round)")

            let loader = fixture.loader()
            let current = await loader.current
            let version = try #require(current.version, "round \(round): the cache did not open: \(fixture.events.all)")
            versions.insert(version)
            // Every file of the bundle carries the same mark: its version.
            #expect(current.bundle.name == "crash", "round \(round)")
            #expect(current.bundle.screens.count == 8, "round \(round)")
            for (name, screen) in current.bundle.screens {
                guard let title = RemoteFixture.title(screen) else {
                    Issue.record("round \(round): \(name) has no literal title: \(String(describing: screen.node.props["title"]))")
                    continue
                }
                #expect(title == version, "round \(round): \(name) is from \(title), the bundle is \(version)")
            }
            // The newest install was complete: nothing fell back to an older bundle.
            #expect(!fixture.events.all.contains { if case .cacheUnusable = $0 { true } else { false } }, "round \(round)")
        }
        #expect(versions.count > 1, "the probe never got past its first install")
    }
}
