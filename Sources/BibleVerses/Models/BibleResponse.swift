import Foundation
import ViewEngine

/// A passage as bible-api.com returns it: `GET /{reference}` and `GET /?random=verse`
/// (architecture §2.1). Field names follow the API's JSON through `CodingKeys`.
public struct BibleResponse: Codable, Sendable, Hashable {
    /// The passage as the API names it: "John 3:16", "John 3:16-18", "Psalms 23".
    public var reference: String
    /// The verses, in order.
    public var verses: [VerseEntry]
    /// The whole passage as one text (the verses' texts run together).
    public var text: String
    /// The API's `translation_id`: the lowercase id the passage is in (`web`, `kjv`).
    public var translationId: String
    /// The API's `translation_name`: "World English Bible".
    public var translationName: String
    /// The API's `translation_note`, the text's licence: "Public Domain".
    public var translationNote: String

    enum CodingKeys: String, CodingKey {
        case reference, verses, text
        case translationId = "translation_id"
        case translationName = "translation_name"
        case translationNote = "translation_note"
    }

    /// A passage from its parts, kept as given (``trimmed()`` cleans the texts).
    public init(
        reference: String, verses: [VerseEntry], text: String, translationId: String, translationName: String,
        translationNote: String
    ) {
        self.reference = reference
        self.verses = verses
        self.text = text
        self.translationId = translationId
        self.translationName = translationName
        self.translationNote = translationNote
    }

    /// The response with its texts cleaned for display: the API pads `text` and each verse's
    /// text with newlines, and breaks poetry lines inside a verse with them (architecture
    /// §1, String+Trimming).
    public func trimmed() -> BibleResponse {
        var copy = self
        copy.text = VerseText.clean(text)
        copy.verses = verses.map { verse in
            var verse = verse
            verse.text = VerseText.clean(verse.text)
            return verse
        }
        return copy
    }

    /// The passage with each verse's number before it in superscript digits ("¹⁶ For God so
    /// loved…"), for the verse-numbers setting.
    public var numberedText: String {
        verses.map { VerseText.superscript($0.verse) + " " + $0.text }.joined(separator: " ")
    }
}

/// One verse of a ``BibleResponse``.
public struct VerseEntry: Codable, Sendable, Hashable {
    /// The API's `book_id`: `JHN`, `PSA`, `1CO`.
    public var bookId: String
    /// The API's `book_name`: "John", "Psalms", "1 Corinthians".
    public var bookName: String
    /// The chapter number, from 1.
    public var chapter: Int
    /// The verse number within the chapter, from 1.
    public var verse: Int
    /// The verse's text; the API ends it with a newline, which ``BibleResponse/trimmed()`` removes.
    public var text: String

    enum CodingKeys: String, CodingKey {
        case bookId = "book_id"
        case bookName = "book_name"
        case chapter, verse, text
    }

    /// A verse from its parts; `text` is kept as given (not trimmed).
    public init(bookId: String, bookName: String, chapter: Int, verse: Int, text: String) {
        self.bookId = bookId
        self.bookName = bookName
        self.chapter = chapter
        self.verse = verse
        self.text = text
    }
}

/// Text clean-up for verse texts.
public enum VerseText {
    /// Trims leading and trailing whitespace and newlines and joins the lines inside with
    /// single spaces, so a passage reads as one paragraph.
    public static func clean(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
            .joined(separator: " ")
    }

    private static let superscriptDigits: [Character] = ["⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"]

    /// `16` as "¹⁶".
    public static func superscript(_ number: Int) -> String {
        String(String(number).compactMap { $0.wholeNumberValue.map { superscriptDigits[$0] } })
    }
}

extension BibleResponse {
    /// The response as screens see it: the API's fields plus `numberedText`.
    public var jsonValue: JSONValue {
        var object: JSONObject = [
            "reference": .string(reference),
            "verses": .array(verses.map(\.jsonValue)),
            "text": .string(text),
            "numberedText": .string(numberedText),
            "translation_id": .string(translationId),
            "translation_name": .string(translationName),
            "translation_note": .string(translationNote),
        ]
        if let abbreviation = Translation.named(translationId)?.abbreviation {
            object["translation_abbreviation"] = .string(abbreviation)
        } else {
            object["translation_abbreviation"] = .string(translationId.uppercased())
        }
        return .object(object)
    }
}

extension VerseEntry {
    var jsonValue: JSONValue {
        [
            "book_id": .string(bookId), "book_name": .string(bookName), "chapter": .number(Double(chapter)),
            "verse": .number(Double(verse)), "text": .string(text),
        ]
    }
}
