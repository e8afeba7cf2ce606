import Foundation
import Testing
import TestSupport

@testable import ViewEngine

/// `"format": "number"` on a `text_field`: the bound number shown and typed text read in the
/// user's locale, refusing what would be read as another number than meant.
@Suite struct NumberFieldFormatTests {
    let english = NumberFieldFormat(locale: Locale(identifier: "en_US"))
    let german = NumberFieldFormat(locale: Locale(identifier: "de_DE"))

    @Test func numbersShowInTheLocale() {
        #expect(german.text(for: 12.5) == "12,5")
        #expect(german.text(for: 1234.5) == "1.234,5")
        #expect(english.text(for: 1234.5) == "1,234.5")
        #expect(german.text(for: 0.1) == "0,1")
        #expect(german.text(for: nil) == "")
        #expect(german.text(for: .null) == "")
        #expect(german.text(for: "seed") == "seed", "text in state shows as it is")
    }

    @Test(arguments: [
        ("12,5", 12.5), ("1.234,5", 1234.5), ("-3,25", -3.25), ("  7 ", 7), ("1.234.567", 1_234_567), (",5", 0.5), ("12,", 12), ("+4", 4),
    ])
    func germanTextIsReadTheGermanWay(text: String, number: Double) throws {
        #expect(try german.value(forTyped: text) == .number(number))
    }

    @Test(arguments: ["12.5", "12.50", "1,2,3", "abc", "1.23", "12,5,0", ",", "-", "1e3", "1²"])
    func otherTextIsRefusedWithTheWayToWriteIt(text: String) {
        #expect(throws: RejectedValue.notALocaleNumber(text, example: "1.234,5")) { try german.value(forTyped: text) }
    }

    @Test(arguments: ["fr_FR", "de_CH", "en_IN", "ar_EG", "hi_IN", "ja_JP", "de_DE", "en_US"])
    func whatAFieldShowsItReadsBack(locale: String) throws {
        let format = NumberFieldFormat(locale: Locale(identifier: locale))
        for number in [1234567.25, -0.5, 100_000, 12.5] {
            let shown = format.text(for: .number(number))
            #expect(try format.value(forTyped: shown) == .number(number), "\(locale): \(shown)")
        }
    }

    @Test func whatPeopleTypeInPlaceOfTheLocalesOwnSignsIsRead() throws {
        // French groups with a narrow no-break space; people type a space.
        #expect(try NumberFieldFormat(locale: Locale(identifier: "fr_FR")).value(forTyped: "1 234,5") == .number(1234.5))
        // Swiss German groups with ’; people type '.
        #expect(try NumberFieldFormat(locale: Locale(identifier: "de_CH")).value(forTyped: "1'234.5") == .number(1234.5))
        // India groups by two after the first three.
        #expect(try NumberFieldFormat(locale: Locale(identifier: "en_IN")).value(forTyped: "12,34,567.5") == .number(1234567.5))
        #expect(throws: RejectedValue.self) { try NumberFieldFormat(locale: Locale(identifier: "en_IN")).value(forTyped: "12,34,56.5") }
        // Arabic digits, the Arabic decimal separator, and ASCII digits alike.
        let arabic = NumberFieldFormat(locale: Locale(identifier: "ar_EG"))
        #expect(try arabic.value(forTyped: "١٢٫٥") == .number(12.5))
        #expect(try german.value(forTyped: "١٢,٥") == .number(12.5))
    }

    @Test func emptyTextClearsTheValue() throws {
        #expect(try german.value(forTyped: "") == .null)
        #expect(try english.value(forTyped: "1,234.5") == .number(1234.5))
        #expect(throws: RejectedValue.self) { try english.value(forTyped: "12,5") }
    }

    @Test func aNumberFieldResolvesItsTextInTheEnvironmentsLocale() throws {
        let json = #"{"type": "text_field", "binding": "$.amount", "format": "number"}"#
        var decoder = SchemaDecoder()
        let node = decoder.node(try document(json).root)
        #expect(decoder.diagnostics.all.isEmpty)
        let resolver = Resolver(theme: Theme(), environment: .fixed(locale: "de_DE"))
        let rendered = try #require(resolver.resolve(node, in: DataContext(root: ["amount": 1234.5])))
        guard case .textField(let field) = rendered.content else {
            Issue.record("not a text field")
            return
        }
        #expect(field.text == "1.234,5")
        #expect(field.numberFormat?.locale.identifier == "de_DE")
        #expect(rendered.jsonValue()["format"] == "number")
    }
}
