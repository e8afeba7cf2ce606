import Foundation
import GRDB

/// A row of `favorites`.
struct FavoriteRow: Codable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "favorites"

    var id: Int64?
    var reference: String
    var translation: String
    var translationName: String
    var translationNote: String
    var text: String
    var verses: [VerseEntry]
    var createdAt: Date

    enum CodingKeys: String, CodingKey {
        case id, reference, translation, text, verses
        case translationName = "translation_name"
        case translationNote = "translation_note"
        case createdAt = "created_at"
    }

    init(_ passage: BibleResponse, createdAt: Date) {
        reference = passage.reference
        translation = passage.translationId
        translationName = passage.translationName
        translationNote = passage.translationNote
        text = passage.text
        verses = passage.verses
        self.createdAt = createdAt
    }

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }

    var favorite: FavoriteVerse {
        FavoriteVerse(
            id: id ?? 0,
            passage: BibleResponse(
                reference: reference, verses: verses, text: text, translationId: translation, translationName: translationName,
                translationNote: translationNote),
            savedAt: createdAt)
    }

    /// Newest first; a tie (same clock reading) goes to the later insert.
    static let newestFirst = FavoriteRow.order(Column("created_at").desc, Column("id").desc)

    static func matching(reference: String, translation: String) -> QueryInterfaceRequest<FavoriteRow> {
        FavoriteRow.filter(Column("reference") == reference && Column("translation") == translation)
    }
}

/// The favourites, newest first, and the rows that could not be read (named, for the log).
public typealias FavoritesReading = (favorites: [FavoriteVerse], problems: [String])

extension BibleStore {
    /// Every favourite, newest first.
    public func favorites() async throws(StoreError) -> [FavoriteVerse] {
        try await favoritesReadingEachRow().favorites
    }

    /// Every favourite, newest first, decoding rows one by one: a row this version cannot
    /// read is left in the database and named in `problems`, instead of hiding all the others.
    public func favoritesReadingEachRow() async throws(StoreError) -> FavoritesReading {
        // Rows are decoded inside the read: GRDB rows do not leave their database access.
        return try await read(.readFavorites) { db in
            var favorites: [FavoriteVerse] = []
            var problems: [String] = []
            for row in try Row.fetchAll(db, FavoriteRow.newestFirst) {
                do {
                    favorites.append(try FavoriteRow(row: row).favorite)
                } catch {
                    let id: Int64? = row["id"]
                    problems.append("the saved favourite \(id.map(String.init) ?? "?") could not be read and is not shown: \(error)")
                }
            }
            return (favorites, problems)
        }
    }

    /// The favourite with this id.
    public func favorite(id: Int64) async throws(StoreError) -> FavoriteVerse? {
        try await read(.readFavorites) { db in try FavoriteRow.fetchOne(db, key: id)?.favorite }
    }

    /// Whether the passage is saved in this translation.
    public func isFavorite(reference: String, translation: String) async throws(StoreError) -> Bool {
        try await read(.readFavorites) { db in try FavoriteRow.matching(reference: reference, translation: translation).fetchCount(db) > 0 }
    }

    /// Saves the passage; saving one that is already saved keeps the first save (and its date).
    @discardableResult
    public func addFavorite(_ passage: BibleResponse) async throws(StoreError) -> FavoriteVerse {
        let now = self.now()
        return try await write(.saveFavorite) { db in
            if let existing = try FavoriteRow.matching(reference: passage.reference, translation: passage.translationId).fetchOne(db) {
                return existing.favorite
            }
            var row = FavoriteRow(passage, createdAt: now)
            try row.insert(db)
            return row.favorite
        }
    }

    /// Removes a favourite and returns it; nil when there was none with this id.
    @discardableResult
    public func removeFavorite(id: Int64) async throws(StoreError) -> FavoriteVerse? {
        try await write(.removeFavorite) { db in
            guard let row = try FavoriteRow.fetchOne(db, key: id) else { return nil }
            try row.delete(db)
            return row.favorite
        }
    }

    /// Removes the passage's favourite in this translation and returns it; nil when it was not saved.
    @discardableResult
    public func removeFavorite(reference: String, translation: String) async throws(StoreError) -> FavoriteVerse? {
        try await write(.removeFavorite) { db in
            guard let row = try FavoriteRow.matching(reference: reference, translation: translation).fetchOne(db) else { return nil }
            try row.delete(db)
            return row.favorite
        }
    }
}
