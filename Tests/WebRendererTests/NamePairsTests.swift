import Testing

@testable import WebRenderer

/// The format of `Resources/symbols.txt`; SymbolMapTests checks the shipped table itself.
@Suite struct NamePairsTests {
    @Test func readsPairsBetweenCommentsAndBlankLines() throws {
        let pairs = try NamePairs.parse("# Tabs\nhouse house\n\n  star.fill   star-fill  \n# end\n")
        #expect(pairs == ["house": "house", "star.fill": "star-fill"])
    }

    @Test func aLineThatIsNotTwoWordsIsReportedByLine() {
        #expect(throws: NamePairs.Problem(line: 3, message: "expected a name and a value, found 3 words")) {
            try NamePairs.parse("# icons\nhouse house\nstar star fill\n")
        }
    }

    @Test func aNameMappedTwiceIsReported() {
        #expect(throws: NamePairs.Problem(line: 2, message: "'house' is already mapped")) {
            try NamePairs.parse("house house\nhouse house-fill\n")
        }
    }
}
