import Foundation
import Testing
import TestSupport

@testable import ViewEngine

/// Text that holds a `$.` path but is not a binding is shown as written: `sdui validate` warns
/// (SDUI0404) so `"!$.env.done"` is not found on screen, or in saved state, by surprise.
@Suite struct LiteralTextTests {
    func validate(_ children: String) throws -> Diagnostics {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write("app.json", #"{"name": "T", "root": "home", "state": {"done": false, "price": 2, "budget": 10, "label": "x", "items": [{"done": false}]}}"#)
        try folder.write("screens/home.json", #"{"type": "screen", "children": [\#(children)]}"#)
        return BundleValidator().validate(try BundleLoader().load(folder: folder.url))
    }

    @Test func textWrittenAsAnExpressionIsAWarningAtItsString() throws {
        let diagnostics = try validate(#"""
            {"type": "text", "content": "!$.env.done"},
            {"type": "text", "content": "($.env.price * 2)"},
            {"type": "button", "label": "x", "action": {"actionType": "update", "key": "env.items", "where": "$.item.done", "value": {"done": "!$.item.done"}}}
            """#)
        #expect(diagnostics.codes == [.expressionShownAsText, .expressionShownAsText, .expressionShownAsText, .writeDoesNotFit], "\(diagnostics.all)")
        let warnings = diagnostics.all.filter { $0.code == .expressionShownAsText }
        #expect(warnings.map(\.message) == [
            "'!$.env.done' is taken as text, $.env.done included: only a string that starts with $ is a binding; write '$(!$.env.done)'",
            "'($.env.price * 2)' is taken as text, $.env.price included: only a string that starts with $ is a binding; write '$.env.price * 2'",
            "'!$.item.done' is taken as text, $.item.done included: only a string that starts with $ is a binding; write '$(!$.item.done)'",
        ])
        // At the string, not at the action's real binding of the same path.
        #expect(warnings.map { $0.path?.description } == ["$.children[0].content", "$.children[1].content", "$.children[2].action.value.done"])
        #expect(warnings.allSatisfy { !$0.isError })
    }

    /// The suggested rewrite validates and keeps a boolean a boolean.
    @Test func theSuggestedRewriteValidates() throws {
        let action = #"{"actionType": "update", "key": "env.items", "where": "$.item.done", "value": {"done": "$(!$.item.done)"}}"#
        let diagnostics = try validate(#"{"type": "button", "label": "x", "action": \#(action)}, {"type": "text", "content": "$(-$.env.price)"}, {"type": "text", "content": "$(($.env.price + 1) % $.env.budget)"}"#)
        #expect(diagnostics.all.isEmpty, "\(diagnostics.all)")
    }

    @Test(arguments: [
        ("-$.env.price", "write '$(-$.env.price)'"), ("($.env.price + 1) % $.env.budget", "write '$(($.env.price + 1) % $.env.budget)'"),
        ("{!$.env.done}", "write '$(!$.env.done)'"), (" $.env.label", "write '$.env.label'"), ("{$.env.label}", "write '$.env.label'"),
        ("($.env.price is the price", ", and ${…} puts one inside text"), ("($.env.price) + ($.env.budget)", "write '$(($.env.price) + ($.env.budget))'"),
    ])
    func eachShapeGetsItsRewriteOrTheGeneralRule(text: String, ending: String) throws {
        let messages = try validate(texts: [text]).messages
        #expect(messages.count == 1 && messages[0].hasSuffix(ending), "\(messages)")
    }

    /// `${…}` computes, but always as text: "false" written for a flag would count as true.
    @Test func interpolatedTextWrittenForABooleanIsAnError() throws {
        let diagnostics = try validate(#"""
            {"type": "button", "label": "x", "action": {"actionType": "update", "key": "env.items", "where": "$.item.done", "value": {"done": "${!$.item.done}"}}},
            {"type": "button", "label": "y", "action": {"actionType": "setState", "key": "env.done", "value": "${$.env.price > 1}"}},
            {"type": "button", "label": "z", "action": {"actionType": "setState", "key": "env.label", "value": "${$.env.price > 1}"}}
            """#)
        let tail = #"; ${…} always makes text, and the text "false" counts as true: write a binding that starts with $, such as "$(!$.done)""#
        #expect(diagnostics.all.map(\.code) == [.writeDoesNotFit, .writeDoesNotFit], "\(diagnostics.all)")
        #expect(diagnostics.messages == [
            #"update writes what does not fit: env.items[…].done is a string "${!$.item.done}", declared a boolean"# + tail,
            #"setState writes what does not fit: env.done is a string "${$.env.price > 1}", declared a boolean"# + tail,
        ])
    }

    @Test func bindingsEscapesConditionsAndProseAreClean() throws {
        let diagnostics = try validate(#"""
            {"type": "text", "content": "$.env.price * 2"},
            {"type": "text", "content": "Total: ${$.env.price * 2}"},
            {"type": "text", "content": "\\$.env.price is how a path is written"},
            {"type": "text", "content": "Bind the field to $.env.price; costs $.50 or $5"},
            {"type": "text", "content": "${$.env.price} or $.env.price"},
            {"type": "button", "label": "x", "disabled": "!$.env.done", "action": {"actionType": "setState", "key": "env.done", "value": true}}
            """#)
        #expect(diagnostics.all.isEmpty, "\(diagnostics.all)")
    }

    /// Validates a screen of texts with these contents.
    func validate(texts contents: [String]) throws -> Diagnostics {
        let texts = contents.map { #"{"type": "text", "content": "\#($0)"}"# }
        return try validate(texts.joined(separator: ", "))
    }

    /// `{{name}}` is Mustache's, Handlebars' and Jinja's way; here it shows its braces.
    @Test func aTemplatePlaceholderIsAWarningWithTheInterpolationToWrite() throws {
        let diagnostics = try validate(texts: ["Hi {{name}}!", "Total: {{ env.price }}", "${$.env.label} {{item.title}}", "{{ a b }} or {{}} or {{1x}}", "{{ok"])
        #expect(diagnostics.codes == [.expressionShownAsText, .expressionShownAsText, .expressionShownAsText], "\(diagnostics.all)")
        #expect(diagnostics.messages == [
            "'{{name}}' is shown as written: data goes into text as ${$.name}",
            "'{{ env.price }}' is shown as written: data goes into text as ${$.env.price}",
            "'{{item.title}}' is shown as written: data goes into text as ${$.item.title}",
        ])
        #expect(diagnostics.all.map { $0.location.column } == [65, 114, 177], "at the placeholder: \(diagnostics.all)")
    }

    /// A list's items are checked too: written from a parenthesis, the binding was text and
    /// the list showed no rows, without a word.
    @Test func aListsItemsWrittenAsTextAreAWarning() throws {
        let diagnostics = try validate(#"""
            {"type": "list", "items": "($.env.items | where:done) | take:2", "itemTemplate": {"type": "text", "content": "x"}},
            {"type": "list", "items": "$(($.env.items | where:done) | take:2)", "itemTemplate": {"type": "text", "content": "x"}}
            """#)
        #expect(diagnostics.codes == [.expressionShownAsText], "\(diagnostics.all)")
        #expect(diagnostics.all.first?.path?.description == "$.children[0].items")
    }

    @Test func aLoneDollarIsAWarningThatSaysHowToWriteOne() throws {
        let diagnostics = try validate(texts: ["$", #"\\$"#, "All: ${$}"])
        #expect(diagnostics.codes == [.wholeDataBound, .wholeDataBound], "\(diagnostics.all)")
        #expect(Set(diagnostics.messages) == [#"'$' alone binds all of the screen's data and shows it as JSON; a dollar sign is written \$ in JSON"#])
        #expect(Set(diagnostics.all.map { $0.path?.description }) == ["$.children[0].content", "$.children[2].content"])

        let passedOn = try validate(#"{"type": "button", "label": "All", "action": {"actionType": "navigate", "screen": "home", "params": {"all": "$"}}}"#)
        #expect(passedOn.all.isEmpty, "passing $ on shows nothing: \(passedOn.all)")
    }

    /// Validates a text node for each of `reported` and then `passing`, and expects one `code`
    /// warning for each of `reported`, at its content, the first at `column` of line 1.
    func expectWarnings(
        _ code: DiagnosticCode, reported: [String], passing: [String], firstAt column: Int, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> Diagnostics {
        let diagnostics = try validate(texts: reported + passing)
        #expect(diagnostics.codes == reported.map { _ in code }, "\(diagnostics.all)", sourceLocation: sourceLocation)
        #expect(diagnostics.all.map { $0.path?.description } == reported.indices.map { "$.children[\($0)].content" }, sourceLocation: sourceLocation)
        #expect(diagnostics.all.first?.location == SourceLocation(line: 1, column: column), sourceLocation: sourceLocation)
        #expect(diagnostics.all.allSatisfy { !$0.isError }, sourceLocation: sourceLocation)
        return diagnostics
    }

    @Test func interpolationInsideQuotedTextIsAWarningAtTheBraces() throws {
        // The first at the `${` in `{"type": "screen", "children": [{"type": "text", "content": "$.env.label ? 'Hi ${`.
        _ = try expectWarnings(
            .interpolationInQuotedText, reported: ["$.env.label ? 'Hi ${$.env.label}' : 'Hi'", "${$.env.label ? 'a' : '${b}'}"],
            passing: ["$.env.label ? 'Hi ' + $.env.label : 'Hi'", "Hi ${$.env.label}", "$.env.label + '$'"], firstAt: 80)
    }

    @Test func textJoinedIntoAChoicesConditionIsAWarningAtTheMark() throws {
        // The first at the `?` of `{"type": "screen", "children": [{"type": "text", "content": "Size ${'S' + $.env.label ?`.
        let diagnostics = try expectWarnings(
            .joinedTextAsCondition, reported: ["Size ${'S' + $.env.label ? 'L' : 'S'}", "${$.env.budget > 1 ? 'x' : $.env.label + '!' ? 'a' : 'b'}"],
            passing: ["${'Size ' + ($.env.label ? 'L' : 'S')}", "${'1' + $.env.budget ? 'a' : 'b'}", "$.env.budget + $.env.price ? 'a' : 'b'", "$.env.label ? 'a' + $.env.label : 'b'"], firstAt: 87)
        #expect(diagnostics.messages.first?.hasPrefix("this choice's condition is text joined with '+', which is never empty where its parts are present, so its first branch is chosen") == true)
        // An earlier choice in the same string: at this choice's `?`, the one after the joined text.
        let later = "${$.env.budget > 1 ? 'x' : $.env.label + '!' ? 'a' : 'b'}"
        let mark = later.distance(from: later.startIndex, to: try #require(later.range(of: "'!' ?")).upperBound) - 1
        // The content starts at column 62, as in the first case (`?` at 87 after 25 characters).
        #expect(try validate(texts: [later]).all.first?.location == SourceLocation(line: 1, column: 62 + mark))
    }

    @Test func formattingInsideArithmeticIsAWarningAtTheTransform() throws {
        let reported = [
            "${$.env.budget - $.env.price | number:2} left", "$.env.budget * 2 + $.env.price | number:0", "$.env.budget + $.env.price | number:2",
            "$.env.budget - $.env.price | currency:EUR",
        ]
        let clean = [
            "${($.env.budget - $.env.price) | number:2} left", "$.env.label + ($.env.price | number:2)", "${($.env.price | number:1) + ' kg'}",
            "$.env.budget - ($.env.items | count)", "${($.today | date:yyyy) - 1990}", "${$.env.budget - $.env.price | number}",
        ]
        let diagnostics = try validate(texts: reported + clean)
        #expect(diagnostics.codes == Array(repeating: .formattedTextInArithmetic, count: 4), "\(diagnostics.all)")
        #expect(diagnostics.all.map { $0.path?.description } == reported.indices.map { "$.children[\($0)].content" })
        #expect(diagnostics.messages.first == "'| number' formats only the operand before it (a pipeline binds tighter than arithmetic), and the text it makes is not a number; put the arithmetic in parentheses: (… - …) | number")
        #expect(diagnostics.all.allSatisfy { !$0.isError })
    }
}
