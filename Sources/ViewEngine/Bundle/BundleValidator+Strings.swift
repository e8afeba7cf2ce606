/// The string-table checks: every key a lookup uses exists in the development locale and is
/// passed its placeholders; translations cover the used keys, keep the placeholders and give
/// the plural forms their language needs.
extension BundleValidator.Checker {
    /// A `@key` lookup: the key exists in the development locale, and the arguments fill its
    /// placeholders (and `count` for a plural text).
    mutating func checkLookup(_ lookup: StringLookup, at source: SourceRef) {
        guard !isCollecting else { return }
        if usedStringKeys[lookup.key] == nil { usedStringKeys[lookup.key] = source }
        let strings = bundle.strings
        let located = source.locating("@" + lookup.key)
        guard let development = strings.developmentTable else {
            report(
                .unknownStringKey, "'@\(lookup.key)' needs strings/\(strings.developmentLocale).json, the development locale's string table, which the bundle does not have",
                at: located.source, path: located.path)
            return
        }
        guard let entry = development.entries[lookup.key] else {
            if stringKeySuggestions == nil { stringKeySuggestions = Suggestion.Candidates(development.entries.keys.sorted()) }
            report(
                .unknownStringKey,
                "no string '\(lookup.key)' in strings/\(development.locale).json\(stringKeySuggestions?.didYouMean(lookup.key) ?? "")",
                at: located.source, path: located.path)
            return
        }
        var needed = entry.placeholders
        if case .plural = entry.form { needed.insert("count") }
        let missing = needed.subtracting(lookup.argumentNames).sorted()
        guard !missing.isEmpty else { return }
        report(
            .missingStringArgument,
            "'@\(lookup.key)' does not pass \(missing.joined(separator: ", ")), which its text uses: write @\(lookup.key)(\(missing.map { "\($0): …" }.joined(separator: ", ")))",
            at: located.source, path: located.path)
    }

    /// Tab titles and badges live in app.json, outside the screens' walk.
    mutating func checkTabTexts() {
        guard case .tabs(let tabs) = bundle.root else { return }
        scope = DataScope()
        for tab in tabs {
            for expression in tab.title.expressions + (tab.badge?.expressions ?? []) { check(expression, at: tab.source) }
        }
    }

    /// Per locale: untranslated used keys (one warning with the count), placeholders that
    /// differ from the development text, and missing plural forms.
    mutating func checkStringTables() {
        let strings = bundle.strings
        let development = strings.developmentTable
        for locale in strings.tables.keys.sorted() {
            let table = strings.tables[locale]!
            let file = "strings/\(table.locale).json"
            checkPluralForms(of: table, file: file)
            guard let development, locale != LocaleChain.normalized(strings.developmentLocale) else { continue }
            checkUntranslated(table, in: strings, development: development, file: file)
            for key in table.entries.keys.sorted() {
                guard let translated = table.entries[key], let original = development.entries[key],
                    translated.placeholders != original.placeholders
                else { continue }
                report(
                    .placeholderMismatch,
                    "'\(key)' uses \(Self.list(translated.placeholders)) in \(file) but \(Self.list(original.placeholders)) in strings/\(development.locale).json",
                    at: translated.source, file: file, path: translated.source.jsonPath)
            }
        }
    }

    /// Keys the bundle uses (and the development locale has: a key it lacks is already an
    /// error) that neither this table nor its less specific forms (a `de-AT` table falls back
    /// to `de`) have.
    private mutating func checkUntranslated(_ table: StringTable, in strings: BundleStrings, development: StringTable, file: String) {
        let developmentName = LocaleChain.normalized(strings.developmentLocale)
        let chain = LocaleChain.fallbacks(for: table.locale, developmentLocale: strings.developmentLocale)
            .filter { $0 != developmentName }.compactMap { strings.tables[$0] }
        let used = usedStringKeys.keys.filter { development.entries[$0] != nil }
        let missing = used.filter { key in !chain.contains { $0.entries[key] != nil } }.sorted()
        guard !missing.isEmpty else { return }
        let shown = missing.prefix(10).joined(separator: ", ") + (missing.count > 10 ? ", …" : "")
        report(
            .untranslatedStrings, "\(file) lacks \(missing.count) of the \(used.count) keys the bundle uses: \(shown)",
            at: table.source, file: file, path: table.source.jsonPath)
    }

    private mutating func checkPluralForms(of table: StringTable, file: String) {
        for key in table.entries.keys.sorted() {
            guard let entry = table.entries[key], case .plural(let forms) = entry.form else { continue }
            let missing = table.pluralRule.categories.filter { forms[$0] == nil }
            guard !missing.isEmpty else { continue }
            report(
                .missingPluralForm,
                "'\(key)' lacks the plural form\(missing.count == 1 ? "" : "s") \(missing.map(\.rawValue).joined(separator: ", ")) that \(table.locale) uses",
                at: entry.source, file: file, path: entry.source.jsonPath)
        }
    }

    private static func list(_ placeholders: Set<String>) -> String {
        placeholders.isEmpty ? "no placeholders" : placeholders.sorted().map { "{\($0)}" }.joined(separator: ", ")
    }
}
