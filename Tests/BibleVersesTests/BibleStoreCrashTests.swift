import Foundation
import Testing
import TestSupport

@testable import BibleVerses

/// Kills a process in the middle of writing (Tests/BibleStoreCrashProbe) and checks that the
/// database it leaves opens, is intact, and holds whole transactions only.
@Suite struct BibleStoreCrashTests {
    static let probe = packageRoot.appendingPathComponent(".build/debug/bible-store-crash-probe")

    @Test func aProcessKilledMidWriteLeavesWholeTransactions() async throws {
        guard FileManager.default.isExecutableFile(atPath: Self.probe.path) else {
            throw TestFailure("no probe at \(Self.probe.path); run `swift build` before `swift test`")
        }
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let delays = SeededRandomSource(seed: 2025)
        for round in 1...5 {
            let process = Process()
            process.executableURL = Self.probe
            process.arguments = [folder.databasePath]
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            // Wait for the first commit, then let it write for a random while before the kill.
            let ready = output.fileHandleForReading.availableData
            #expect(String(decoding: ready, as: UTF8.self).contains("ready"), "round \(round): the probe did not start")
            try await Task.sleep(nanoseconds: UInt64(20 + delays.next(below: 180)) * 1_000_000)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            #expect(process.terminationReason == .uncaughtSignal)

            let store = try BibleStore(path: folder.databasePath)
            let integrity = try await store.read(.readSettings) { db in try String.fetchAll(db, sql: "PRAGMA integrity_check") }
            #expect(integrity == ["ok"], "round \(round)")
            let (settings, problems) = try await store.settings()
            #expect(problems.isEmpty)
            let m = Int(settings.fontSize) - 16
            #expect((0..<16).contains(m), "round \(round): font size \(settings.fontSize)")
            #expect(settings.appearance == [AppSettings.Appearance.system, .light, .dark][m % 3], "round \(round): torn settings \(settings)")
            #expect(settings.showVerseNumbers == (m % 2 == 0), "round \(round): torn settings \(settings)")
            #expect(settings.translation == (m % 2 == 0 ? "web" : "kjv"), "round \(round): torn settings \(settings)")
            let searches = try await store.recentSearches()
            #expect(!searches.isEmpty && searches.count <= BibleStore.recentSearchLimit)
            #expect(Set(searches).count == searches.count)
        }
    }
}
