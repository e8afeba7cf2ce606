import Foundation
import Testing
import TestSupport

@testable import ViewEngine

/// Text that doubles at each step stops at ``TextLimit/maxBytes``: `+` and `join` are missing beyond it,
/// interpolation and string lookups stop adding, so a few lines of JSON cannot exhaust memory.
@Suite struct TextLimitTests {
    @Test func joiningPastTheLimitIsMissing() throws {
        let half = String(repeating: "a", count: TextLimit.maxBytes / 2)
        #expect(try evaluate("$.t + $.t", ["t": .string(half)]) == .string(half + half))
        #expect(try evaluate("$.t + $.t + 'b'", ["t": .string(half)]) == nil)
    }

    /// `join` is missing past the limit too: thousands of mapped texts would join into gigabytes.
    @Test func aJoinPastTheLimitIsMissing() throws {
        let quarter = String(repeating: "a", count: TextLimit.maxBytes / 4)
        let three = Array(repeating: JSONValue.string(quarter), count: 3)
        #expect(try evaluate("$.t | join", ["t": .array(three)]) == .string([quarter, quarter, quarter].joined(separator: ", ")))
        #expect(try evaluate("$.t | join", ["t": .array(three + [["name": .string(quarter)]])]) == nil, "4 quarters and 3 separators")
    }

    @Test func interpolationStopsAddingAtTheLimit() throws {
        let big = String(repeating: "a", count: TextLimit.maxBytes - 10)
        let text = try TextValue(parsing: "${$.t}-${$.t}", parser: ExpressionParser())
        #expect(text.string(in: DataContext(root: ["t": .string(big)]), environment: .fixed()) == big + "-")
    }

    @Test func nestedLookupsThatMultiplyTheirTextStayWithinTheLimit() throws {
        // Each level repeats its argument ten times: ten levels would be 10^10 characters.
        var decoder = SchemaDecoder()
        let table = try #require(decoder.stringTable(locale: "en", try JSONDocument.parse(#"{"p": "{a}{a}{a}{a}{a}{a}{a}{a}{a}{a}"}"#).root))
        let environment = EvaluationEnvironment.fixed().localizing(BundleStrings(tables: [table]))
        var expression = "'z'"
        for _ in 0..<10 { expression = "@p(a: \(expression))" }
        let parsed = try ExpressionParser().parse(expression)
        let text = try #require(parsed.evaluate(in: DataContext(), environment: environment)?.stringValue)
        #expect(text.utf8.count <= TextLimit.maxBytes)
        #expect(text.utf8.count >= TextLimit.maxBytes - 100_000, "as much as fits, in whole pieces")
        #expect(text.allSatisfy { $0 == "z" })
    }
}
