/// A CLDR plural category: which form of a counted phrase a number takes in a language
/// (English has `one` and `other`; Arabic all six).
public enum PluralCategory: String, Sendable, CaseIterable, Comparable {
    /// Arabic's 0 ("no episodes").
    case zero
    /// 1 in English and German; 0 and 1 in French; …1 but not …11 in Russian.
    case one
    /// Arabic's 2.
    case two
    /// Arabic's 3–10, Russian's and Polish's …2–4.
    case few
    /// Arabic's 11–99, Russian's and Polish's other whole numbers, French millions.
    case many
    /// Everything else; every language has it, and it is the fallback form.
    case other

    /// In CLDR's order (zero first, other last), so lists of categories read the same everywhere.
    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
