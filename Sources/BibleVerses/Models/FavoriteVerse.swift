import Foundation
import ViewEngine

/// A saved verse (architecture §2.2): the passage as it was shown, in its translation.
public struct FavoriteVerse: Sendable, Hashable, Identifiable {
    /// The database row id.
    public var id: Int64
    public var passage: BibleResponse
    public var savedAt: Date

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
