import Foundation
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
        guard case .choice(let branches, let otherwise) = try ExpressionParser().parse(expression).root else {
            Issue.record("not a choice")
            return
        }
        #expect(branches.count == 5_000)
        #expect(otherwise.evaluate(DataContext(root: [:]), .fixed()) == -1, "the last value is the otherwise")
    }

    @Test func aChoiceMayBeWrittenOverSeveralLines() throws {
        #expect(try evaluate("$.on\n  ? $.when | date:HH:mm\n  : '-'", data) == "14:30", "a line break before ':' ends the argument as a space does")
        #expect(try evaluate("$.off\r\n? 'a'\r\n: $.name | uppercase", data) == "ADA")
    }

    @Test func aChoiceInTheFirstBranchIsParenthesised() throws {
        #expect(try evaluate("$.on ? ($.off ? 1 : 2) : 3", data) == 2)
        expectParseError("$.on ? $.off ? 1 : 2 : 3", startingWith: "expected ':' before '? 1 : 2 : 3'; a choice inside the first branch is written in parentheses, as in $.a ? ($.b ? 1 : 2) : 3")
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
        final class Seen: @unchecked Sendable {
            let lock = NSLock()
            var values: [JSONValue?] = []
            func append(_ value: JSONValue?) { lock.withLock { values.append(value) } }
        }
        let seen = Seen()
        var registry = TransformRegistry.standard
        registry.register(Transform("spy", summary: "records what it is given") { value, _ in
            seen.append(value)
            return value
        })
        let parser = ExpressionParser(transforms: registry)
        let data: JSONValue = ["on": true, "off": false, "a": "A", "b": "B"]
        let choice = try parser.parse("$.on ? $.a | spy : $.b | spy")
        #expect(choice.evaluate(in: DataContext(root: data), environment: .fixed()) == "A")
        #expect(seen.values == ["A"], "the other branch is not evaluated")
        let chain = try parser.parse("$.off ? $.a | spy : ($.b | spy) == 'B' ? 'second' : $.a | spy")
        #expect(chain.evaluate(in: DataContext(root: data), environment: .fixed()) == "second")
        #expect(seen.values == ["A", "B"], "conditions up to the chosen branch are, the later value is not")
        #expect(choice.paths.map(\.description) == ["$.on", "$.a", "$.b"], "every part's paths are known (bindings, validation)")
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

    @Test(arguments: [
        "$.title | default:Ready ?",
        "$.title | default:Quoi ? 'x'",
        "$.items | where:n > 1 ?",
    ])
    func aQuestionMarkThatEndedAnArgumentIsExplained(expression: String) {
        let hint = "; if the '?' belongs to the transform's argument before it, quote the argument, as in default:'Ready ?'"
        #expect(parseErrorMessage(expression)?.hasSuffix(hint) == true, "\(parseErrorMessage(expression) ?? "accepted")")
        #expect(parseErrorMessage("$.on ? 'a'")?.hasSuffix(hint) == false, "no argument ended there")
        #expect(parseErrorMessage("$.a | default:b ? 'x' : 'y' ? 'z'")?.hasSuffix(hint) == false, "that choice was complete")
    }

    private func parseErrorMessage(_ expression: String) -> String? {
        do throws(ExpressionError) {
            _ = try ExpressionParser().parse(expression)
            return nil
        } catch {
            return error.message
        }
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

    @Test func validationAssumesNothingWhenBranchesDisagree() throws {
        let diagnostics = validateFiles([
            "app.json": #"{"name": "Choice", "root": "home", "state": {"on": true, "tags": ["a", "b"]}}"#,
            "screens/home.json": #"{"type": "text", "content": "${($.env.on ? 'a' : $.env.tags) | join}"}"#,
        ])
        #expect(diagnostics.all.isEmpty, "a text or a list: join may be right, \(diagnostics.all)")
    }
}
