import Testing
import TestSupport

@testable import ViewEngine

/// `text`'s `highlight`: the words of a search marked where they stand as whole words,
/// ignoring case and accents, as the full-text search matched them.
@Suite struct TextHighlightTests {
    private func marked(_ content: String, _ highlight: String) throws -> [String] {
        let node = try #require(try resolve(json: #"{"type": "text", "props": {"content": "$.c", "highlight": "$.h"}}"#, data: ["c": .string(content), "h": .string(highlight)]))
        guard case .text(let text) = node.content else {
            Issue.record("not a text")
            return []
        }
        return text.marks.map { String(content[$0]) }
    }

    @Test func marksEachWordWhereItIsAWholeWord() throws {
        #expect(try marked("that you love one another. Love is patient; beloved, lovely", "love one another")
            == ["love", "one", "another", "Love"])
    }

    @Test func ignoresCaseAndAccentsAndNeverMarksInsideAWord() throws {
        #expect(try marked("Crème brûlée, not cremes", "CREME brulee") == ["Crème", "brûlée"])
        #expect(try marked("shepherds and a shepherd", "shepherd") == ["shepherd"])
    }

    @Test func noHighlightOrNoMatchMarksNothing() throws {
        #expect(try marked("In the beginning", "").isEmpty)
        #expect(try marked("In the beginning", "shepherd").isEmpty)
        #expect(try marked("", "love").isEmpty)
    }

    @Test func markupInTheWordsIsOnlyText() throws {
        // Punctuation separates words: "<b>" marks the word "b", never markup.
        #expect(try marked("a b c", "<b>") == ["b"])
    }
}
