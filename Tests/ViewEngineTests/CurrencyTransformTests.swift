import Testing

@testable import ViewEngine

/// `currency:CODE [digits]`: amounts in the locale's format, rounded as written.
@Suite struct CurrencyTransformTests {
    let english = EvaluationEnvironment.fixed(locale: "en_US")
    let german = EvaluationEnvironment.fixed(locale: "de_DE")

    @Test func amountsAreWrittenTheLocalesWay() throws {
        #expect(try evaluate("$.p | currency:EUR", ["p": 1234.5], environment: english) == "€1,234.50")
        #expect(try evaluate("$.p | currency:EUR", ["p": 1234.5], environment: german) == "1.234,50\u{a0}€")
        #expect(try evaluate("$.p | currency:USD", ["p": "19.9"], environment: english) == "$19.90", "numeric text is an amount")
    }

    @Test func eachCurrencyHasItsOwnDigitsUnlessGiven() throws {
        #expect(try evaluate("$.p | currency:JPY", ["p": 1234.5], environment: english) == "¥1,235")
        #expect(try evaluate("$.p | currency:BHD", ["p": 2.5], environment: english) == "BHD\u{a0}2.500")
        #expect(try evaluate("$.p | currency:USD 0", ["p": 1234.5], environment: english) == "$1,235")
        #expect(try evaluate("$.p | currency:EUR 3", ["p": 1.5], environment: english) == "€1.500")
    }

    @Test func halvesRoundAwayFromZeroAsWritten() throws {
        // 4.125 and 1.005 are a little below those values as binary doubles.
        #expect(try evaluate("$.p | currency:USD", ["p": 4.125], environment: english) == "$4.13")
        #expect(try evaluate("$.p | currency:USD", ["p": 1.005], environment: english) == "$1.01")
        #expect(try evaluate("$.p | currency:USD", ["p": -2.345], environment: english) == "-$2.35")
        #expect(try evaluate("$.p | currency:USD", ["p": -0.001], environment: english) == "$0.00", "zero has no sign")
        #expect(try evaluate("$.p | currency:USD", ["p": -0.0], environment: english) == "$0.00", "nor has a negative zero")
    }

    @Test func whatIsNotAnAmountPassesThrough() throws {
        #expect(try evaluate("$.p | currency:EUR", ["p": "soon"], environment: english) == "soon")
        #expect(try evaluate("$.p | currency:EUR", [:], environment: english) == nil)
        #expect(try evaluate("$.p | currency:EUR", ["p": 1e300], environment: english) == .number(1e300), "beyond Decimal's range")
    }

    @Test func aBoundCodeIsReadFromTheData() throws {
        #expect(try evaluate("$.p | currency:$.code", ["p": 1234.5, "code": "EUR"], environment: english) == "€1,234.50")
        #expect(try evaluate("$.p | currency:$.code", ["p": 1234.5, "code": "JPY"], environment: english) == "¥1,235")
        #expect(try evaluate("$.p | currency:$.code 0", ["p": 4.5, "code": "USD"], environment: english) == "$5")
        #expect(try evaluate("$.p | currency:($.code | uppercase)", ["p": 2, "code": "gbp"], environment: english) == "£2.00")
        #expect(try evaluate("$.p | currency:$.code", ["p": 2, "code": "eur"], environment: english) == "€2.00", "data may write a code in lower case")
        // A value that is no code leaves the amount as it is, as text that is no number is.
        #expect(try evaluate("$.p | currency:$.code", ["p": 2, "code": "euro"], environment: english) == 2)
        #expect(try evaluate("$.p | currency:$.code", ["p": 2, "code": "XYZ"], environment: english) == 2)
        #expect(try evaluate("$.p | currency:$.code", ["p": 2], environment: english) == 2)
    }

    @Test(arguments: [
        ("$.p | currency", "transform 'currency' needs an argument"),
        ("$.p | currency:eur", "currency needs an ISO 4217 code, as in currency:EUR, currency:JPY 0 or currency:$.code; got 'eur': write it in capitals, EUR"),
        ("$.p | currency:XYZ", "currency needs an ISO 4217 code, as in currency:EUR, currency:JPY 0 or currency:$.code; got 'XYZ': it is not a currency this engine formats"),
        ("$.p | currency:EURO", "currency needs an ISO 4217 code, as in currency:EUR, currency:JPY 0 or currency:$.code; got 'EURO': a code is three letters"),
        ("$.p | currency:EUR two", "currency takes 0 to 10 fraction digits after the code"),
        ("$.p | currency:EUR 2 3", "currency takes an ISO 4217 code and optional fraction digits"),
        ("$.p | currency:$.code $.digits", "currency takes 0 to 10 fraction digits after the code, as in currency:EUR, currency:JPY 0 or currency:$.code; got '$.digits'"),
        ("$.p | currency:EUR 11", "currency takes 0 to 10 fraction digits after the code"),
    ])
    func badArgumentsAreExplained(expression: String, message: String) {
        expectParseError(expression, startingWith: message, code: .transformArgument)
    }

    @Test func validationRefusesAKnownNonNumber() throws {
        let diagnostics = validateFiles([
            "app.json": #"{"name": "Shop", "root": "home", "state": {"items": [1, 2]}}"#,
            "screens/home.json": #"{"type": "text", "content": "${$.env.items | currency:EUR}"}"#,
        ])
        #expect(diagnostics.codes == [.transformOnWrongType], "\(diagnostics.all)")
    }
}
