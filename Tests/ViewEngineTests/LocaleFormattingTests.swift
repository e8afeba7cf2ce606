import Foundation
import Testing

@testable import ViewEngine

/// `date`, `number` and `duration` follow the injected locale, never the process's.
@Suite struct LocaleFormattingTests {
    let data: JSONValue = ["d": "2026-11-26T10:00:00Z", "n": 1234.5, "small": 4.25, "ms": 2_533_000, "long": 3_723_000, "debt": -1234.5, "dip": -0.05]
    let english = EvaluationEnvironment.fixed()
    let german = EvaluationEnvironment.fixed(locale: "de_DE")
    let arabic = EvaluationEnvironment.fixed(locale: "ar")
    /// Egypt's Arabic writes Arabic-Indic digits; CLDR's plain `ar` writes 0–9.
    let egyptian = EvaluationEnvironment.fixed(locale: "ar_EG")

    @Test func aSkeletonDateIsOrderedAndPunctuatedTheLocalesWay() throws {
        #expect(try evaluate("$.d | date:skeleton:yMMMd", data, environment: english) == "Nov 26, 2026")
        #expect(try evaluate("$.d | date:skeleton:yMMMd", data, environment: german) == "26. Nov. 2026")
        #expect(try evaluate("$.d | date:skeleton:MMMMEEEEd", data, environment: english) == "Thursday, November 26")
        #expect(try evaluate("$.d | date:skeleton:MMMMEEEEd", data, environment: german) == "Donnerstag, 26. November")
        #expect(try evaluate("$.d | date:skeleton:yMMMd", data, environment: arabic) == "26 نوفمبر، 2026")
        #expect(try evaluate("$.d | date:skeleton:yMMMd", data, environment: egyptian) == "٢٦ نوفمبر، ٢٠٢٦")
    }

    @Test func aPatternDateKeepsItsOrderWhileTheLocaleNamesTheMonth() throws {
        #expect(try evaluate("$.d | date:MMM d, yyyy", data, environment: english) == "Nov 26, 2026")
        #expect(try evaluate("$.d | date:MMMM d, yyyy", data, environment: german) == "November 26, 2026")
        #expect(try evaluate("$.d | date:EEEE", data, environment: german) == "Donnerstag")
    }

    @Test func theSameSkeletonIsCachedApartFromTheSamePattern() {
        let date = Date(timeIntervalSince1970: 1_795_687_200)  // 2026-11-26T10:00:00Z
        #expect(german.format(date, pattern: "yMMMd") == "2026Nov.26")
        #expect(german.format(date, skeleton: "yMMMd") == "26. Nov. 2026")
        #expect(german.format(date, pattern: "yMMMd") == "2026Nov.26")
    }

    @Test func aSkeletonMustBePatternLetters() {
        for expression in ["$.d | date:skeleton:", "$.d | date:skeleton:y-MM-d", "$.d | date:skeleton:d MMM"] {
            #expect(throws: ExpressionError.self, "\(expression)") { try evaluate(expression, data) }
        }
    }

    @Test func numbersUseTheLocalesDecimalAndGroupingSeparators() throws {
        // 4.25 to one digit: half away from zero, as `round:1` gives 4.3.
        #expect(try evaluate("$.small | number:1", data, environment: english) == "4.3")
        #expect(try evaluate("$.n | number:2", data, environment: english) == "1,234.50")
        #expect(try evaluate("$.small | number:1", data, environment: german) == "4,3")
        #expect(try evaluate("$.n | number:2", data, environment: german) == "1.234,50")
        #expect(try evaluate("$.n | number:0", data, environment: german) == "1.235")
        #expect(try evaluate("$.debt | number:1", data, environment: german) == "-1.234,5")
        #expect(try evaluate("$.dip | number:1", data, environment: german) == "-0,1")
        #expect(try evaluate("3.14159 | number:3", data, environment: german) == "3,142")
        #expect(try evaluate("$.small | number:2", data, environment: egyptian) == "٤٫٢٥")
        // Without digits `number` converts to a number, which is not text in any locale.
        #expect(try evaluate("'4.5' | number", data, environment: german) == .number(4.5))
    }

    @Test func durationsUseTheLocalesDigits() throws {
        #expect(try evaluate("$.ms | duration:mm:ss", data, environment: english) == "42:13")
        #expect(try evaluate("$.ms | duration:mm:ss", data, environment: german) == "42:13")
        #expect(try evaluate("$.long | duration:h:mm:ss", data, environment: arabic) == "1:02:03")
        #expect(try evaluate("$.long | duration:h:mm:ss", data, environment: egyptian) == "١:٠٢:٠٣")
        #expect(try evaluate("$.long | duration:H'h' m'm'", data, environment: egyptian) == "١h ٢m")
    }

    @Test func theArabicDigitsAreTheLocalesOwn() {
        #expect(LocaleDigits(locale: Locale(identifier: "ar_EG")).write("2026-11") == "٢٠٢٦-١١")
        #expect(LocaleDigits(locale: Locale(identifier: "ar")).zeroToNine == nil)
        #expect(LocaleDigits(locale: Locale(identifier: "de_DE")).zeroToNine == nil)
        #expect(LocaleDigits(locale: Locale(identifier: "en_US_POSIX")).write("42:13") == "42:13")
    }
}
