import Foundation
import ViewEngine

/// A saved verse (architecture §2.2): the passage as it was shown, in its translation.
public struct FavoriteVerse: Sendable, Hashable, Identifiable {
    /// The database row id.
    public var id: Int64
    /// The verse as it was saved, in its own translation: a favourite does not follow a change
    /// of translation in Settings.
    public var passage: BibleResponse
    /// When it was saved (the row's `created_at`); the Favorites list shows the newest first.
    public var savedAt: Date

    /// A favourite as ``BibleStore`` reads it from its row.
    public init(id: Int64, passage: BibleResponse, savedAt: Date) {
        self.id = id
        self.passage = passage
        self.savedAt = savedAt
    }

    /// The favourite as screens see it: a verse (``BibleResponse/jsonValue``) with its `id`,
    /// `isFavorite: true` and `savedAt` (ISO 8601).
    public var jsonValue: JSONValue {
        var object = passage.jsonValue.objectValue ?? [:]
        object["id"] = .number(Double(id))
        object["isFavorite"] = true
        object["savedAt"] = .string(ISO8601DateFormatter().string(from: savedAt))
        return .object(object)
    }
}
