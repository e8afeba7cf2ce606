import Foundation
import Testing

@testable import ViewEngine

@Suite struct TransformTests {
    @Test(arguments: [
        (185_000.0, "mm:ss", "03:05"), (3_723_000, "h:mm:ss", "1:02:03"), (3_723_000, "mm:ss", "62:03"),
        (2_533_000, "mm:ss", "42:13"), (3_723_000, "HH:mm:ss", "01:02:03"), (59_999, "m:ss", "0:59"),
        (7_200_000, "H'h' m'm'", "2h 0m"), (0, "mm:ss", "00:00"), (90_000, "s", "90"),
    ])
    func durationFormatsMilliseconds(milliseconds: Double, pattern: String, expected: String) throws {
        #expect(try evaluate("$.t | duration:\(pattern)", ["t": .number(milliseconds)]) == .string(expected))
    }

    @Test func durationAcceptsNumericStringsAndPassesOtherValuesThrough() throws {
        #expect(try evaluate("$.t | duration:mm:ss", ["t": "185000"]) == "03:05")
        #expect(try evaluate("$.t | duration:mm:ss", ["t": "soon"]) == "soon")
        #expect(try evaluate("$.t | duration:mm:ss", [:]) == nil)
    }

    @Test func dateParsesISO8601AndUsesTheInjectedLocaleAndTimeZone() throws {
        let data: JSONValue = ["d": "2025-10-22T23:30:00Z", "f": "2025-10-22T09:00:00.123Z", "o": "2025-10-22T01:00:00+02:00"]
        #expect(try evaluate("$.d | date:MMM d, yyyy", data) == "Oct 22, 2025")
        #expect(try evaluate("$.f | date:MMM d, yyyy HH:mm", data) == "Oct 22, 2025 09:00")
        #expect(try evaluate("$.o | date:yyyy-MM-dd HH:mm", data) == "2025-10-21 23:00")
        let berlin = EvaluationEnvironment.fixed(locale: "de_DE", timeZone: "Europe/Berlin")
        #expect(try evaluate("$.d | date:d. MMMM yyyy", data, environment: berlin) == "23. Oktober 2025")
        #expect(try evaluate("$.d | date:yyyy", ["d": "not a date"]) == "not a date")
    }

    @Test func iso8601ParserHandlesItsShapes() {
        #expect(ISO8601.parse("1970-01-01T00:00:00Z") == Date(timeIntervalSince1970: 0))
        #expect(ISO8601.parse("2000-03-01") == Date(timeIntervalSince1970: 951_868_800))
        #expect(ISO8601.parse("2025-10-22T09:00:00.5Z")?.timeIntervalSince1970 == 1_761_123_600.5)
        #expect(ISO8601.parse("2025-13-01") == nil)
        #expect(ISO8601.parse("2025-10-22T09:00:00Zjunk") == nil)
        #expect(ISO8601.parse("") == nil)
    }

    @Test func caseTransformsAreUnicodeCorrect() throws {
        #expect(try evaluate("$.s | uppercase", ["s": "straße"]) == "STRASSE")
        #expect(try evaluate("$.s | lowercase", ["s": "ÉCOLE"]) == "école")
    }

    @Test func truncateNeverSplitsGraphemeClusters() throws {
        #expect(try evaluate("$.s | truncate:5", ["s": "Hardcore History"]) == "Hardc…")
        #expect(try evaluate("$.s | truncate:20", ["s": "short"]) == "short")
        #expect(try evaluate("$.s | truncate:2", ["s": "👨‍👩‍👧‍👦🇩🇪é"]) == "👨‍👩‍👧‍👦🇩🇪…")
        #expect(try evaluate("$.s | truncate:1", ["s": "e\u{301}x"]) == "e\u{301}…")
    }

    @Test func joinCountDefault() throws {
        let data: JSONValue = ["g": ["News", "Politics"], "o": [["name": "A", "id": "1"], ["name": "B", "id": "2"]], "e": "", "z": 0]
        #expect(try evaluate("$.g | join:,", data) == "News,Politics")
        #expect(try evaluate("$.g | join:' · '", data) == "News · Politics")
        #expect(try evaluate("$.o | join:, ", data) == "A,B")
        #expect(try evaluate("$.g | count", data) == 2)
        #expect(try evaluate("$.missing | count", data) == 0)
        #expect(try evaluate("$.missing | default:0", data) == 0)
        #expect(try evaluate("$.missing | default:N/A", data) == "N/A")
        #expect(try evaluate("$.e | default:none", data) == "none")
        #expect(try evaluate("$.z | default:5", data) == 0)
    }

    @Test func transformsChainLeftToRight() throws {
        #expect(try evaluate("$.s | truncate:8 | uppercase", ["s": "hardcore history"]) == "HARDCORE…")
    }

    @Test func arrayHelpers() throws {
        let data: JSONValue = ["r": [["w": "track", "n": 1], ["w": "ep", "n": 2], ["w": "ep", "n": 3]]]
        #expect(try evaluate("$.r | drop:1 | count", data) == 2)
        #expect(try evaluate("$.r | take:1 | first", data) == ["w": "track", "n": 1])
        #expect(try evaluate("$.r | where:w=ep | count", data) == 2)
        #expect(try evaluate("$.r | where:'w!=ep' | count", data) == 1)
        #expect(try evaluate("$.r | last", data) == ["w": "ep", "n": 3])
    }

