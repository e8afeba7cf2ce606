extension Suggestion {
    /// Names prepared once for many "did you mean" questions (a string table's keys, the
    /// bundle's screens): each lowered once and kept by length, so a word is compared only with
    /// the names that could be within three edits of it. Lowering and comparing every key for
    /// each of 2,750 unknown keys against a table of 1,250 took half a minute to validate.
    public struct Candidates: Sendable {
        private struct Name: Sendable {
            let name: String
            let lowered: [Character]
            /// Its place among the names given: of names as close as each other, the first wins.
            let position: Int
        }

        private let byLength: [Int: [Name]]

        /// `names`, ready to be searched.
        public init<S: Sequence>(_ names: S) where S.Element == String {
            var byLength: [Int: [Name]] = [:]
            for (position, name) in names.enumerated() {
                let lowered = Array(name.lowercased())
                byLength[lowered.count, default: []].append(Name(name: name, lowered: lowered, position: position))
            }
            self.byLength = byLength
        }

        /// The name closest to `word` by edit distance (ignoring case), when close enough to be
        /// a plausible typo: at most a third of the longer name's length, never more than 3 edits.
        public func closest(to word: String) -> String? {
            let lowered = Array(word.lowercased())
            var best: Name?
            var bestDistance = Int.max
            for length in max(0, lowered.count - 3)...(lowered.count + 3) {
                for other in byLength[length] ?? [] {
                    // Allow about one edit per three characters of the longer name, at most three.
                    let limit = min(3, max(1, max(lowered.count, length) / 3))
                    let distance = Suggestion.editDistance(lowered, other.lowered, limit: limit)
                    guard distance <= limit else { continue }
                    if distance < bestDistance || (distance == bestDistance && other.position < best?.position ?? .max) {
                        best = other
                        bestDistance = distance
                    }
                }
            }
            return best?.name
        }

        /// " (did you mean 'x'?)" or nothing.
        public func didYouMean(_ word: String) -> String {
            guard let match = closest(to: word) else { return "" }
            return " (did you mean '\(match)'?)"
        }
    }
}
