extension SchemaDecoder {
    /// Decodes `strings/<locale>.json`: `{"key": "text with {placeholders}", "key": {"one": …,
    /// "other": …}}`. Every problem is a located diagnostic; what is well formed is kept, so one
    /// bad entry does not hide the others. Nil when the file is not a table at all.
    public mutating func stringTable(locale: String, _ ref: JSONRef) -> StringTable? {
        guard Self.isLocaleName(locale) else {
            report(.malformedStringFile, "strings/\(locale).json is not named after a locale: use a language code with an optional region, as in strings/de.json or strings/pt-BR.json", at: ref.source)
            return nil
        }
        guard ref.kind == .object else {
            report(.malformedStringFile, "a string file must be an object of keys to texts, found \(ref.value.typeDescription)", at: ref.source)
            return nil
        }
        var table = StringTable(locale: locale, source: ref.source)
        for member in ref.members {
            if table.entries[member.key] != nil {
                report(.duplicateKey, Self.duplicateKeyMessage(member.key), at: member.keySource)
            }
            at(member.key) { decoder in
                if let form = decoder.stringForm(member.key, member.value) {
                    table.entries[member.key] = StringTable.Entry(form: form, source: member.value.source)
                }
            }
        }
        return table
    }

    private mutating func stringForm(_ key: String, _ ref: JSONRef) -> StringTable.Form? {
        if let text = ref.stringValue { return .text(StringTemplate(text)) }
        guard ref.kind == .object else {
            report(.malformedStringFile, "'\(key)' must be a text or an object of plural forms ({\"one\": …, \"other\": …}), found \(ref.value.typeDescription)", at: ref.source)
            return nil
        }
        var forms: [PluralCategory: StringTemplate] = [:]
        for member in ref.members {
            at(member.key) { decoder in
                guard let category = PluralCategory(rawValue: member.key) else {
                    let names = PluralCategory.allCases.map(\.rawValue)
                    decoder.report(
                        .malformedStringFile,
                        "'\(member.key)' is not a plural category of '\(key)': use \(names.joined(separator: ", "))\(Suggestion.didYouMean(member.key, in: names))",
                        at: member.keySource)
                    return
                }
                guard let text = member.value.stringValue else {
                    decoder.report(.malformedStringFile, "the '\(member.key)' form of '\(key)' must be a text, found \(member.value.value.typeDescription)", at: member.value.source)
                    return
                }
                forms[category] = StringTemplate(text)
            }
        }
        return .plural(forms)
    }

    /// `de`, `pt-BR`, `zh_Hant_TW`, `en-US-POSIX`: a 2–3 letter language, then letter or digit parts.
    static func isLocaleName(_ name: String) -> Bool {
        let parts = name.split(separator: "-", omittingEmptySubsequences: false).flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        guard let language = parts.first, (2...3).contains(language.count), language.allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
        return parts.dropFirst().allSatisfy { !$0.isEmpty && $0.count <= 8 && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }
}
