import Foundation
import GRDB
import Testing
import TestSupport
import ViewEngine

@testable import BibleVerses

@Suite struct BibleStoreTests {
    let database = TemporaryDatabase()
    let clock = TestClock()

    func openStore() throws -> BibleStore {
        try BibleStore(path: database.path, now: clock.function)
    }

    func passage(_ reference: String, _ translation: String = "web") throws -> BibleResponse {
        try TestBible.shared().passage(reference, translation: translation)
    }

    @Test func anUnreadableDailyVerseRowIsACacheMissAndGetsReplaced() async throws {
        let store = try openStore()
        try await store.saveDailyVerse(try passage("Psalm 23:1"), day: "2025-11-22")
        try await store.write(.saveDailyVerse) { db in try db.execute(sql: "UPDATE daily_verse SET response = '{not json'") }
        #expect(try await store.dailyVerse(day: "2025-11-22", translation: "web") == nil)
        try await store.saveDailyVerse(try passage("Psalm 23:1"), day: "2025-11-22")
        #expect(try await store.dailyVerse(day: "2025-11-22", translation: "web")?.reference == "Psalms 23:1")
    }

    // MARK: Favourites

    @Test func anUnreadableFavoriteRowHidesOnlyItself() async throws {
        let store = try openStore()
        let kept = try await store.addFavorite(try passage("John 3:16"))
        clock.advance(60)
        let damaged = try await store.addFavorite(try passage("Psalm 23:1"))
        try await store.write(.saveSettings) { db in
            try db.execute(sql: "UPDATE favorites SET verses = '{not json' WHERE id = ?", arguments: [damaged.id])
        }
        let (favorites, problems) = try await store.favoritesReadingEachRow()
        #expect(favorites.map(\.id) == [kept.id])
        #expect(problems.count == 1)
        #expect(problems.first?.contains("the saved favourite \(damaged.id) could not be read") == true)
        #expect(try await store.favorites().map(\.id) == [kept.id])
    }

    @Test func favoritesAreNewestFirstAndOncePerTranslation() async throws {
        let store = try openStore()
        let first = try await store.addFavorite(try passage("John 3:16"))
        clock.advance(60)
        try await store.addFavorite(try passage("Psalm 23:1"))
        clock.advance(60)
        try await store.addFavorite(try passage("John 3:16", "kjv"))
        // Saving again keeps the first save and its date.
        let again = try await store.addFavorite(try passage("John 3:16"))
        #expect(again.id == first.id && again.savedAt == first.savedAt)
        let favorites = try await store.favorites()
        #expect(favorites.map { "\($0.passage.reference) \($0.passage.translationId)" } == ["John 3:16 kjv", "Psalms 23:1 web", "John 3:16 web"])
        #expect(favorites.last?.passage == (try passage("John 3:16")))
        #expect(try await store.isFavorite(reference: "John 3:16", translation: "kjv"))
        #expect(!(try await store.isFavorite(reference: "John 3:17", translation: "web")))
    }

    @Test func savesAtTheSameInstantStillListNewestFirst() async throws {
        let store = try openStore()
        for reference in ["John 1:1", "John 1:2", "John 1:3"] { try await store.addFavorite(try passage(reference)) }
        #expect(try await store.favorites().map(\.passage.reference) == ["John 1:3", "John 1:2", "John 1:1"])
    }

    @Test func addingIsIdempotentAndRemovingByPassageReturnsWhatWasRemoved() async throws {
        let store = try openStore()
        let verse = try passage("John 3:16-18")
        let first = try await store.addFavorite(verse)
        #expect(try await store.addFavorite(verse).id == first.id)
        #expect(try await store.favorites().count == 1)
        #expect(try await store.favorites().first?.passage.verses.count == 3)
        let removed = try await store.removeFavorite(reference: verse.reference, translation: verse.translationId)
        #expect(removed?.id == first.id)
        #expect(try await store.removeFavorite(reference: verse.reference, translation: verse.translationId) == nil)
        #expect(try await store.favorites().isEmpty)
    }

    @Test func removeByIDReturnsWhatWasRemoved() async throws {
        let store = try openStore()
        let saved = try await store.addFavorite(try passage("Romans 8:28"))
        #expect(try await store.removeFavorite(id: saved.id)?.passage.reference == "Romans 8:28")
        #expect(try await store.removeFavorite(id: saved.id) == nil)
        #expect(try await store.favorite(id: saved.id) == nil)
    }

    @Test func everythingSurvivesReopening() async throws {
        do {
            let store = try openStore()
            try await store.addFavorite(try passage("John 3:16"))
            try await store.saveSettings(AppSettings(translation: "kjv", appearance: .dark, fontSize: 28, showVerseNumbers: false))
            try await store.addRecentSearch("John 3:16")
            try await store.saveDailyVerse(try passage("Psalm 23:1"), day: "2025-11-22")
        }
        let reopened = try openStore()
        #expect(try await reopened.favorites().map(\.passage.reference) == ["John 3:16"])
        #expect(try await reopened.settings().settings == AppSettings(translation: "kjv", appearance: .dark, fontSize: 28, showVerseNumbers: false))
        #expect(try await reopened.recentSearches() == ["John 3:16"])
        #expect(try await reopened.dailyVerse(day: "2025-11-22", translation: "web")?.reference == "Psalms 23:1")
    }

