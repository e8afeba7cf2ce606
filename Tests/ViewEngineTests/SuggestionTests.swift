import Testing

@testable import ViewEngine

/// "Did you mean": the closest name within a third of its length (at most 3 edits), the first
/// given of equally close ones; prepared names answer as a fresh search of every name would.
@Suite struct SuggestionTests {
    @Test func theClosestPlausibleNameIsSuggestedAndTheFirstOfEquals() {
        #expect(Suggestion.closest(to: "itme", in: ["title", "item", "items"]) == "item", "a swap is one edit")
        #expect(Suggestion.closest(to: "ITEM", in: ["item"]) == "item", "case is ignored")
        #expect(Suggestion.closest(to: "cat", in: ["bat", "hat"]) == "bat")
        #expect(Suggestion.closest(to: "cat", in: ["hat", "bat"]) == "hat")
        #expect(Suggestion.closest(to: "podcast", in: ["episode", "genre"]) == nil)
        #expect(Suggestion.didYouMean("tittle", in: ["title"]) == " (did you mean 'title'?)")
        #expect(Suggestion.didYouMean("x", in: [String]()) == "")
    }

    @Test func preparedNamesAnswerAsASearchOfEveryNameWould() {
        let names = (0..<1_500).map { "screen\($0 * 7 % 1_000)" } + ["a", "abcdefghijk", "Ünïcode", "row.title", "ROW_TITLE"]
        let candidates = Suggestion.Candidates(names)
        for word in ["screen12", "scren4", "screen1000", "b", "abcdefgh", "ünicode", "row.titel", "row_title", "zzzzzz"] {
            #expect(candidates.closest(to: word) == Self.searchingEveryName(word, names), "\(word)")
        }
    }

    /// The rule, by comparing `word` with each name in turn.
    private static func searchingEveryName(_ word: String, _ names: [String]) -> String? {
        let lowered = Array(word.lowercased())
        var best: (name: String, distance: Int)?
        for name in names {
            let other = Array(name.lowercased())
            let limit = min(3, max(1, max(lowered.count, other.count) / 3))
            let distance = Suggestion.editDistance(lowered, other, limit: limit)
            if distance <= limit, distance < (best?.distance ?? .max) { best = (name, distance) }
        }
        return best?.name
    }
}
