import Foundation
import GRDB
import Testing
import TestSupport
import ViewEngine

@testable import BibleVerses

@Suite struct BibleStoreTests {
    let folder: TemporaryFolder
    let clock = TestClock()

    init() throws {
        folder = try TemporaryFolder()
    }

    func openStore() throws -> BibleStore {
        try BibleStore(path: folder.databasePath, now: clock.function)
    }

    func passage(_ reference: String, _ translation: String = "web") throws -> BibleResponse {
        try TestBible.shared().passage(reference, translation: translation)
    }

    @Test func anUnreadableDailyVerseRowIsACacheMissAndGetsReplaced() throws {
        defer { folder.cleanUp() }
        let store = try openStore()
        try store.saveDailyVerse(try passage("Psalm 23:1"), day: "2025-11-22")
        try store.write(.saveDailyVerse) { db in try db.execute(sql: "UPDATE daily_verse SET response = '{not json'") }
        #expect(try store.dailyVerse(day: "2025-11-22", translation: "web") == nil)
        try store.saveDailyVerse(try passage("Psalm 23:1"), day: "2025-11-22")
        #expect(try store.dailyVerse(day: "2025-11-22", translation: "web")?.reference == "Psalms 23:1")
    }

    // MARK: Favourites

    @Test func anUnreadableFavoriteRowHidesOnlyItself() throws {
        defer { folder.cleanUp() }
        let store = try openStore()
        let kept = try store.addFavorite(try passage("John 3:16"))
        clock.advance(60)
        let damaged = try store.addFavorite(try passage("Psalm 23:1"))
        try store.write(.saveSettings) { db in
            try db.execute(sql: "UPDATE favorites SET verses = '{not json' WHERE id = ?", arguments: [damaged.id])
        }
        let (favorites, problems) = try store.favoritesReadingEachRow()
        #expect(favorites.map(\.id) == [kept.id])
        #expect(problems.count == 1)
        #expect(problems.first?.contains("the saved favourite \(damaged.id) could not be read") == true)
        #expect(try store.favorites().map(\.id) == [kept.id])
    }

    @Test func favoritesAreNewestFirstAndOncePerTranslation() throws {
        defer { folder.cleanUp() }
        let store = try openStore()
        let first = try store.addFavorite(try passage("John 3:16"))
        clock.advance(60)
        try store.addFavorite(try passage("Psalm 23:1"))
        clock.advance(60)
        try store.addFavorite(try passage("John 3:16", "kjv"))
        // Saving again keeps the first save and its date.
        let again = try store.addFavorite(try passage("John 3:16"))
        #expect(again.id == first.id && again.savedAt == first.savedAt)
        let favorites = try store.favorites()
        #expect(favorites.map { "\($0.passage.reference) \($0.passage.translationId)" } == ["John 3:16 kjv", "Psalms 23:1 web", "John 3:16 web"])
        #expect(favorites.last?.passage == (try passage("John 3:16")))
        #expect(try store.isFavorite(reference: "John 3:16", translation: "kjv"))
        #expect(!(try store.isFavorite(reference: "John 3:17", translation: "web")))
    }

    @Test func savesAtTheSameInstantStillListNewestFirst() throws {
        defer { folder.cleanUp() }
        let store = try openStore()
        for reference in ["John 1:1", "John 1:2", "John 1:3"] { try store.addFavorite(try passage(reference)) }
        #expect(try store.favorites().map(\.passage.reference) == ["John 1:3", "John 1:2", "John 1:1"])
    }

    @Test func addingIsIdempotentAndRemovingByPassageReturnsWhatWasRemoved() throws {
        defer { folder.cleanUp() }
        let store = try openStore()
        let verse = try passage("John 3:16-18")
        let first = try store.addFavorite(verse)
        #expect(try store.addFavorite(verse).id == first.id)
        #expect(try store.favorites().count == 1)
        #expect(try store.favorites().first?.passage.verses.count == 3)
        let removed = try store.removeFavorite(reference: verse.reference, translation: verse.translationId)
        #expect(removed?.id == first.id)
        #expect(try store.removeFavorite(reference: verse.reference, translation: verse.translationId) == nil)
        #expect(try store.favorites().isEmpty)
    }

    @Test func removeByIDReturnsWhatWasRemoved() throws {
        defer { folder.cleanUp() }
        let store = try openStore()
        let saved = try store.addFavorite(try passage("Romans 8:28"))
        #expect(try store.removeFavorite(id: saved.id)?.passage.reference == "Romans 8:28")
        #expect(try store.removeFavorite(id: saved.id) == nil)
        #expect(try store.favorite(id: saved.id) == nil)
    }

    @Test func everythingSurvivesReopening() throws {
        defer { folder.cleanUp() }
        do {
            let store = try openStore()
            try store.addFavorite(try passage("John 3:16"))
            try store.saveSettings(AppSettings(translation: "kjv", appearance: .dark, fontSize: 28, showVerseNumbers: false))
            try store.addRecentSearch("John 3:16")
            try store.saveDailyVerse(try passage("Psalm 23:1"), day: "2025-11-22")
        }
        let reopened = try openStore()
        #expect(try reopened.favorites().map(\.passage.reference) == ["John 3:16"])
        #expect(try reopened.settings().settings == AppSettings(translation: "kjv", appearance: .dark, fontSize: 28, showVerseNumbers: false))
        #expect(try reopened.recentSearches() == ["John 3:16"])
        #expect(try reopened.dailyVerse(day: "2025-11-22", translation: "web")?.reference == "Psalms 23:1")
    }