    @Test func aFailedWriteLeavesNothingBehind() async throws {
        let store = try openStore()
        try await store.addFavorite(try passage("John 1:1"))
        let verse = try passage("John 3:16")
        let now = clock.now
        // A change that dies halfway — after one row was written — must not be half-applied.
        await #expect(throws: StoreError.self) {
            try await store.write(.saveFavorite) { db in
                var row = FavoriteRow(verse, createdAt: now)
                try row.insert(db)
                try db.execute(sql: "INSERT INTO settings (key, value) VALUES ('fontSize', '24')")
                throw DatabaseError(resultCode: .SQLITE_IOERR, message: "disk I/O error (simulated)")
            }
        }
        let reopened = try openStore()
        #expect(try await reopened.favorites().map(\.passage.reference) == ["John 1:1"])
        #expect(try await reopened.settings().settings == .defaults)
    }

    @Test func theDatabaseFileIsCreatedWithItsFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let path = folder.url.appendingPathComponent("a/b/bible.sqlite").path
        _ = try BibleStore(path: path)
        #expect(FileManager.default.fileExists(atPath: path))
        // Opening again runs no migration twice.
        _ = try BibleStore(path: path)
    }

    @Test func aFileThatIsNotADatabaseIsAClearError() throws {
        try Data("this is not SQLite".utf8).write(to: URL(fileURLWithPath: database.path))
        #expect {
            try openStore()
        } throws: { error in
            (error as? StoreError)?.operation == .open
        }
    }

    // MARK: Settings

    @Test func settingsDefaultAndValidate() async throws {
        let store = try openStore()
        #expect(try await store.settings().settings == AppSettings(translation: "web", appearance: .system, fontSize: 20, showVerseNumbers: true))
        let changed = try AppSettings(validating: ["fontSize": 40.4, "appearance": "light"], base: .defaults)
        #expect(changed.fontSize == 32 && changed.appearance == .light && changed.translation == "web")
        #expect(try AppSettings(validating: ["fontSize": 3], base: .defaults).fontSize == 16)
        #expect(try AppSettings(validating: ["fontSize": "24.6"], base: .defaults).fontSize == 25)
        #expect(try AppSettings(validating: ["translation": "KJV"], base: .defaults).translation == "kjv")
        for bad: JSONObject in [["translation": "klingon"], ["appearance": "sepia"], ["fontSize": "big"], ["showVerseNumbers": "yes"], ["colour": "red"]] {
            #expect(throws: AppSettings.InvalidValue.self) { try AppSettings(validating: bad, base: .defaults) }
        }
        try await store.saveSettings(changed)
        #expect(try await store.settings().settings == changed)
        try await store.resetSettings()
        #expect(try await store.settings().settings == .defaults)
    }

    @Test func aStoredSettingThisVersionCannotUseFallsBackAndIsReported() async throws {
        let store = try openStore()
        try await store.write(.saveSettings) { db in
            try db.execute(sql: "INSERT INTO settings (key, value) VALUES ('translation', '\"nkjv\"'), ('fontSize', '26'), ('theme', '1')")
        }
        let (settings, problems) = try await store.settings()
        #expect(settings.translation == "web" && settings.fontSize == 26)
        #expect(problems.count == 2)
    }

    // MARK: Recent searches

    @Test func recentSearchesAreNewestFirstWithoutDuplicatesAndAtMostTen() async throws {
        let store = try openStore()
        for number in 1...12 {
            try await store.addRecentSearch("John 3:\(number)")
            clock.advance(1)
        }
        #expect(try await store.recentSearches() == (3...12).reversed().map { "John 3:\($0)" })
        try await store.addRecentSearch("  john   3:5 ")
        let searches = try await store.recentSearches()
        #expect(searches.first == "john 3:5")
        #expect(searches.count == 10 && Set(searches.map { $0.lowercased() }).count == 10)
        try await store.addRecentSearch("   ")
        #expect(try await store.recentSearches().count == 10)
        try await store.removeRecentSearch("JOHN 3:5")
        #expect(!(try await store.recentSearches().contains("john 3:5")))
        try await store.clearRecentSearches()
        #expect(try await store.recentSearches().isEmpty)
    }

    @Test func recentSearchesAtTheSameInstantKeepTheirOrder() async throws {
        let store = try openStore()
        for query in ["a 1", "b 2", "c 3", "a 1"] { try await store.addRecentSearch(query) }
        #expect(try await store.recentSearches() == ["a 1", "c 3", "b 2"])
    }

    // MARK: Daily verse

    @Test func keepsOnlyTodaysDailyVerse() async throws {
        let store = try openStore()
        try await store.saveDailyVerse(try passage("John 3:16"), day: "2025-11-21")
        try await store.saveDailyVerse(try passage("Psalm 23:1"), day: "2025-11-22")
        try await store.saveDailyVerse(try passage("Psalm 23:1", "kjv"), day: "2025-11-22")
        #expect(try await store.dailyVerse(day: "2025-11-21", translation: "web") == nil)
        #expect(try await store.dailyReference(day: "2025-11-22") == "Psalms 23:1")
        #expect(try await store.dailyVerse(day: "2025-11-22", translation: "kjv")?.translationId == "kjv")
    }
}
