/// "Did you mean" suggestions for misspelled names.
public enum Suggestion {
    /// The candidate closest to `word` by edit distance (ignoring case), when close enough to
    /// be a plausible typo (``Candidates/closest(to:)``, whose rule this is): at most a third
    /// of the longer name's length, and never more than 3 edits.
    public static func closest<S: Sequence>(to word: String, in candidates: S) -> String? where S.Element == String {
        Candidates(candidates).closest(to: word)
    }

    /// Formats " (did you mean 'x'?)" or nothing.
    public static func didYouMean<S: Sequence>(_ word: String, in candidates: S) -> String where S.Element == String {
        Candidates(candidates).didYouMean(word)
    }

    /// The shortest name that starts with `word` (of four letters or more, ignoring case):
    /// "upper" for "uppercase", "corner" for "cornerRadius" (not "border", two edits away);
    /// else ``didYouMean(_:in:)``. For the small catalogues of node types, modifiers and
    /// transforms, where a shortened name is a common guess; a string table's thousands of
    /// keys keep to edit distance.
    public static func didYouMeanOrCompletion<S: Sequence>(_ word: String, in candidates: S) -> String where S.Element == String {
        let names = Array(candidates)
        if word.count >= 4 {
            let lowered = word.lowercased()
            let completions = names.filter { $0.count > word.count && $0.lowercased().hasPrefix(lowered) }
            if let shortest = completions.min(by: { ($0.count, $0) < ($1.count, $1) }) { return " (did you mean '\(shortest)'?)" }
        }
        return didYouMean(word, in: names)
    }

    /// Edit distance counting insertions, deletions, substitutions and swaps of neighbours
    /// (the commonest typo: "itme" for "item"), giving up early past `limit`.
    static func editDistance(_ a: [Character], _ b: [Character], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return limit + 1 }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
