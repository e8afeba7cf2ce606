/// The text format of the symbol table (`Resources/symbols.txt`): `name=value` words separated
/// by spaces or line breaks, with blank lines and `#` comment lines between. Kept apart from
/// ``SymbolMap`` so a broken table is reported by line, and tested.
enum NamePairs {
    /// Why a table does not read: the 1-based line and what is wrong there.
    struct Problem: Error, Equatable, CustomStringConvertible {
        let line: Int
        let message: String

        var description: String { "line \(line): \(message)" }
    }

    /// The pairs by name. A word that is not `name=value` (both non-empty), or a name given
    /// twice, is a problem: a table that maps one name two ways has a mistake in it.
    static func parse(_ text: String) throws(Problem) -> [String: String] {
        var pairs: [String: String] = [:]
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let words = line.split(whereSeparator: \.isWhitespace)
            guard let first = words.first, !first.hasPrefix("#") else { continue }
            for word in words {
                let parts = word.split(separator: "=", omittingEmptySubsequences: false)
                guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                    throw Problem(line: index + 1, message: "'\(word)' is not name=value")
                }
                let name = String(parts[0])
                guard pairs[name] == nil else { throw Problem(line: index + 1, message: "'\(name)' is already mapped") }
                pairs[name] = String(parts[1])
            }
        }
        return pairs
    }
}