    @Test func aFailedWriteLeavesNothingBehind() throws {
        defer { folder.cleanUp() }
        let store = try openStore()
        try store.addFavorite(try passage("John 1:1"))
        let verse = try passage("John 3:16")
        let now = clock.now
        // A change that dies halfway — after one row was written — must not be half-applied.
        #expect(throws: StoreError.self) {
            try store.write(.saveFavorite) { db in
                var row = FavoriteRow(verse, createdAt: now)
                try row.insert(db)
                try db.execute(sql: "INSERT INTO settings (key, value) VALUES ('fontSize', '24')")
                throw DatabaseError(resultCode: .SQLITE_IOERR, message: "disk I/O error (simulated)")
            }
        }
        let reopened = try openStore()
        #expect(try reopened.favorites().map(\.passage.reference) == ["John 1:1"])
        #expect(try reopened.settings().settings == .defaults)
    }

    @Test func theDatabaseFileIsCreatedWithItsFolder() throws {
        defer { folder.cleanUp() }
        let path = folder.url.appendingPathComponent("a/b/bible.sqlite").path
        _ = try BibleStore(path: path)
        #expect(FileManager.default.fileExists(atPath: path))
        // Opening again runs no migration twice.
        _ = try BibleStore(path: path)
    }

    @Test func aFileThatIsNotADatabaseIsAClearError() throws {
        defer { folder.cleanUp() }
        try Data("this is not SQLite".utf8).write(to: URL(fileURLWithPath: folder.databasePath))
        #expect {
            try openStore()
        } throws: { error in
            (error as? StoreError)?.operation == .open
        }
    }

    // MARK: Settings

    @Test func settingsDefaultAndValidate() throws {
        defer { folder.cleanUp() }
        let store = try openStore()
        #expect(try store.settings().settings == AppSettings(translation: "web", appearance: .system, fontSize: 20, showVerseNumbers: true))
        let changed = try AppSettings(validating: ["fontSize": 40.4, "appearance": "light"], base: .defaults)
        #expect(changed.fontSize == 32 && changed.appearance == .light && changed.translation == "web")
        #expect(try AppSettings(validating: ["fontSize": 3], base: .defaults).fontSize == 16)
        #expect(try AppSettings(validating: ["fontSize": "24.6"], base: .defaults).fontSize == 25)
        #expect(try AppSettings(validating: ["translation": "KJV"], base: .defaults).translation == "kjv")
        for bad: JSONObject in [["translation": "klingon"], ["appearance": "sepia"], ["fontSize": "big"], ["showVerseNumbers": "yes"], ["colour": "red"]] {
            #expect(throws: AppSettings.InvalidValue.self) { try AppSettings(validating: bad, base: .defaults) }
        }
        try store.saveSettings(changed)
        #expect(try store.settings().settings == changed)
        try store.resetSettings()
        #expect(try store.settings().settings == .defaults)
    }

    @Test func aStoredSettingThisVersionCannotUseFallsBackAndIsReported() throws {
        defer { folder.cleanUp() }
        let store = try openStore()
        try store.write(.saveSettings) { db in
            try db.execute(sql: "INSERT INTO settings (key, value) VALUES ('translation', '\"nkjv\"'), ('fontSize', '26'), ('theme', '1')")
        }
        let (settings, problems) = try store.settings()
        #expect(settings.translation == "web" && settings.fontSize == 26)
        #expect(problems.count == 2)
    }

    // MARK: Recent searches

    @Test func recentSearchesAreNewestFirstWithoutDuplicatesAndAtMostTen() throws {
        defer { folder.cleanUp() }
        let store = try openStore()
        for number in 1...12 {
            try store.addRecentSearch("John 3:\(number)")
            clock.advance(1)
        }
        #expect(try store.recentSearches() == (3...12).reversed().map { "John 3:\($0)" })
        try store.addRecentSearch("  john   3:5 ")
        let searches = try store.recentSearches()
        #expect(searches.first == "john 3:5")
        #expect(searches.count == 10 && Set(searches.map { $0.lowercased() }).count == 10)
        try store.addRecentSearch("   ")
        #expect(try store.recentSearches().count == 10)
        try store.removeRecentSearch("JOHN 3:5")
        #expect(!(try store.recentSearches().contains("john 3:5")))
        try store.clearRecentSearches()
        #expect(try store.recentSearches().isEmpty)
    }

    @Test func recentSearchesAtTheSameInstantKeepTheirOrder() throws {
        defer { folder.cleanUp() }
        let store = try openStore()
        for query in ["a 1", "b 2", "c 3", "a 1"] { try store.addRecentSearch(query) }
        #expect(try store.recentSearches() == ["a 1", "c 3", "b 2"])
    }

    // MARK: Daily verse

    @Test func keepsOnlyTodaysDailyVerse() throws {
        defer { folder.cleanUp() }
        let store = try openStore()
        try store.saveDailyVerse(try passage("John 3:16"), day: "2025-11-21")
        try store.saveDailyVerse(try passage("Psalm 23:1"), day: "2025-11-22")
        try store.saveDailyVerse(try passage("Psalm 23:1", "kjv"), day: "2025-11-22")
        #expect(try store.dailyVerse(day: "2025-11-21", translation: "web") == nil)
        #expect(try store.dailyReference(day: "2025-11-22") == "Psalms 23:1")
        #expect(try store.dailyVerse(day: "2025-11-22", translation: "kjv")?.translationId == "kjv")
    }
}
