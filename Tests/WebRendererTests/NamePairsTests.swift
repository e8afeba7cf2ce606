import Testing

@testable import WebRenderer

/// The format of `Resources/symbols.txt`; SymbolMapTests checks the shipped table itself.
@Suite struct NamePairsTests {
    @Test func readsPairsBetweenCommentsAndBlankLines() throws {
        let pairs = try NamePairs.parse("# Tabs\nhouse=house  star=star\n\n  star.fill=star-fill  \n# end\n")
        #expect(pairs == ["house": "house", "star": "star", "star.fill": "star-fill"])
    }

    @Test func aWordThatIsNotAPairIsReportedByLine() {
        #expect(throws: NamePairs.Problem(line: 3, message: "'star' is not name=value")) {
            try NamePairs.parse("# icons\nhouse=house\nstar=star star\n")
        }
        #expect(throws: NamePairs.Problem(line: 1, message: "'star=' is not name=value")) {
            try NamePairs.parse("star=\n")
        }
        #expect(throws: NamePairs.Problem(line: 1, message: "'a=b=c' is not name=value")) {
            try NamePairs.parse("a=b=c\n")
        }
    }

    @Test func aNameMappedTwiceIsReported() {
        #expect(throws: NamePairs.Problem(line: 2, message: "'house' is already mapped")) {
            try NamePairs.parse("house=house\nstar=star house=house-fill\n")
        }
    }
}
