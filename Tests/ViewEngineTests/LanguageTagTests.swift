import Testing

@testable import ViewEngine

/// Locale identifiers as `<html lang>` writes them, and which are right to left.
@Suite struct LanguageTagTests {
    @Test func identifiersBecomeBCP47Tags() {
        #expect(LanguageTag(locale: "de_AT").tag == "de-AT")
        #expect(LanguageTag(locale: "en_US_POSIX").tag == "en-US")
        #expect(LanguageTag(locale: "zh_hant_tw").tag == "zh-Hant-TW")
        #expect(LanguageTag(locale: "es-419").tag == "es-419")
        #expect(LanguageTag(locale: "").tag == "und")
    }

    @Test func arabicHebrewPersianAndUrduAreRightToLeft() {
        for locale in ["ar", "ar_EG", "he", "fa-IR", "ur"] { #expect(LanguageTag(locale: locale).isRightToLeft, "\(locale)") }
        for locale in ["en", "de_AT", "ja"] { #expect(!LanguageTag(locale: locale).isRightToLeft, "\(locale)") }
    }
}
