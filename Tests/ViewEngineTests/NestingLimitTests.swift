import Foundation
import Testing

@testable import ViewEngine

/// Input that nests without bound gets a located error instead of exhausting the stack
/// (issue 9's reproductions: ~2,000 parentheses, ~16,000 `!`, a chain of ≥ 2,031 components).
@Suite struct NestingLimitTests {
    @Test func twoThousandNestedParenthesesAreAnErrorAtTheColumnPastTheLimit() {
        let text = String(repeating: "(", count: 2_000) + "$.a" + String(repeating: ")", count: 2_000)
        #expect {
            _ = try ExpressionParser().parse(text)
        } throws: { error in
            guard let error = error as? ExpressionError else { return false }
            return error.message.hasPrefix("parentheses nest more than 32 levels deep") && error.offset == 32
        }
    }

    @Test func parenthesesUpToTheLimitStillParse() throws {
        let text = String(repeating: "(", count: 32) + "$.a" + String(repeating: ")", count: 32)
        #expect(try evaluate(text, ["a": 3]) == .number(3))
    }

    @Test func sixteenThousandNegationsCollapseWithoutRecursion() throws {
        let even = String(repeating: "!", count: 16_000) + "$.a"
        let odd = "!" + even
        #expect(try evaluate(even, ["a": 3]) == .bool(true))
        #expect(try evaluate(odd, ["a": 3]) == .bool(false))
        #expect(try evaluate(odd, [:]) == .bool(true))
    }

    @Test func longLogicalChainsAreOneNode() throws {
        let all = Array(repeating: "$.a", count: 50_000).joined(separator: " && ")
        let any = Array(repeating: "$.b", count: 50_000).joined(separator: " || ") + " || $.a"
        #expect(try evaluate(all, ["a": true]) == .bool(true))
        #expect(try evaluate(all + " && $.b", ["a": true]) == .bool(false))
        #expect(try evaluate(any, ["a": true]) == .bool(true))
    }

    @Test func errorsCountColumnsInUnicodeScalars() {
        #expect {
            _ = try ExpressionParser().parse("'é' | upcase")
        } throws: { error in
            (error as? ExpressionError)?.offset == 6
        }
        #expect {
            _ = try TextValue(parsing: "Hi ${$.a | upcase}", parser: ExpressionParser())
        } throws: { error in
            (error as? ExpressionError)?.offset == 11
        }
    }

    @Test func aBundleExpressionErrorPointsAtItsColumnInTheFile() throws {
        let (_, diagnostics) = try decodeNode(#"{"type": "text", "content": "$.a | upcase"}"#)
        let error = try #require(diagnostics.errors.first)
        #expect(error.location == SourceLocation(line: 1, column: 36))
    }

    @Test func durationOfHugeOrNonFiniteNumbersIsDefined() throws {
        // No literal is infinite (1e309 is refused); a value a host put in data may be.
        #expect(try evaluate("$.x | duration:s", ["x": .number(.infinity)]) == .number(.infinity))
        #expect(try evaluate("$.x | duration:mm:ss", ["x": .number(-.infinity)]) == .number(-.infinity))
        #expect(try evaluate("$.x | duration:s", ["x": "nan"]) == .string("nan"))
        #expect(try evaluate("$.x | duration:s", ["x": "inf"]) == .string("inf"))
        #expect(try evaluate("1e300 | duration:h:mm:ss") == .string("2562047788015215:30:07"))
        #expect(try evaluate("-5e300 | duration:mm:ss") == .string("00:00"))
    }

    @Test func numberTakeAndDropNeverTrap() throws {
        #expect(try evaluate("1e308 | number:2").map { ValueText.string($0).hasSuffix(".00") } == true)
        #expect(try evaluate("$.x | number:1", ["x": "nan"]) == .string("nan"))
        #expect(try evaluate("$.items | take:99999999", ["items": [1, 2]]) == [1, 2])
        #expect(try evaluate("$.items | drop:99999999", ["items": [1, 2]]) == [])
        for argument in ["1e309", "-1", "nan", "99999999999999999999999"] {
            #expect(throws: ExpressionError.self) { try ExpressionParser().parse("$.items | take:\(argument)") }
            #expect(throws: ExpressionError.self) { try ExpressionParser().parse("$.items | drop:\(argument)") }
        }
        #expect(try evaluate("$.items[-9223372036854775808]", ["items": [1]]) == nil)
        #expect(throws: ExpressionError.self) { try ExpressionParser().parse("$.items[99999999999999999999999]") }
        #expect(try evaluate("$.items.99999999999999999999999", ["items": [1]]) == nil)
        #expect(Int(saturating: .nan) == 0)
        #expect(Int(saturating: 1e300) == .max)
        #expect(Int(saturating: -.infinity) == .min)
        #expect(Int(saturating: -3.9) == -3)
    }

    /// Found by the expression fuzzer: Foundation's replacingOccurrences trapped on this target.
    @Test func replacingTextWithANulCharacterDoesNotTrap() throws {
        #expect(try evaluate("'a' | replace:a\u{0},b") == .string("a"))
        #expect(try evaluate("'a\u{0}c' | replace:a\u{0},b") == .string("bc"))
    }

    /// Found by the expression fuzzer as an out-of-memory: one environment kept a formatter for
    /// every pattern it was ever asked for.
    @Test func theDateFormatterCacheIsBounded() throws {
        let environment = EvaluationEnvironment.fixed()
        for index in 0..<200 {
            _ = try evaluate("'2025-10-22T09:00:00Z' | date:'y-\(index)'", environment: environment)
        }
        #expect(environment.formatters.count <= FormatterCache.limit)
        #expect(try evaluate("'2025-10-22T09:00:00Z' | date:yyyy", environment: environment) == "2025")
    }

    @Test func hugeLimitsInPropsResolve() throws {
        let (node, _) = try decodeNode(
            #"{"type": "vstack", "children": [{"type": "text", "content": "x", "props": {"lineLimit": 1e300}}, {"type": "list", "props": {"items": "$.items", "limit": 1e300}}, {"type": "lazy_vgrid", "props": {"columns": -1e300}}]}"#)
        let resolver = Resolver(theme: Theme(), environment: .fixed())
        #expect(resolver.resolve(node, in: DataContext(root: ["items": [1, 2]])) != nil)
    }
}
