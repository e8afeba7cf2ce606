import Foundation

/// The order `sort`, `min` and `max` use, total over all JSON values so that mixed data
/// sorts deterministically.
///
/// Numbers (and numeric strings) compare numerically; text compares as people read it —
/// ignoring case and accents first (`apple` < `Éclair` < `zucchini`), exact scalars only to
/// break ties; `false` < `true`. Across kinds: numbers, then text, then booleans, then
/// everything else. Missing and null values always come last, in both directions, so a list
/// sorted descending does not start with its blanks.
enum ValueOrder {
    /// Whether `lhs` sorts before `rhs`, both present and not null.
    static func precedes(_ lhs: JSONValue, _ rhs: JSONValue) -> Bool {
        if let l = ValueText.numeric(lhs), let r = ValueText.numeric(rhs) { return l < r }
        let (lr, rr) = (rank(lhs), rank(rhs))
        if lr != rr { return lr < rr }
        switch (lhs, rhs) {
        case (.string(let l), .string(let r)):
            let (lf, rf) = (fold(l), fold(r))
            return lf != rf ? lf < rf : l < r
        case (.bool(let l), .bool(let r)):
            return !l && r
        default:
            return JSONWriter.string(lhs) < JSONWriter.string(rhs)
        }
    }

    /// Case- and diacritic-insensitive form of text, for ordering and `search`.
    static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    static func isBlank(_ value: JSONValue?) -> Bool {
        value == nil || value == .null
    }

    private static func rank(_ value: JSONValue) -> Int {
        switch value {
        case .number: return 0
        case .string: return ValueText.numeric(value) != nil ? 0 : 1
        case .bool: return 2
        default: return 3
        }
    }
}
