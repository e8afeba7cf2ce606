import Foundation

/// Finds the stretches of a text node's `highlight` prop: each word of it wherever it stands
/// as a whole word in the content, ignoring case and accents (as SQLite's full-text search
/// matches words, so a search's results mark what it matched).
enum TextMarks {
    /// Words beyond this many are ignored: a highlight is a search's few words, and each
    /// word costs a pass over the content.
    static let maximumWords = 16

    static func wholeWords(of highlight: String, in content: String) -> [Range<String.Index>] {
        let words = Set(highlight.split { !($0.isLetter || $0.isNumber || $0 == "'" || $0 == "’") }.map { $0.lowercased() })
        var found: [Range<String.Index>] = []
        for word in words.sorted().prefix(maximumWords) {
            var searchStart = content.startIndex
            while searchStart < content.endIndex,
                let range = content.range(of: word, options: [.caseInsensitive, .diacriticInsensitive], range: searchStart..<content.endIndex)
            {
                if isWordBoundary(before: range.lowerBound, in: content), isWordBoundary(after: range.upperBound, in: content) {
                    found.append(range)
                }
                searchStart = range.upperBound
            }
        }
        return merged(found)
    }

    private static func isWordBoundary(before index: String.Index, in text: String) -> Bool {
        index == text.startIndex || !isWordCharacter(text[text.index(before: index)])
    }

    private static func isWordBoundary(after index: String.Index, in text: String) -> Bool {
        index == text.endIndex || !isWordCharacter(text[index])
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
    }

    /// In order, with touching or overlapping stretches joined.
    private static func merged(_ ranges: [Range<String.Index>]) -> [Range<String.Index>] {
        var result: [Range<String.Index>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = result.last, range.lowerBound <= last.upperBound {
                result[result.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                result.append(range)
            }
        }
        return result
    }
}
