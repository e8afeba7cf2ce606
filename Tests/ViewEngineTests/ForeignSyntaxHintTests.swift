import Testing

@testable import ViewEngine

/// What authors bring from JavaScript and template languages is answered with how it is
/// written here, not only with what was unexpected.
@Suite struct ForeignSyntaxHintTests {
    @Test func interpolationWhereAWholeExpressionIsReadSaysToDropTheBraces() {
        expectParseError(
            "${$.count > 1}",
            startingWith: "unexpected '{$.count > 1}'; ${…} puts an expression inside text: here the whole string is one, so write it without ${ and }")
    }

    @Test func aMethodCallSaysTransformsFollowAPipe() {
        expectParseError(
            "$.name.toUpperCase()",
            startingWith: "unexpected '()'; values have no methods: a transform follows a '|', as in $.name | uppercase (sdui docs lists them)")
    }

    @Test func otherLanguagesOperatorsAreSaidAsTheyAreWrittenHere() {
        let byValue = "values compare by value, and \"2\" == 2"
        expectParseError("$.a === $.b", startingWith: "'===' is written '==' here: " + byValue)
        expectParseError("$.a !== $.b", startingWith: "'!==' is written '!=' here: " + byValue)
        expectParseError("$.a <> 1", startingWith: "'<>' is written '!=' here")
        expectParseError("$.a = 1", startingWith: "'=' is written '==' in a comparison (a where: argument takes either)")
        expectParseError("$.a and $.b", startingWith: "unexpected 'and $.b'; 'and' is written && here")
        expectParseError("$.a or $.b", startingWith: "unexpected 'or $.b'; 'or' is written || here")
    }

    /// `$name` and `$item.title`, as shells and some templates write a variable.
    @Test func aVariableWithoutItsDotIsToldHowAPathStarts() {
        expectParseError("$item.title", startingWith: "unexpected 'item.title'; a path starts with '$.', as in $.item.title")
        expectParseError("$name | uppercase", startingWith: "unexpected 'name | uppercase'; a path starts with '$.', as in $.name | uppercase")
        expectParseError("$.a + $b", startingWith: "unexpected 'b'; a path starts with '$.', as in $.b")
    }

    @Test func theOperatorsThemselvesStillParse() throws {
        #expect(try evaluate("$.a == 1 && $.b != 1 && $.a <= 1 && $.b >= 2 && $.a < $.b && !($.a > $.b)", ["a": 1, "b": 2]) == true)
        #expect(try evaluate("$.order || $.a", ["a": 1, "order": 0]) == true)
        #expect(try evaluate("$.android && $.a", ["a": 1, "android": true]) == true, "names that start like a word are paths")
    }

    @Test(arguments: ["length", "count", "size"])
    func anArraysLengthIsItsCount(member: String) {
        let diagnostics = validateFiles([
            "app.json": #"{"name": "C", "root": "home", "state": {"items": []}}"#,
            "screens/home.json": #"{"type": "screen", "children": [{"type": "text", "content": "a", "condition": "$.env.items.\#(member) > 0"}]}"#,
        ])
        #expect(diagnostics.messages == ["unknown path $.env.items.\(member): $.env.items is an array, whose number of elements is $.env.items | count"])
    }

    /// A shortened catalogue name is completed when no name is a plausible typo.
    @Test func aShortenedNameIsCompleted() {
        expectParseError("$.x | upper", startingWith: "unknown transform 'upper' (did you mean 'uppercase'?)", code: .unknownTransform)
        expectParseError("$.x | uppercse", startingWith: "unknown transform 'uppercse' (did you mean 'uppercase'?)", code: .unknownTransform)
        #expect(Suggestion.didYouMeanOrCompletion("scroll", in: ["scroll_view", "scrollable_list"]) == " (did you mean 'scroll_view'?)")
        #expect(Suggestion.didYouMeanOrCompletion("sc", in: ["scroll_view"]) == "", "too short to say")
        #expect(Suggestion.didYouMeanOrCompletion("zzzz", in: ["scroll_view"]) == "")
        let (_, diagnostics) = try! decodeNode(#"{"type": "text", "content": "x", "modifiers": [{"corner": 4}]}"#)
        #expect(diagnostics.messages.first?.hasPrefix("unknown modifier 'corner' (did you mean 'cornerRadius'?)") == true, "\(diagnostics.messages)")
    }
}
