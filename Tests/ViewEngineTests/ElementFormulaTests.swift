import Foundation
import Testing
import TestSupport

@testable import ViewEngine

/// `sum:`, `min:`, `max:` and `map:` read a key or arithmetic per element (`sum:price * qty`):
/// a basket's total without a computed field in the data.
@Suite struct ElementFormulaTests {
    private let data: JSONValue = [
        "rate": 1.1,
        "cart": [
            ["name": "Tea", "price": 4.5, "qty": 2, "tip": 0.5, "unit-price": 1, "first": "Ada", "last": "King"],
            ["name": "Cake", "price": "3", "qty": 1, "tip": 1, "unit-price": 2, "first": "Bo", "last": "Li"],
            ["name": "Gift", "qty": 3, "unit-price": 3],
        ],
    ]

    @Test func sumAddsTheFormulaOfEachElement() throws {
        // 4.5 × 2 + 3 × 1; the gift has no price, so it adds nothing (as a missing key does).
        #expect(try evaluate("$.cart | sum:price * qty", data) == 12)
        #expect(try evaluate("$.cart | sum:price * qty * $.rate | round:2", data) == 13.2)
    }

    /// A formula is chains of one precedence, not a tree of pairs: thousands of terms are
    /// parsed, evaluated and freed on a 512 KiB thread (1,000 once overflowed it).
    @Test func aFormulaOfThousandsOfTermsFitsASmallStack() throws {
        let terms = 5_000
        let formula = (["qty"] + Array(repeating: "+ qty * 2 - qty", count: terms / 2)).joined(separator: " ")
        let result = onSmallStack {
            let data: JSONValue = ["cart": [["qty": 1], ["qty": 2]]]
            return try? ExpressionParser().parse("$.cart | sum:\(formula)").evaluate(in: DataContext(root: data), environment: .fixed())
        }
        // Each element adds qty + (terms / 2) × qty: 1 + 2,500 and 2 + 5,000.
        #expect(result == .number(Double(3 + 3 * terms / 2)))
    }

    @Test func aBindingMayCloseAGroup() throws {
        // (4.5 - 0.5) × 2 + (3 - 0.5) × 1; the gift has no price.
        #expect(try evaluate("$.cart | sum:(price - $.off) * qty", ["cart": data["cart"]!, "off": 0.5]) == 10.5)
        #expect(try evaluate("$.cart | sum:((price - $.cart[0].tip)) * qty", data) == 10.5)
    }

