import Foundation
import Testing
import TestSupport

@testable import BibleVerses

/// Kills a process in the middle of writing (Tests/BibleStoreCrashProbe) and checks that the
/// database it leaves opens, is intact, and holds whole transactions only.
@Suite struct BibleStoreCrashTests {
    let database = TemporaryDatabase()

    @Test func aProcessKilledMidWriteLeavesWholeTransactions() async throws {
        let probe = try CrashProbe("bible-store-crash-probe")
        let delays = SeededRandomSource(seed: 2025)
        for round in 1...5 {
            // After the first commit, a random while of writing before the kill.
            let run = try await probe.killMidWrite(arguments: [database.path], after: UInt64(20 + delays.next(below: 180)))
            #expect(run.ready, "round \(round): the probe did not start")
            #expect(run.killed, "round \(round)")

            let store = try BibleStore(path: database.path)
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
