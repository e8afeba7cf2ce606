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

    @Test(arguments: ["length", "count", "size"])
    func anArraysLengthIsItsCount(member: String) {
        let diagnostics = validateFiles([
            "app.json": #"{"name": "C", "root": "home", "state": {"items": []}}"#,
            "screens/home.json": #"{"type": "screen", "children": [{"type": "text", "content": "a", "condition": "$.env.items.\#(member) > 0"}]}"#,
        ])
        #expect(diagnostics.messages == ["unknown path $.env.items.\(member): $.env.items is an array, whose number of elements is $.env.items | count"])
    }
}
