import Testing

@testable import ViewEngine

/// The literal branches of bound style values and modifier arguments are checked when a bundle
/// is validated, as if each were written alone.
@Suite struct ChoiceOutcomeTests {
    @Test func aMisspeltColourInABranchIsFound() {
        let diagnostics = validateScreen(#"{"type": "text", "content": "x", "inlineStyle": {"foregroundColor": "$.env.on ? 'green' : 'gren'"}}"#)
        #expect(diagnostics.codes == [.unknownColor], "\(diagnostics.all)")
        #expect(diagnostics.messages.first?.hasPrefix("unknown colour 'gren'") == true, "\(diagnostics.messages)")
        #expect(diagnostics.messages.first?.contains("did you mean 'green'?") == true, "\(diagnostics.messages)")
    }

    @Test func aBranchAModifierCannotTakeIsReportedWithTheCodeItWouldGetWritten() {
        let diagnostics = validateScreen(#"{"type": "text", "content": "x", "modifiers": [{"opacity": "$.env.on ? 1 : 2"}, {"tint": "${$.env.on ? 'red' : 'rde'}"}]}"#)
        #expect(diagnostics.codes == [.valueOutOfRange, .unknownColor], "\(diagnostics.all)")
        #expect(diagnostics.messages.first == "modifier 'opacity' argument 'value' may be 2, which it cannot take: the value must be between 0 and 1, found 2")
        #expect(diagnostics.messages.last?.hasPrefix("unknown colour 'rde'") == true, "\(diagnostics.messages)")
    }

    @Test func aStyleBranchOfTheWrongTypeIsReported() {
        let diagnostics = validateScreen(#"{"type": "text", "content": "x", "inlineStyle": {"fontSize": "$.env.on ? 12 : 'big'"}}"#)
        #expect(diagnostics.codes == [.wrongType], "\(diagnostics.all)")
        #expect(diagnostics.messages.first?.hasPrefix("'fontSize' may be \"big\", which it cannot take: ") == true, "\(diagnostics.messages)")
    }

    @Test func validAndComputedBranchesPass() {
        let diagnostics = validateScreen(#"""
            {"type": "text", "content": "x", "inlineStyle": {"foregroundColor": "$.env.on ? 'red' : $.env.color", "fontSize": "$.env.on ? 12 : 17"},
             "modifiers": [{"opacity": "$.env.on ? 0.5 : 1"}, {"tint": "$.env.on ? 'brand' : '#00FF00'"}]}
            """#)
        #expect(diagnostics.all.isEmpty, "\(diagnostics.all)")
    }

    @Test func aBoundWordPropsBranchesAreCheckedAgainstItsWordsExactly() {
        let diagnostics = validateScreen(#"""
            {"type": "vstack", "alignment": "$.env.on ? 'leading' : 'Trailing'", "children": [
              {"type": "scroll", "axis": "$.env.on ? 'sideways' : null", "children": []}]}
            """#)
        #expect(diagnostics.codes == [.invalidChoice, .invalidChoice], "\(diagnostics.all)")
        // A written word matches ignoring case; a bound one is compared as the node reads it.
        #expect(diagnostics.messages.first?.hasPrefix("'alignment' may be \"Trailing\", which it cannot take: it must be one of ") == true, "\(diagnostics.messages)")
        #expect(diagnostics.messages.first?.contains("did you mean 'trailing'?") == true, "\(diagnostics.messages)")
        #expect(diagnostics.messages.last == "'axis' may be \"sideways\", which it cannot take: it must be one of vertical, horizontal")
    }

    @Test func aBoundNumberPropsBranchesMustBeNumbers() {
        let diagnostics = validateScreen(#"{"type": "vstack", "spacing": "$.env.on ? 4 : 'wide'", "children": [{"type": "hstack", "spacing": "$.env.on ? '8' : null"}]}"#)
        #expect(diagnostics.codes == [.wrongType], "\(diagnostics.all)")
        #expect(diagnostics.messages.first == "'spacing' may be \"wide\", which it cannot take: it must be a number")
    }

    @Test func outcomesAreTheChoicesLiteralsInOrderWithoutRepeats() throws {
        let parser = ExpressionParser()
        #expect(try parser.parse("$.a ? 'x' : $.b ? ($.c ? 'y' : 'x') : $.d").root.literalOutcomes == ["x", "y"])
        #expect(try parser.parse("$.a ? 1 : ($.b ? true : null)").root.literalOutcomes == [1, true, .null])
        #expect(try parser.parse("$.a | default:'x'").root.literalOutcomes.isEmpty, "not a choice")
        #expect(try TextValue(parsing: "${$.a ? 'x' : 'y'}-dim", parser: parser).literalOutcomes == ["x-dim", "y-dim"])
        #expect(try TextValue(parsing: "${$.a ? 'x' : 'y'}${$.b}", parser: parser).literalOutcomes.isEmpty, "two expressions")
    }

    /// The diagnostics of a bundle whose home screen is `screen`, with `on` and `color` in its
    /// state and a `brand` colour in its theme.
    private func validateScreen(_ screen: String) -> Diagnostics {
        validateFiles([
            "app.json": #"{"name": "Choice", "root": "home", "state": {"on": true, "color": "red"}}"#,
            "theme.json": ##"{"colors": {"brand": {"light": "#FF8800", "dark": "#FFAA33"}}}"##,
            "screens/home.json": screen,
        ])
    }
}
