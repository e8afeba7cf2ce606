import Foundation
import Testing
import TestSupport
import ViewEngine

@testable import BibleVerses

/// Another connection holds the database's write lock (issue 9, item 7): the store waits off
/// the main actor, so every other screen and session keeps working; a request that cannot get
/// its write through shows the screen's error with Try Again, and reads still see the last
/// commit, so no list is ever shown empty for want of the lock.
@MainActor
@Suite(.serialized) struct LockedDatabaseTests {
    let database = TemporaryDatabase()

    @Test func aWriteWaitingForAnotherConnectionsLockLeavesTheMainActorFree() async throws {
        // Long enough that, were the write to block the main actor, it would fail (the lock
        // is released only by code below that runs on the main actor).
        let a = try BibleApp(databasePath: database.path, busyTimeout: 60)
        await a.runtime.start()
        #expect(try a.favoriteButtonLabel() == "Add to Favorites")

        let lock = LockHolder(path: database.path)
        let tap = Task { try await a.tap("favorite-button") }
        // The tap runs on the main actor up to its database write, and waits there.
        await Task.yield()

        // Meanwhile: a new session starts, reads its favourites and settings (WAL readers see
        // the last commit), and its Favorites screen shows the list as loaded.
        let b = try BibleApp(sessionOf: a)
        await b.runtime.start()
        try await b.open(tab: "Favorites")
        #expect(try b.tree().texts.contains("No favorites yet"))
        #expect(try b.tree().node(identifier: "error") == nil)
        // The first session's heart still shows what is saved: nothing yet.
        #expect(try a.favoriteButtonLabel() == "Add to Favorites")

        lock.release()
        try await tap.value
        #expect(try await a.module.services.store.favorites().count == 1)
        #expect(try a.favoriteButtonLabel() == "Remove from Favorites")
        #expect(b.env["favoritesCount"] == 1)
    }

    @Test func aScreenWhoseRequestMustWriteShowsTheErrorWithTryAgainAndOthersKeepTheirData() async throws {
        let seeded = try BibleApp(databasePath: database.path)
        try await seeded.module.services.store.addFavorite(try TestBible.shared().passage("John 3:16", translation: "web"))
        let app = try BibleApp(databasePath: database.path, busyTimeout: 0.2)

        let lock = LockHolder(path: database.path)
        await app.runtime.start()
        // Today must cache the day's verse (a write): after the busy timeout, the screen's
        // error with Try Again — not a spinner for ever, not a crash.
        let error = try #require(try app.tree().node(identifier: "error"))
        #expect(error.texts.contains("Your change couldn't be saved. Try again."))
        #expect(error.node(identifier: "retry") != nil)
        // Reads go on (WAL): the Favorites screen lists what is saved, not an empty list.
        try await app.open(tab: "Favorites")
        #expect(try app.tree().node(identifier: "error") == nil)
        #expect(try app.tree().texts.contains("John 3:16"))
        #expect(app.env["favoritesCount"] == 1)

        lock.release()
        try await app.open(tab: "Today")
        try await app.tap("retry")
        #expect(try app.tree().node(identifier: "error") == nil)
        #expect(try app.tree().node(identifier: "verse-card") != nil)
    }

    @Test func aWriteThatCannotGetTheLockFailsAfterTheBusyTimeout() async throws {
        let store = try BibleStore(path: database.path, busyTimeout: 0.1)
        let lock = LockHolder(path: database.path)
        defer { lock.release() }
        await #expect(throws: StoreError.self) {
            try await store.addFavorite(try TestBible.shared().passage("John 3:16", translation: "web"))
        }
        // Reads still see the last commit.
        #expect(try await store.favorites().isEmpty)
    }
}
