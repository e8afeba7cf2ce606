import Testing

@testable import ViewEngine

@Suite struct ArithmeticTests {
    private let data: JSONValue = [
        "price": 2.5, "qty": 4, "typed": "3", "name": "Soup", "zero": 0, "a": 7, "b": 2,
        "tags": ["quick", "vegan", 12], "recipe": ["title": "Pho", "tags": ["soup"]],
    ]

    @Test(arguments: [
        ("$.price * $.qty", 10.0), ("1 + 2 * 3", 7), ("(1 + 2) * 3", 9), ("10 - 4 - 3", 3), ("2 * 3 % 4", 2),
        ("$.a % $.b", 1), ("-7 % 3", -1), ("$.a / $.b", 3.5), ("$.typed + 1", 4), ("-$.qty + 1", -3), ("--$.qty", 4),
        ("$.qty - -1", 5), ("$.qty -1", 3), ("($.tags | count) + 1", 4), ("$.tags | count + 1", 4),
        ("($.price * $.qty + 0.26) | round:1", 10.3),
    ])
    func numbersFollowPrecedenceAndParentheses(expression: String, expected: Double) throws {
        #expect(try evaluate(expression, data) == .number(expected))
    }

    @Test func plusJoinsTextWhenEitherSideIsText() throws {
        #expect(try evaluate("$.name + ' for ' + $.qty", data) == "Soup for 4")
        #expect(try evaluate("'#' + $.typed", data) == "#3")
        #expect(try evaluate("'2' + $.typed", data) == 5, "numeric strings add as numbers, as they compare as numbers")
    }

    @Test(arguments: ["$.a / $.zero", "$.a % 0", "$.missing + 1", "$.name - 1", "$.recipe * 2", "-$.name", "1e308 * 10"])
    func undefinedResultsAreMissingNeverNaN(expression: String) throws {
        #expect(try evaluate(expression, data) == nil)
    }

    @Test func arithmeticCombinesWithComparisonsAndLogic() throws {
        #expect(try evaluate("$.price * $.qty >= 10 && $.qty - 4 == 0", data) == true)
        #expect(try evaluate("!($.qty + 1 > 5)", data) == true)
    }

    @Test func comparisonsBetweenTwoBindings() throws {
        #expect(try evaluate("$.a > $.b", data) == true)
        #expect(try evaluate("$.typed == $.b + 1", data) == true)
        #expect(try evaluate("$.recipe.title != $.name", data) == true)
        #expect(try evaluate("$.missing == $.alsoMissing", data) == true)
    }

    @Test func membershipInArraysTextAndObjects() throws {
        #expect(try evaluate("'vegan' in $.tags", data) == true)
        #expect(try evaluate("12 in $.tags && '12' in $.tags", data) == true)
        #expect(try evaluate("$.tags contains 'quick'", data) == true)
        #expect(try evaluate("$.recipe.tags contains $.name", data) == false)
        #expect(try evaluate("'ou' in $.name", data) == true)
        #expect(try evaluate("$.name contains 'soup'", data) == false, "contains is exact; search ignores case")
        #expect(try evaluate("'title' in $.recipe", data) == true)
        #expect(try evaluate("$.missing in $.tags", data) == false)
        #expect(try evaluate("!('x' in $.missing)", data) == true)
    }

    @Test func namesStartingWithAKeywordAreStillPaths() throws {
        #expect(try evaluate("$.index + $.inside", ["index": 1, "inside": 2]) == 3)
        #expect(try evaluate("$.a-b", ["a-b": 1, "a": 5]) == 1, "'-' belongs to names, so subtraction after a path needs a space")
    }

