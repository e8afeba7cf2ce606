import Testing

@testable import WebRenderer

/// The words of the controls iOS draws itself, from `Resources/system-strings.json`.
@Suite struct SystemStringsTests {
    @Test func everyLanguageHasEveryWord() {
        #expect(SystemStrings.table.keys.sorted() == ["ar", "de", "en", "es", "fr"])
        for (language, words) in SystemStrings.table {
            #expect(Set(words.keys) == Set(SystemStrings.Word.allCases.map(\.rawValue)), "\(language)")
            #expect(words["showMore"]?.contains("{count}") == true, "\(language)")
        }
    }

    @Test func aLocaleReadsItsLanguageAndAnUnknownOneEnglish() {
        #expect(SystemStrings(locale: "ar_EG").back == "رجوع")
        #expect(SystemStrings(locale: "de-AT").showMore(3) == "Mehr anzeigen (3)")
        #expect(SystemStrings(locale: "ja_JP") == SystemStrings.english)
        #expect(SystemStrings.english.cancel == "Cancel")
    }
}
