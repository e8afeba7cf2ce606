import Foundation

/// A parsed reference: a book, a chapter and optionally verses — what "John 3:16",
/// "John 3:16-18", "Psalm 23", "Psalms 23:1" and "jn 3:16" mean.
public struct PassageReference: Sendable, Hashable, CustomStringConvertible {
    /// The book, as ``BookNames`` found it from what was typed.
    public var book: BibleBook
    /// The chapter number, from 1 (``parse(_:)`` refuses 0).
    public var chapter: Int
    /// The verses asked for; nil means the whole chapter.
    public var verses: ClosedRange<Int>?

    /// A reference from its parts, unchecked; nil `verses` means the whole chapter.
    public init(book: BibleBook, chapter: Int, verses: ClosedRange<Int>? = nil) {
        self.book = book
        self.chapter = chapter
        self.verses = verses
    }

    /// Why a reference could not be read.
    public enum ParseError: Error, Sendable, Hashable, CustomStringConvertible {
        /// No chapter number, or text that is not a reference at all.
        case malformed(String)
        /// The words before the chapter name no book.
        case unknownBook(String)

        public var description: String {
            switch self {
            case .malformed(let text): return "'\(text)' is not a reference like John 3:16"
            case .unknownBook(let name): return "there is no book called '\(name)'"
            }
        }
    }

    /// Parses `Book C`, `Book C:V`, `Book C:V-W` (also `C.V` and an en dash), case-insensitive,
    /// with any spacing.
    public static func parse(_ text: String) throws(ParseError) -> PassageReference {
        let cleaned = text.replacingOccurrences(of: "–", with: "-").replacingOccurrences(of: "—", with: "-")
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        // The book is everything before the last run of digits that starts the numbers part;
        // a leading digit ("1 John") belongs to the book.
        let characters = Array(cleaned)
        var numbersStart = characters.count
        while numbersStart > 0, characters[numbersStart - 1].isNumber || ":.- ".contains(characters[numbersStart - 1]) {
            numbersStart -= 1
        }
        // Punctuation before the chapter belongs to the book ("1 Cor. 13:4").
        while numbersStart < characters.count, ". ".contains(characters[numbersStart]) { numbersStart += 1 }
        // "1 John 3" scanned from the end stops after "John"; "1 3" (no letters) is malformed.
        let bookPart = String(characters[..<numbersStart]).trimmingCharacters(in: .whitespaces)
        let numbersPart = String(characters[numbersStart...]).replacingOccurrences(of: " ", with: "")
        guard bookPart.contains(where: \.isLetter), numbersPart.first?.isNumber == true else {
            throw .malformed(cleaned)
        }
        guard let book = BookNames.book(named: bookPart) else { throw .unknownBook(bookPart) }
        let chapterAndVerses = numbersPart.split(separator: numbersPart.contains(":") ? ":" : ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let chapter = Int(chapterAndVerses[0]), chapter > 0 else { throw .malformed(cleaned) }
        guard chapterAndVerses.count == 2 else { return PassageReference(book: book, chapter: chapter) }
        let bounds = chapterAndVerses[1].split(separator: "-", omittingEmptySubsequences: false)
        guard (1...2).contains(bounds.count), let start = Int(bounds[0]), start > 0 else { throw .malformed(cleaned) }
        let end = bounds.count == 2 ? Int(bounds[1]) : start
        guard let end, end >= start else { throw .malformed(cleaned) }
        return PassageReference(book: book, chapter: chapter, verses: start...end)
    }

    /// "John 3:16", "John 3:16-18", "Psalms 23", with the book's canonical name.
    public var description: String {
        var text = "\(book.name) \(chapter)"
        if let verses {
            text += ":\(verses.lowerBound)"
            if verses.upperBound != verses.lowerBound { text += "-\(verses.upperBound)" }
        }
        return text
    }
}
