import Foundation
import Testing
import TestSupport
import ViewEngine

@testable import BibleVerses

/// The heart sends what it shows (add or remove), and every session shows a change on its
/// next render: a stale page can never undo what another session did (issue 9, item 4).
@MainActor
@Suite struct FavoriteIntentTests {
    let database = TemporaryDatabase()

    /// Two started sessions of one launch, as two browser tabs of the preview.
    func twoSessions() async throws -> (BibleApp, BibleApp) {
        let a = try BibleApp(databasePath: database.path)
        let b = try BibleApp(sessionOf: a)
        await a.runtime.start()
        await b.runtime.start()
        return (a, b)
    }

    @Test func aStaleAddAfterAnotherSessionAddedKeepsExactlyOneRow() async throws {
        let (a, b) = try await twoSessions()
        let store = a.module.services.store
        // A's page as its browser shows it, rendered before B's change.
        let stalePage = try a.tree()
        let staleButton = try #require(stalePage.node(identifier: "favorite-button"))
        #expect(staleButton.accessibility.label == "Add to Favorites")
        #expect(try b.favoriteButtonLabel() == "Add to Favorites")

        try await b.tap("favorite-button")
        #expect(try await store.favorites().count == 1)
        // A shows the change on its next render…
        #expect(try a.favoriteButtonLabel() == "Remove from Favorites")
        #expect(a.env["favoritesCount"] == 1)
        // …but the stale page still says "Add to Favorites", and pressing it adds, never removes.
        await a.runtime.perform(try #require(staleButton.tapAction), on: try a.activeScreen)
        #expect(try await store.favorites().count == 1)
        #expect(try a.favoriteButtonLabel() == "Remove from Favorites")
        #expect(try b.favoriteButtonLabel() == "Remove from Favorites")
    }

    @Test func aStaleRemoveAfterAnotherSessionRemovedDoesNotSaveAgain() async throws {
        let (a, b) = try await twoSessions()
        try await a.tap("favorite-button")
        #expect(try b.favoriteButtonLabel() == "Remove from Favorites")
        let staleRemove = try #require(try a.tree().node(identifier: "favorite-button")?.tapAction)

        try await b.tap("favorite-button")
        #expect(try await a.module.services.store.favorites().isEmpty)
        #expect(a.env["favoritesCount"] == 0)
        await a.runtime.perform(staleRemove, on: try a.activeScreen)
        #expect(try await a.module.services.store.favorites().isEmpty)
        #expect(try a.favoriteButtonLabel() == "Add to Favorites")
    }

    @Test func aClosedSessionIsNotKeptAlive() async throws {
        let a = try BibleApp(databasePath: database.path)
        weak var closed: AppRuntime?
        do {
            let b = try BibleApp(sessionOf: a)
            closed = b.runtime
            await b.runtime.start()
        }
        #expect(closed == nil)
        await a.runtime.start()
        try await a.tap("favorite-button")
        #expect(a.env["favoritesCount"] == 1)
    }
}
