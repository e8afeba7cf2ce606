import Testing
@testable import ViewEngine

/// Long values quoted in messages are cut; the prose around them never is.
struct ExcerptTests {
    let long = String(repeating: "x", count: 200)
    let prose = "which the screen's list cannot show, so the preview leaves the row out and keeps going with the rest of it"

    @Test func aQuotedValueIsCutToItsLimit() {
        let message = Excerpt.cutQuotedValues(in: "unknown colour '\(long)' at $.a")
        #expect(message == "unknown colour '\(String(long.prefix(Excerpt.maxQuoted)))…' at $.a")
    }

    @Test func apostrophesInsideWordsAreNotQuotes() {
        let message = Excerpt.cutQuotedValues(in: "the row's value '\(long)' is text, \(prose)")
        #expect(message == "the row's value '\(String(long.prefix(Excerpt.maxQuoted)))…' is text, \(prose)")
    }

    @Test func aQuotedValueMayHoldAnApostrophe() {
        let value = "it's " + long
        let message = Excerpt.cutQuotedValues(in: "value '\(value)' can't be kept")
        #expect(message == "value '\(String(value.prefix(Excerpt.maxQuoted)))…' can't be kept")
    }

    @Test func shortMessagesAndUnclosedQuotesStayWhole() {
        #expect(Excerpt.cutQuotedValues(in: "can't find 'x'") == "can't find 'x'")
        let unclosed = "a value that opens '" + prose
        #expect(Excerpt.cutQuotedValues(in: unclosed) == unclosed)
    }

    @Test func theWholeMessageIsCappedToo() {
        let message = Excerpt.cutQuotedValues(in: String(repeating: "word ", count: 1_000))
        #expect(message.count == Excerpt.maxMessage + 1)
        #expect(message.hasSuffix("…"))
    }

    @Test func controlCharactersFromDataCannotReachTheTerminal() {
        // A colour from data that would retitle and clear the terminal the log is printed to.
        let message = Excerpt.cutQuotedValues(in: "unknown colour '\u{1B}]0;PWNED\u{07}\u{1B}[2J' \u{202E}x\nnext")
        #expect(message == #"unknown colour '\u{1B}]0;PWNED\u{7}\u{1B}[2J' \u{202E}x\u{A}next"#)
        #expect(!message.unicodeScalars.contains { $0.value < 0x20 })
        #expect(Excerpt.escapingControls("plain — text, ünïcode") == "plain — text, ünïcode")
        let issue = RuntimeIssue(.unusableBoundValue, "unknown colour '\u{1B}[2J'")
        #expect(issue.description == #"warning: unknown colour '\u{1B}[2J' [SDUI1001]"#)
    }
}
