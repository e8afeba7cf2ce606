/// One locale's strings: `strings/de.json` decoded.
public struct StringTable: Sendable {
    /// One key's text: plain, or a form per plural category.
    public enum Form: Sendable {
        /// One text for every count.
        case text(StringTemplate)
        /// Forms by category; the one for the `count` argument's category is shown (`other`
        /// when that form is missing).
        case plural([PluralCategory: StringTemplate])
    }

    /// A key's form and where it is written (for validation).
    public struct Entry: Sendable {
        /// The text or plural forms.
        public var form: Form
        /// Where the value is written in its string file.
        public var source: SourceRef

        /// The placeholders of all forms together.
        public var placeholders: Set<String> {
            switch form {
            case .text(let template): return template.placeholders
            case .plural(let forms): return forms.values.reduce(into: Set()) { $0.formUnion($1.placeholders) }
            }
        }
    }

    /// The locale as the file names it (`de`, `de-AT`).
    public var locale: String
    /// The plural rule of the table's language: a German text falling back to English uses
    /// English forms, so the rule travels with the table.
    public var pluralRule: PluralRule
    /// The texts by key (`browse.title`).
    public var entries: [String: Entry]
    /// Where the file's root object is, for problems about the whole file.
    public var source: SourceRef

    /// A table for `locale` holding `entries`.
    public init(locale: String, entries: [String: Entry] = [:], source: SourceRef = .none) {
        self.locale = locale
        self.pluralRule = PluralRule(locale: locale)
        self.entries = entries
        self.source = source
    }

    /// The text of `key` filled with `arguments`, or nil when the table has no such key.
    public func text(_ key: String, arguments: [String: JSONValue]) -> String? {
        guard let entry = entries[key] else { return nil }
        switch entry.form {
        case .text(let template):
            return template.text(with: arguments)
        case .plural(let forms):
            let category = pluralRule.category(of: arguments["count"])
            return (forms[category] ?? forms[.other] ?? forms.values.first)?.text(with: arguments)
        }
    }
}