    @Test func textHelpers() throws {
        #expect(try evaluate("$.s | trim", ["s": "\n  John 3:16 \n"]) == "John 3:16")
        #expect(try evaluate("$.n | number:1", ["n": 4.25]) == "4.3")
        #expect(try evaluate("$.s | prefix:#", ["s": "tag"]) == "#tag")
        #expect(try evaluate("$.s | suffix:' min'", ["s": "42"]) == "42 min")
        #expect(try evaluate("$.s | replace:-,+", ["s": "a-b-c"]) == "a+b+c")
    }

    @Test(arguments: [
        ("$.x | upcase", DiagnosticCode.unknownTransform), ("$.x | truncate:abc", .transformArgument), ("$.x | truncate", .transformArgument),
        ("$.x | uppercase:1", .transformArgument), ("$.x | date:", .transformArgument), ("$.x | duration:mmm:ss", .transformArgument),
        ("$.x |", .invalidExpression), ("$.x | replace:'a'", .transformArgument), ("$.x | where:(((", .transformArgument),
        ("$.x | where:)", .transformArgument), ("$.x | map:a)", .transformArgument),
    ])
    func badTransformsAreParseErrors(expression: String, code: DiagnosticCode) {
        do throws(ExpressionError) {
            _ = try ExpressionParser().parse(expression)
            Issue.record("accepted \(expression)")
        } catch {
            #expect(error.code == code, "\(error.message)")
            #expect(error.message.hasSuffix("in expression '\(expression)'"))
        }
    }

    @Test func unknownTransformsSuggestTheClosest() {
        #expect(throws: ExpressionError(.unknownTransform, "unknown transform 'upcase' (did you mean 'uppercase'?) in expression '$.x | upcase'", offset: 6)) {
            try ExpressionParser().parse("$.x | upcase")
        }
    }

    @Test func anArgumentGivenToATransformThatTakesNoneIsShownAtItsColon() {
        #expect(throws: ExpressionError(.transformArgument, "transform 'uppercase' takes no argument in expression '$.x | uppercase:'b''", offset: 15)) {
            try ExpressionParser().parse("$.x | uppercase:'b'")
        }
        #expect(throws: ExpressionError(.transformArgument, "transform 'uppercase' takes no argument in expression '$.x | uppercase :x'", offset: 16)) {
            try ExpressionParser().parse("$.x | uppercase :x")
        }
    }

    @Test func appsCanRegisterTheirOwnTransforms() throws {
        var registry = TransformRegistry.standard
        registry.register(Transform("shout", summary: "Adds !") { value, _ in .string(ValueText.string(value) + "!") })
        let expression = try ExpressionParser(transforms: registry).parse("$.s | shout")
        #expect(expression.evaluate(in: DataContext(["s": "hi"]), environment: .fixed()) == "hi!")
    }

    @Test func dateFormattersAreCachedPerPattern() {
        let environment = EvaluationEnvironment.fixed()
        let date = Date(timeIntervalSince1970: 0)
        // Same pattern twice, and concurrently, gives the same answer.
        #expect(environment.format(date, pattern: "yyyy") == "1970")
        #expect(environment.format(date, pattern: "yyyy") == "1970")
        DispatchQueue.concurrentPerform(iterations: 50) { index in
            _ = environment.format(date.addingTimeInterval(Double(index) * 86400), pattern: "MMM d")
        }
        #expect(environment.format(date, pattern: "MMM d") == "Jan 1")
    }

    @Test func replaceTakesEachTextQuotedOnItsOwn() throws {
        let data: JSONValue = ["s": "hello", "p": "a|b)c"]
        #expect(try evaluate("$.s | replace:'l',x", data) == "hexxo")
        #expect(try evaluate("$.s | replace:l,'x y'", data) == "hex yx yo")
        #expect(try evaluate("$.s | replace:'l,x'", data) == "hexxo", "both texts in one quote, as before")
        #expect(try evaluate("$.p | replace:'|',-", data) == "a-b)c")
        #expect(try evaluate("($.p | replace:')',' / ')", data) == "a|b / c")
        #expect(try evaluate("$.s | replace:l,x,y", data) == "hex,yx,yo", "after the first comma the rest is the new text")
        #expect(try evaluate("$.s | replace:'l' , 'L' | uppercase", data) == "HELLO")
        #expect(try evaluate("$.s | replace:'l' , 'L'", data) == "heLLo", "spaces around the comma between quoted texts")
    }

    @Test func replaceThatWouldGrowTextPastTheLimitIsMissing() throws {
        // Each step puts back ten a's for every a: ten steps would make 10^10 of them.
        let grow = Array(repeating: "replace:a,aaaaaaaaaa", count: 10).joined(separator: " | ")
        #expect(try evaluate("$.s | \(grow)", ["s": "a"]) == nil)
        #expect(try evaluate("$.s | replace:a,aaaaaaaaaa | replace:a,aaaaaaaaaa", ["s": "a"]) == .string(String(repeating: "a", count: 100)))
    }

    @Test func countOfANumberOrBooleanCountsItsText() throws {
        #expect(try evaluate("5 | count", [:]) == 1)
        #expect(try evaluate("1234 | count", [:]) == 4)
        #expect(try evaluate("true | count", [:]) == 4)
    }

    @Test func aMalformedWhereKeyPointsAtItsTransform() {
        do throws(ExpressionError) {
            _ = try ExpressionParser().parse("$.a | where:)")
            Issue.record("accepted")
        } catch {
            #expect(error.offset == 6)
        }
    }
}
