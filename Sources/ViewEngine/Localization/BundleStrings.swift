/// A bundle's string tables (`strings/<locale>.json`) and its development locale.
public struct BundleStrings: Sendable {
    /// The locale every key must exist in and every lookup falls back to last: `app.json`'s
    /// `developmentLocale`, `en` when it names none.
    public var developmentLocale: String
    /// The tables by normalized locale (`de-at`).
    public var tables: [String: StringTable]

    /// Tables by locale; `developmentLocale` defaults to `en`.
    public init(developmentLocale: String = "en", tables: [StringTable] = []) {
        self.developmentLocale = developmentLocale
        self.tables = [:]
        for table in tables { self.tables[LocaleChain.normalized(table.locale)] = table }
    }

    /// Whether the bundle has no string file.
    public var isEmpty: Bool { tables.isEmpty }

    /// The development locale's table, when the bundle has one.
    public var developmentTable: StringTable? { tables[LocaleChain.normalized(developmentLocale)] }

    /// The table written for `locale` or for its language (`de` for `de_AT`), without falling
    /// back to the development locale; nil when the bundle does not speak it.
    public func ownTable(for locale: String) -> StringTable? {
        LocaleChain.fallbacks(for: locale, developmentLocale: locale).lazy.compactMap { tables[$0] }.first
    }

    /// What lookups see for a user in `locale`: its own table, its language's, then the
    /// development locale's.
    public func strings(for locale: String) -> LocalizedStrings {
        LocalizedStrings(LocaleChain.fallbacks(for: locale, developmentLocale: developmentLocale).compactMap { tables[$0] })
    }
}

/// The string tables one user's lookups read, in fallback order (``BundleStrings/strings(for:)``).
public struct LocalizedStrings: Sendable {
    /// Most specific first.
    public let tables: [StringTable]

    /// Tables in fallback order; none by default (every lookup shows the missing marker).
    public init(_ tables: [StringTable] = []) {
        self.tables = tables
    }

    /// The text of `key` from the first table that has it, filled with `arguments`; a key no
    /// table has shows as ``missingMarker(_:)``, so the gap is visible on screen.
    public func text(_ key: String, arguments: [String: JSONValue]) -> String {
        lookup(key, arguments: arguments) ?? Self.missingMarker(key)
    }

    /// The text of `key` from the first table that has it, filled with `arguments`; nil when
    /// no table has it (for text that has an untranslated default of its own).
    public func lookup(_ key: String, arguments: [String: JSONValue]) -> String? {
        for table in tables {
            if let text = table.text(key, arguments: arguments) { return text }
        }
        return nil
    }

    /// `⟦browse.title⟧`: what a missing key shows. Brackets no translation uses, so a tester
    /// spots it and a test can match it.
    public static func missingMarker(_ key: String) -> String { "⟦\(key)⟧" }
}
