import Testing

@testable import ViewEngine

/// `$(…)`: the parentheses a binding may start with, so an expression that begins with `!`,
/// `-`, `(` or a number can be a binding rather than text shown as written.
@Suite struct WrappedBindingTests {
    static let data: JSONValue = ["done": false, "price": 4, "i": 2, "total": 3, "items": [["name": "a"], ["name": "b"]]]

    func value(_ raw: String) throws -> JSONValue? {
        try TextValue(parsing: raw, parser: ExpressionParser()).evaluate(in: DataContext(root: Self.data), environment: .fixed())
    }

    @Test func aWrappedExpressionIsABindingWithItsOwnType() throws {
        #expect(try value("$(!$.done)") == true, "a boolean, not the text \"true\"")
        #expect(try value("$(-$.price)") == -4)
        #expect(try value("$(($.i + 1) % $.total)") == 0)
        #expect(try value("$(1 + $.price)") == 5)
        #expect(try value("$($.items | sort:name desc)[0].name") == "b", "steps follow the parentheses")
        #expect(try value("${$(!$.done)} and ${$($.price)}") == "true and 4")
        #expect(try value("Costs $(5)") == "Costs $(5)", "text that does not start with $ stays text")
    }

    @Test func anUnclosedWrapIsAParseErrorNotADollarSign() {
        do throws(ExpressionError) {
            _ = try TextValue(parsing: "$(!$.done", parser: ExpressionParser())
            Issue.record("accepted an unclosed $(")
        } catch {
            #expect(error.message.hasPrefix("expected ')'"), "\(error.message)")
            #expect(!error.message.contains("dollar sign"), "\(error.message)")
        }
    }
}
