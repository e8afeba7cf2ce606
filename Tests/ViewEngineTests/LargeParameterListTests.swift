import Testing
import TestSupport

@testable import ViewEngine

/// Thousands of declared and passed parameters are checked by name lookups, not searches of
/// the list: 20,000 of them took 27 s (declared) and over a minute (passed) to validate in a
/// debug build when each was looked for in the list, 0.4 s now. A string lookup's 20,000
/// arguments took 13 s to parse, 0.3 s now.
@Suite struct LargeParameterListTests {
    static let count = 20_000

    @Test func aDuplicateAmongThousandsOfDeclarationsIsFoundOnce() {
        let declared = (0..<Self.count).map { #"{"name": "p\#($0)", "type": "number"}"# } + [#"{"name": "p7"}"#]
        let passed = (0..<Self.count).map { #""p\#($0)": \#($0)"# }.joined(separator: ", ")
        let diagnostics = validateFiles([
            "app.json": #"{"name": "Many", "root": "home"}"#,
            "screens/home.json": #"""
                {"type": "screen", "children": [{"type": "button", "label": "Go", "action": {"actionType": "navigate", "screen": "detail", "params": {\#(passed), "extra": 1}}}]}
                """#,
            "screens/detail.json": #"{"type": "screen", "params": [\#(declared.joined(separator: ", "))]}"#,
        ])
        #expect(diagnostics.codes == [.duplicateParameter, .unknownParameter], "\(diagnostics.all.prefix(3))")
        #expect(diagnostics.messages.first == "screen 'detail' declares the parameter 'p7' twice")
    }

    @Test func aStringLookupArgumentGivenTwiceAmongThousandsIsAnError() {
        let arguments = (0..<Self.count).map { "a\($0): \($0)" }.joined(separator: ", ")
        let expression = "@k(\(arguments), a7: 0)"
        #expect(throws: ExpressionError(
            .invalidExpression, "@k is given 'a7' twice in expression '\(Excerpt.cut(expression))'", offset: expression.unicodeScalars.count - 6)) {
            try ExpressionParser().parse(expression)
        }
        #expect(throws: Never.self) { try ExpressionParser().parse("@k(\(arguments))") }
    }
}
