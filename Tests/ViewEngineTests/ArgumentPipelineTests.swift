import Testing

@testable import ViewEngine

/// A value in a transform's argument may be a pipeline in parentheses: `where:date >=
/// ($.today | addDays:-7)`. A bare `|` still ends the argument.
@Suite struct ArgumentPipelineTests {
    private let data: JSONValue = [
        "today": "2026-11-28",
        "logs": [["id": "a", "date": "2026-11-27", "km": 3], ["id": "b", "date": "2026-11-01", "km": 5], ["id": "c", "date": "2026-11-22", "km": 2]],
        "rates": [2, 3], "tags": ["x", "y", "z", "w"], "names": ["Ann", "Bo"],
    ]

    @Test func aPipelineInParenthesesIsOneValueOfTheArgument() throws {
        #expect(try evaluate("$.logs | where:date >= ($.today | addDays:-7) | map:id", data) == ["a", "c"])
        #expect(try evaluate("$.logs | where:id in ($.names | map:x) | count", data) == 0)
        #expect(try evaluate("$.logs | where:id in ($.logs | where:km > 2 | map:id) | map:id", data) == ["a", "b"])
        #expect(try evaluate("$.logs | sum:km * ($.rates | first)", data) == 20)
        #expect(try evaluate("$.logs | sum:km / ($.tags | count)", data) == 2.5)
        #expect(try evaluate("$.logs | sort:($.missing | default:'km') desc | map:id", data) == ["b", "a", "c"], "a key may come from a pipeline")
        #expect(try evaluate("$.today | addDays:($.tags | count)", data) == "2026-12-02")
        #expect(try evaluate("($.logs | where:date >= ($.today | addDays:-7) | count) + 1", data) == 3, "inside parentheses of the expression too")
    }

    @Test func groupingAndQuotedBarsAreNotPipelines() throws {
        #expect(try evaluate("$.logs | sum:(km + 1) * 2", data) == 26)
        #expect(try evaluate("$.logs | where:id = 'a|b' | count", data) == 0)
        #expect(try evaluate("$.logs | where:id != 'a' | count", data) == 2, "a bare | still ends the argument")
    }

    @Test func aPipelineSeesTheEnvironment() throws {
        let environment = EvaluationEnvironment(locale: .init(identifier: "en_US_POSIX"), timeZone: .gmt)
        let expression = try ExpressionParser().parse("$.logs | where:date startsWith ($.today | date:yyyy-MM) | count")
        #expect(expression.evaluate(in: DataContext(root: data), environment: environment) == 3)
    }

    @Test func theReadPathsIncludeThePipelines() throws {
        let expression = try ExpressionParser().parse("$.logs | where:date >= ($.env.today | addDays:-7)")
        #expect(expression.paths.map(\.description) == ["$.logs", "$.env.today"])
    }

    @Test func pipelinesNestOnlySoDeepAndNeverCrash() throws {
        var expression = "$.a"
        for _ in 0..<20 { expression = "$.a | where:x = ((\(expression) | trim))" }
        #expect(throws: ExpressionError.self) { try ExpressionParser().parse(expression) }
        var shallow = "$.today"
        for _ in 0..<3 { shallow = "$.logs | where:date >= (\(shallow) | first) | count" }
        #expect(throws: Never.self) { try ExpressionParser().parse(shallow) }
    }

    @Test func andAndOrEndTheArgumentAsDocumented() throws {
        #expect(try evaluate("$.logs | where:km > 2 | count || $.none", data) == true)
        #expect(throws: ExpressionError.self) { try ExpressionParser().parse("$.logs | where:km > ($.a || $.b)") }
    }

    @Test(arguments: [
        ("$.logs | where:date >= ($.today | nosuch)", 34, "unknown transform 'nosuch'"),
        ("$.logs | where:date >= ($.today | addDays:-7 | count", 23, "this '(' does not close in the argument"),
    ])
    func mistakesInsideAreLocated(expression: String, column: Int, message: String) {
        do throws(ExpressionError) {
            _ = try ExpressionParser().parse(expression)
            Issue.record("accepted \(expression)")
        } catch {
            #expect(error.offset == column, "\(error.message)")
            #expect(error.message.hasPrefix(message), "\(error.message)")
            #expect(error.message.components(separatedBy: "in expression").count == 2, "the expression is named once: \(error.message)")
        }
    }
}
