import Foundation
import GRDB

/// Word search over the offline Bible: "love one another" or "shepherd" finds verses with
/// SQLite's full-text search (FTS5), best first (bm25).
///
/// Each translation's index is an in-memory database built from the bundled text the first
/// time it is searched (31,102 verses, well under a second in a release build) — nothing is
/// written to disk and the app's start does not wait for it.
public actor VerseSearch {
    /// One verse that matched.
    public struct Hit: Sendable, Equatable {
        /// The verse's reference with the offline text's book name: "John 13:34".
        public let reference: String
        /// The API's `book_id`: `JHN`.
        public let bookID: String
        /// The chapter number, from 1.
        public let chapter: Int
        /// The verse number within the chapter, from 1.
        public let verse: Int
        /// The verse's whole text, not highlighted (`Answer.words` has the words to mark).
        public let text: String
    }

    /// What a search found, in the translation it searched.
    public struct Answer: Sendable, Equatable {
        /// The matching verses, best first (bm25), at most the search's `limit`; empty when
        /// nothing matched or the query has no words.
        public let hits: [Hit]
        /// How many verses match in all, of which ``hits`` are the best.
        public let total: Int
        /// The translation searched, with its name and abbreviation for display.
        public let translation: Translation
        /// The words searched for, as the index split them (for highlighting).
        public let words: [String]
    }

    private let load: @Sendable () throws -> FixtureBible
    private var bible: FixtureBible?
    private var indexes: [String: DatabaseQueue] = [:]

    /// A search over the Bible `load` gives (``FixtureBible/bundled()`` by default), loaded
    /// on the first search.
    public init(load: @escaping @Sendable () throws -> FixtureBible = { try FixtureBible.bundled() }) {
        self.load = load
    }

    /// The translations word search can use.
    public func translations() throws -> [String] {
        try loadedBible().texts.keys.sorted()
    }

    /// Verses containing `query`'s words, as a phrase first ("love one another" in that
    /// order) and, when no verse has the phrase, anywhere in the verse. `translation` must be
    /// one of ``translations()``. At most `limit` hits.
    public func search(_ query: String, translation: String, limit: Int = 50) throws -> Answer {
        let bible = try loadedBible()
        guard let text = bible.texts[translation] else {
            throw FixtureBible.LookupError.translationNotAvailableOffline(translation)
        }
        let words = Self.words(in: query)
        guard !words.isEmpty else { return Answer(hits: [], total: 0, translation: text.translation, words: []) }
        let index = try self.index(for: translation, text: text)
        // Each word quoted, so nothing the user types is read as FTS5 syntax.
        let quoted = words.map { "\"" + $0.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }
        var expression = "\"" + words.joined(separator: " ") + "\""
        var hits = try Self.matches(of: expression, in: index, text: text, limit: limit)
        if hits.isEmpty, words.count > 1 {
            expression = quoted.joined(separator: " ")
            hits = try Self.matches(of: expression, in: index, text: text, limit: limit)
        }
        let total = hits.count < limit ? hits.count : try index.read { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM verses WHERE verses MATCH ?", arguments: [expression]) ?? hits.count
        }
        return Answer(hits: hits, total: total, translation: text.translation, words: words)
    }

    /// The words of `query` as FTS5's unicode61 tokenizer sees them: runs of letters and digits.
    static func words(in query: String) -> [String] {
        let words = query.split { !($0.isLetter || $0.isNumber || $0 == "'" || $0 == "’") }
            .map { String($0).trimmingCharacters(in: CharacterSet(charactersIn: "'’")) }
            .filter { !$0.isEmpty }
        return Array(words.prefix(16))
    }

    private static func matches(of expression: String, in index: DatabaseQueue, text: FixtureBible.Text, limit: Int) throws -> [Hit] {
        try index.read { db in
            let rows = try Row.fetchAll(
                db, sql: "SELECT book, chapter, verse, content FROM verses WHERE verses MATCH ? ORDER BY rank LIMIT ?",
                arguments: [expression, limit])
            return rows.map { row in
                let book: String = row["book"]
                let name = text.books[book]?.name ?? book
                let chapter: Int = row["chapter"]
                let verse: Int = row["verse"]
                return Hit(reference: "\(name) \(chapter):\(verse)", bookID: book, chapter: chapter, verse: verse, text: row["content"])
            }
        }
    }

    private func loadedBible() throws -> FixtureBible {
        if let bible { return bible }
        let loaded = try load()
        bible = loaded
        return loaded
    }

    private func index(for translation: String, text: FixtureBible.Text) throws -> DatabaseQueue {
        if let index = indexes[translation] { return index }
        let index = try DatabaseQueue()
        try index.write { db in
            try db.execute(sql: """
                CREATE VIRTUAL TABLE verses USING fts5(
                    content, book UNINDEXED, chapter UNINDEXED, verse UNINDEXED,
                    tokenize = 'unicode61 remove_diacritics 2')
                """)
            let insert = try db.makeStatement(sql: "INSERT INTO verses(content, book, chapter, verse) VALUES (?, ?, ?, ?)")
            for location in text.verseIndex {
                guard let content = text.books[location.bookID]?.chapters[location.chapter]?[location.verse - 1] else { continue }
                try insert.execute(arguments: [content, location.bookID, location.chapter, location.verse])
            }
        }
        indexes[translation] = index
        return index
    }
}
