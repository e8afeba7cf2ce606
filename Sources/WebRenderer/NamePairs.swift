/// The text format of the symbol table (`Resources/symbols.txt`): one `name value` pair a
/// line, blank lines and `#` comments between. Kept apart from ``SymbolMap`` so a broken
/// table is reported by line, and tested.
enum NamePairs {
    /// Why a table does not read: the 1-based line and what is wrong there.
    struct Problem: Error, Equatable, CustomStringConvertible {
        let line: Int
        let message: String

        var description: String { "line \(line): \(message)" }
    }

    /// The pairs by name. A line that is not exactly two words, or a name given twice, is a
    /// problem: a table that maps one name two ways has a mistake in it.
    static func parse(_ text: String) throws(Problem) -> [String: String] {
        var pairs: [String: String] = [:]
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let words = line.split(whereSeparator: \.isWhitespace)
            guard let first = words.first, !first.hasPrefix("#") else { continue }
            guard words.count == 2 else {
                throw Problem(line: index + 1, message: "expected a name and a value, found \(words.count) words")
            }
            let name = String(first)
            guard pairs[name] == nil else { throw Problem(line: index + 1, message: "'\(name)' is already mapped") }
            pairs[name] = String(words[1])
        }
        return pairs
    }
}
