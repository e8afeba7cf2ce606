/// Locale identifiers as string tables are found by: `de_AT`, `de-AT` and `DE-at` name the
/// same table, and a locale falls back to shorter forms of itself (`de-AT` → `de`).
enum LocaleChain {
    /// The identifier in one spelling: lowercase, `-` between parts (`de_AT` → `de-at`).
    static func normalized(_ identifier: String) -> String {
        identifier.replacingOccurrences(of: "_", with: "-").lowercased()
    }

    /// The language part: `de` of `de-AT`, `en` of `en_US_POSIX`.
    static func language(of identifier: String) -> String {
        String(normalized(identifier).split(separator: "-").first ?? "")
    }

    /// The identifiers to try for `identifier`, most specific first, ending with the
    /// development locale: `de-at-x` → `de-at`, `de`, then `en`. No duplicates.
    static func fallbacks(for identifier: String, developmentLocale: String) -> [String] {
        var parts = normalized(identifier).split(separator: "-").map(String.init)
        var chain: [String] = []
        while !parts.isEmpty {
            chain.append(parts.joined(separator: "-"))
            parts.removeLast()
        }
        let development = normalized(developmentLocale)
        if !chain.contains(development) { chain.append(development) }
        return chain
    }
}
