import Testing

@testable import ViewEngine

/// CLDR cardinal rules: the category each language gives a count.
@Suite struct PluralRuleTests {
    func categories(_ locale: String, _ counts: [JSONValue]) -> [PluralCategory] {
        counts.map { PluralRule(locale: locale).category(of: $0) }
    }

    @Test func englishAndGermanHaveOneForExactlyOne() {
        for locale in ["en", "de", "de-AT", "en_US_POSIX"] {
            #expect(categories(locale, [0, 1, 2, 21, 1.5]) == [.other, .one, .other, .other, .other], "\(locale)")
        }
        // "1.0" shows a fraction digit, so it is not "one" (CLDR: i = 1 and v = 0).
        #expect(categories("en", ["1", "1.0", " 1 "]) == [.one, .other, .one])
        #expect(PluralRule(locale: "de").categories == [.one, .other])
    }

    @Test func arabicUsesAllSixCategories() {
        #expect(categories("ar", [0, 1, 2, 3, 10, 11, 99, 100, 101, 102, 103, 111, 1000, 2.5])
            == [.zero, .one, .two, .few, .few, .many, .many, .other, .other, .other, .few, .many, .other, .other])
        #expect(PluralRule(locale: "ar").categories == [.zero, .one, .two, .few, .many, .other])
    }

    @Test func russianAndPolishTellFewFromMany() {
        #expect(categories("ru", [1, 2, 4, 5, 11, 12, 21, 22, 25, 111, 1.5]) == [.one, .few, .few, .many, .many, .many, .one, .few, .many, .many, .other])
        #expect(categories("pl", [1, 2, 5, 12, 21, 22, 1.5]) == [.one, .few, .many, .many, .many, .few, .other])
    }

    @Test func frenchCountsZeroAsOneAndMillionsAsMany() {
        #expect(categories("fr", [0, 1, 1.5, 2, 1_000_000, 2_000_000, 1_000_001]) == [.one, .one, .one, .other, .many, .many, .other])
    }

    @Test func unknownLanguagesUseOneAndOtherAndNonNumbersAreOther() {
        #expect(PluralRule(locale: "xx") == .oneOther)
        #expect(categories("ja", [1, 2]) == [.other, .other])
        #expect(categories("en", ["many", nil, .null, [1]]) == [.other, .other, .other, .other])
    }
}