    /// What binary arithmetic leaves in the 16th and 17th digits is not shown as text; the value
    /// itself, and JSON written from it, stay exact.
    @Test func decimalNoiseIsNotShownAsText() throws {
        #expect(try evaluate("'= ' + (0.1 + 0.2)") == "= 0.3")
        #expect(try evaluate("0.1 + 0.2") == .number(0.1 + 0.2), "the value is the binary sum")
        #expect(JSONWriter.string(.number(0.1 + 0.2)) == "0.30000000000000004")
        let tenSteps = (0..<10).reduce(0.0) { total, _ in total + 0.1 }
        #expect(tenSteps != 1)
        #expect(ValueText.string(.number(tenSteps)) == "1")
        #expect(ValueText.string(.number(1.1 * 3)) == "3.3")
        #expect(ValueText.string(.number(2.0 / 3)) == "0.666666666666667")
        #expect(ValueText.string(.number(-0.000001 - 0.000002)) == "-3e-06")
        // Whole numbers keep every digit, and 10^15 has no '.0'.
        #expect(ValueText.string(.number(1_234_567_890_123_456)) == "1234567890123456")
        #expect(ValueText.string(.number(1e15)) == "1000000000000000")
        #expect(ValueText.string(.number(1e20)) == "1e+20")
    }

    @Test func longChainsAreFlatAndEvaluateWithoutRecursion() throws {
        let expression = Array(repeating: "1", count: 20_000).joined(separator: " + ")
        #expect(try evaluate(expression) == 20_000)
        let product = "1" + String(repeating: " * 1", count: 20_000)
        #expect(try evaluate(product) == 1)
    }

    @Test func pathsInsideArithmeticAndMembershipAreCollected() throws {
        let expression = try ExpressionParser().parse("$.a + $.b * 2 > 0 && $.c in $.d")
        #expect(expression.paths.map(\.description) == ["$.a", "$.b", "$.c", "$.d"])
    }

    @Test(arguments: [("$.a +", 5), ("$.a * * 2", 6), ("(1 + 2", 6), ("$.a in", 6)])
    func malformedArithmeticIsALocatedError(expression: String, column: Int) {
        do throws(ExpressionError) {
            _ = try ExpressionParser().parse(expression)
            Issue.record("accepted \(expression)")
        } catch {
            #expect(error.code == .invalidExpression, "\(error.message)")
            #expect(error.offset == column, "\(error.message)")
        }
    }

    @Test func numberLiteralsTakeASignedExponent() throws {
        #expect(try evaluate("1e-5", data) == .number(0.00001))
        #expect(try evaluate("1.5e-3", data) == .number(0.0015))
        #expect(try evaluate("1E+2", data) == .number(100))
        #expect(try evaluate("1e2-1", data) == .number(99), "a minus after the exponent's digits subtracts")
        #expect(try evaluate("$.price > 1e-3", data) == true)
        #expect(throws: ExpressionError.self) { try ExpressionParser().parse("1e-") }
    }

    /// Results are never infinite, so neither is a literal: `1e400` would compare greater than
    /// everything and show as "inf".
    @Test func aLiteralPastTheLargestNumberIsRefused() throws {
        expectParseError("$.price < 1e400", startingWith: "'1e400' is too large for a number")
        #expect(try evaluate("1.7e308 > 1", data) == true)
    }

    @Test func onlyDecimalTextCountsAsANumber() throws {
        #expect(try evaluate("'0x10' == 16", data) == false)
        #expect(try evaluate("'0x1p3' + 0", data) == "0x1p30", "not a number, so + joins text")
        #expect(try evaluate("'inf' > 5", data) == false)
        #expect(try evaluate("' 42 ' == 42", data) == true)
        #expect(try evaluate("'+5' == 5", data) == true)
        #expect(try evaluate("'1e3' == 1000", data) == true)
        #expect(try evaluate("$.missing | default:0x10", data) == "0x10")
        #expect(ValueText.decimal("-0.5") == -0.5)
        for text in ["nan", "inf", "Infinity", "0x10", ".5", "5.", "1e", "1e999", " 1", ""] {
            #expect(ValueText.decimal(text) == nil, "\(text)")
        }
    }
}