    /// `sum:amount - $.env.budget` subtracts the budget once per element: a warning with the
    /// sum to write instead (SDUI0409). Arithmetic per element that means it is not reported.
    @Test func aSumThatAddsTheSameValueForEveryElementIsAWarning() throws {
        let app = #"{"name": "T", "root": "home", "state": {"xs": [{"amount": 1, "fee": 1, "qty": 2}], "budget": 10, "rate": 2}}"#
        func warnings(_ expression: String) -> [String] {
            let screen = #"{"type": "screen", "children": [{"type": "text", "content": "${\#(expression)}"}]}"#
            let diagnostics = validateFiles(["app.json": app, "screens/home.json": screen])
            #expect(diagnostics.all.allSatisfy { $0.code == .sumAddsPerElement && !$0.isError }, "\(diagnostics.messages)")
            return diagnostics.messages
        }
        #expect(warnings("$.env.xs | sum:amount - $.env.budget") == [
            "'sum:amount - $.env.budget' counts '- $.env.budget' once for every element, as the formula is worked out per element and then added up; to count it once, end the sum first: (… | sum:amount) - $.env.budget",
        ])
        #expect(warnings("$.env.xs | sum:amount * qty + 1 - fee")
            == ["'sum:amount * qty + 1 - fee' counts '+ 1' once for every element, as the formula is worked out per element and then added up; to count it once, end the sum first: (… | sum:amount * qty - fee) + 1"])
        #expect(warnings("$.env.xs | sum:$.env.rate - amount").first?.hasSuffix("to count it once, take it out of the sum: $.env.rate - (… | sum:amount)") == true)
        #expect(warnings("$.env.xs | sum:$.env.rate - amount + 1").first?.hasSuffix("to count it once, take it out of the sum and add or subtract it once") == true)
        for meant in ["$.env.xs | sum:amount * $.env.rate", "$.env.xs | sum:amount - fee", "($.env.xs | sum:amount) - $.env.budget", "$.env.xs | sum:(amount - $.env.rate) * qty", "$.env.xs | max:amount - $.env.budget"] {
            #expect(warnings(meant).isEmpty, "\(meant)")
        }
    }

    @Test func multiplicationBindsTighterAndParenthesesGroup() throws {
        #expect(try evaluate("$.cart | map:price + tip * qty", data) == [5.5, 4, .null])
        #expect(try evaluate("$.cart | map:(price + tip) * qty", data) == [10, 4, .null])
        #expect(try evaluate("$.cart | map:( price + tip ) * qty", data) == [10, 4, .null])
        #expect(try evaluate("$.cart | map:qty - 1 - 1", data) == [0, -1, 1], "left to right")
    }

    @Test func minMaxAndMapReadFormulasToo() throws {
        #expect(try evaluate("$.cart | max:price * qty", data) == 9)
        #expect(try evaluate("$.cart | min:price * qty", data) == 3)
        #expect(try evaluate("$.cart | map:first + ' ' + last", data) == ["Ada King", "Bo Li", .null])
    }

    @Test func aKeyWithAHyphenIsStillOneKey() throws {
        #expect(try evaluate("$.cart | sum:unit-price", data) == 6)
        #expect(try evaluate("$.cart | sum:unit-price * qty", data) == 13)
    }

    @Test(arguments: [
        ("$.cart | sum:price*qty", "sum reads 'price*qty' as one key; put spaces around operators, as in sum:price * qty"),
        ("$.cart | sum:price *", "sum: a value is missing at the end in 'price *'"),
        ("$.cart | map:(price * qty", "map: a ')' is missing in '( price * qty' in expression"),
        ("$.cart | sum:price / ($.cart | count", "this '(' does not close in the argument; a pipeline inside an argument goes in parentheses"),
        ("$.cart | max:price * qty)", "max: unexpected ')' in 'price * qty )'"),
        ("$.cart | sum:* qty", "sum: expected a key, a number or '(' before '*' in '* qty'"),
        ("$.cart | sum:price > 3", "sum takes a key or arithmetic such as sum:price * qty, not the comparison '>'"),
    ])
    func badFormulasAreExplained(expression: String, message: String) {
        do throws(ExpressionError) {
            _ = try ExpressionParser().parse(expression)
            Issue.record("accepted \(expression)")
        } catch {
            #expect(error.code == .transformArgument)
            #expect(error.message.hasPrefix(message), "\(error.message)")
        }
    }

    @Test func parenthesesNestOnlySoDeep() {
        let deep = "$.cart | sum:" + String(repeating: "(", count: 70) + "price" + String(repeating: ")", count: 70)
        do throws(ExpressionError) {
            _ = try ExpressionParser().parse(deep)
            Issue.record("accepted 70 parentheses")
        } catch {
            #expect(error.message.hasPrefix("sum: parentheses nest more than 8 deep"), "\(error.message)")
        }
    }

    @Test func theValidatorChecksEachKeyOfAFormula() {
        let diagnostics = validateFiles([
            "app.json": #"{"name": "Shop", "root": "home", "state": {"cart": [{"name": "Tea", "price": 4.5, "qty": 2}]}}"#,
            "screens/home.json": #"""
            {"type": "screen", "children": [
              {"type": "text", "content": "${$.env.cart | sum:price * qyt}"},
              {"type": "text", "content": "${$.env.cart | map:(price + 1) * qty | join}"}
            ]}
            """#,
        ])
        #expect(diagnostics.codes == [.unknownDataPath], "\(diagnostics.all)")
        #expect(diagnostics.messages == ["'sum' reads 'qyt' of each element, but its elements have no member 'qyt' (did you mean 'qty'?)"])
    }
}
