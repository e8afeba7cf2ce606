import Foundation
import GRDB

extension BibleStore {
    /// Recent searches, newest first, at most ``recentSearchLimit``.
    public func recentSearches() async throws(StoreError) -> [String] {
        try await read(.readRecentSearches) { db in
            try String.fetchAll(
                db, sql: "SELECT query FROM recent_searches ORDER BY searched_at DESC, rowid DESC LIMIT ?",
                arguments: [Self.recentSearchLimit])
        }
    }

    /// Puts `query` first (moving it there when it was already in the list, whatever its
    /// case) and drops the oldest beyond ``recentSearchLimit``, in one transaction. Blank
    /// queries are ignored.
    public func addRecentSearch(_ query: String) async throws(StoreError) {
        let query = query.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard !query.isEmpty else { return }
        let now = self.now()
        try await write(.saveRecentSearch) { db in
            // The primary key compares without case, so this also replaces "JOHN 3:16".
            try db.execute(sql: "DELETE FROM recent_searches WHERE query = ?", arguments: [query])
            try db.execute(sql: "INSERT INTO recent_searches (query, searched_at) VALUES (?, ?)", arguments: [query, now])
            try db.execute(
                sql: """
                    DELETE FROM recent_searches WHERE rowid NOT IN
                      (SELECT rowid FROM recent_searches ORDER BY searched_at DESC, rowid DESC LIMIT ?)
                    """, arguments: [Self.recentSearchLimit])
        }
    }

    /// Removes one recent search.
    public func removeRecentSearch(_ query: String) async throws(StoreError) {
        try await write(.saveRecentSearch) { db in try db.execute(sql: "DELETE FROM recent_searches WHERE query = ?", arguments: [query]) }
    }

    /// Forgets every recent search.
    public func clearRecentSearches() async throws(StoreError) {
        try await write(.saveRecentSearch) { db in try db.execute(sql: "DELETE FROM recent_searches") }
    }
}
