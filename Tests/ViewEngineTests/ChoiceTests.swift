import Testing

@testable import ViewEngine

/// `condition ? value : otherwise`: the loosest operator, chained flat, and how it shares `?`
/// and `:` with transform arguments.
@Suite struct ChoiceTests {
    let data: JSONValue = ["on": true, "off": false, "count": 3, "name": "Ada", "when": "2024-03-05T14:30:00Z", "items": [["n": 1], ["n": 2]]]

    @Test func theConditionPicksABranch() throws {
        #expect(try evaluate("$.on ? 'yes' : 'no'", data) == "yes")
        #expect(try evaluate("$.off ? 'yes' : 'no'", data) == "no")
        #expect(try evaluate("$.missing ? 'yes' : 'no'", data) == "no", "a missing value is false")
        #expect(try evaluate("$.on ? $.count : 0", data) == 3, "a branch keeps its value's type")
        #expect(try evaluate("$.on ? $.missing : 'no'", data) == nil, "a branch may be missing")
    }

    @Test func itIsTheLoosestOperator() throws {
        #expect(try evaluate("$.count > 2 && $.on ? $.count * 2 : $.count + 1", data) == 6)
        #expect(try evaluate("$.off || $.count == 0 ? 'none' : $.name + '!'", data) == "Ada!")
        #expect(try evaluate("'x' + ($.on ? 'y' : 'z')", data) == "xy", "parentheses make it an operand")
    }

    @Test func chainsReadAsElseIf() throws {
        let expression = "$.count == 1 ? 'one' : $.count == 2 ? 'two' : $.count == 3 ? 'three' : 'many'"
        #expect(try evaluate(expression, data) == "three")
        #expect(try evaluate(expression, ["count": 9]) == "many")
        #expect(try evaluate(expression, ["count": 1]) == "one")
        guard case .choice(let branches, _) = try ExpressionParser().parse(expression).root else {
            Issue.record("not a choice")
            return
        }
        #expect(branches.count == 3, "one flat node, not a tree")
    }

    @Test func aLongChainIsFlat() throws {
        let expression = (0..<5_000).map { "$.count == \($0) ? \($0)" }.joined(separator: " : ") + " : -1"
        #expect(try evaluate(expression, ["count": 4_321]) == 4_321)
    }

    @Test func aChoiceInTheFirstBranchIsParenthesised() throws {
        #expect(try evaluate("$.on ? ($.off ? 1 : 2) : 3", data) == 2)
        expectParseError("$.on ? $.off ? 1 : 2 : 3", startingWith: "expected ':' before '? 1 : 2 : 3'")
    }

    @Test func transformsWorkInEveryPart() throws {
        #expect(try evaluate("$.items | count > 1 ? $.name | uppercase : $.name | lowercase", data) == "ADA")
        #expect(try evaluate("$.off ? 'a' : $.name | uppercase", data) == "ADA", "the last value takes a pipeline")
        #expect(try evaluate("$.on ? $.when | date:HH:mm : '-'", data) == "14:30", "':' without a space stays in the argument")
        #expect(try evaluate("$.on ? $.count | number:2 : '-'", data) == "3.00")
        #expect(try evaluate("$.on ? $.missing | default:? : '-'", data) == "?", "'?' without a space stays in the argument")
        #expect(try evaluate("$.items | where:n > 1 | count == 1 ? 'one' : 'more'", data) == "one", "a terms argument ends at ' ?'")
        #expect(try evaluate("$.on ? ($.when | date:HH : mm) : '-'", data) == "14 : 30", "inside parentheses ' :' is the argument's")
    }

    @Test func lookupsTakeChoicesAsArguments() throws {
        var decoder = SchemaDecoder()
        let table = try #require(decoder.stringTable(locale: "en", try JSONDocument.parse(#"{"hi": "Hello, {name}"}"#).root))
        let environment = EvaluationEnvironment.fixed().localizing(BundleStrings(tables: [table]))
        #expect(try evaluate("@hi(name: $.on ? $.name : 'you')", data, environment: environment) == "Hello, Ada")
    }

    @Test func onlyTheChosenValueIsEvaluated() throws {
        let expression = try ExpressionParser().parse("$.on ? $.a : $.b | uppercase")
        #expect(expression.paths.map(\.description) == ["$.on", "$.a", "$.b"])
    }

    @Test(arguments: [
        ("$.on ? 'a'", "expected ':' and the value when the condition is false"),
        ("$.on ? 'a' 'b'", "expected ':' before ''b''"),
        ("$.a ?? 'b'", "'??' is not an operator: write $.a | default:'…' for a fallback"),
        ("$.on ? : 'b'", "expected a path starting with '$'"),
        ("$.on ? $.name | uppercase :", "expected a value but the expression ended"),
        ("$.on ? $.x | number :2 : 'b'", "unexpected ': 'b''; a choice has one ':' per '?', and in its first branch a transform's argument follows the name"),
    ])
    func incompleteChoicesAreLocatedErrors(expression: String, message: String) {
        expectParseError(expression, startingWith: message)
    }

    @Test func anUnterminatedQuoteIsReportedWhereItOpens() {
        do throws(ExpressionError) {
            _ = try ExpressionParser().parse("$.on ? 'yes' : 'no")
            Issue.record("accepted an unterminated quote")
        } catch {
            #expect(error.message.hasPrefix("unterminated quoted text (a ' with no closing one)"), "\(error.message)")
            #expect(error.offset == 15, "the quote before 'no'")
        }
    }

    @Test func validationSeesPathsInEveryBranch() throws {
        let diagnostics = validateFiles([
            "app.json": #"{"name": "Choice", "root": "home", "state": {"on": true, "name": "Ada"}}"#,
            "screens/home.json": #"{"type": "text", "content": "${$.env.on ? $.env.nmae : $.env.name | uppercase}"}"#,
        ])
        #expect(diagnostics.codes == [.unknownDataPath], "\(diagnostics.all)")
        #expect(diagnostics.messages.first?.contains("did you mean 'name'?") == true, "\(diagnostics.messages)")
    }

    @Test func validationKnowsTheShapeWhenBranchesAgree() throws {
        let diagnostics = validateFiles([
            "app.json": #"{"name": "Choice", "root": "home", "state": {"on": true, "name": "Ada"}}"#,
            "screens/home.json": #"{"type": "text", "content": "${($.env.on ? 'a' : 'b') | join}"}"#,
        ])
        #expect(diagnostics.codes == [.transformOnWrongType], "\(diagnostics.all)")
    }
}
