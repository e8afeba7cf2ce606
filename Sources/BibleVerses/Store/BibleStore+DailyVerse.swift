import Foundation
import GRDB

extension BibleStore {
    /// The daily verse cached for `day` (`yyyy-MM-dd`) in `translation`.
    public func dailyVerse(day: String, translation: String) async throws(StoreError) -> BibleResponse? {
        let text = try await read(.readDailyVerse) { db in
            try String.fetchOne(db, sql: "SELECT response FROM daily_verse WHERE day = ? AND translation = ?", arguments: [day, translation])
        }
        guard let text else { return nil }
        do {
            return try JSONDecoder().decode(BibleResponse.self, from: Data(text.utf8))
        } catch {
            // A row this version cannot read (damaged, or written by another version) is a
            // cache miss: the caller fetches the verse again and `saveDailyVerse` replaces the
            // row. Failing here instead would keep the daily verse broken until midnight.
            return nil
        }
    }

    /// The reference picked for `day` in any translation, so a change of translation shows
    /// the same verse.
    public func dailyReference(day: String) async throws(StoreError) -> String? {
        try await read(.readDailyVerse) { db in
            try String.fetchOne(db, sql: "SELECT reference FROM daily_verse WHERE day = ? ORDER BY translation LIMIT 1", arguments: [day])
        }
    }

    /// Caches the verse of `day`, and forgets other days' verses in the same transaction (only
    /// today's is ever shown).
    public func saveDailyVerse(_ passage: BibleResponse, day: String) async throws(StoreError) {
        let json: String
        do {
            json = String(decoding: try JSONEncoder().encode(passage), as: UTF8.self)
        } catch {
            throw StoreError(.saveDailyVerse, "cannot encode \(passage.reference): \(error)")
        }
        try await write(.saveDailyVerse) { db in
            try db.execute(sql: "DELETE FROM daily_verse WHERE day <> ?", arguments: [day])
            try db.execute(
                sql: """
                    INSERT INTO daily_verse (day, translation, reference, response) VALUES (?, ?, ?, ?)
                    ON CONFLICT(day, translation) DO UPDATE SET reference = excluded.reference, response = excluded.response
                    """, arguments: [day, passage.translationId, passage.reference, json])
        }
    }
}
