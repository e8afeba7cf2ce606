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
        try folder.write("app.json", #"{"name": "T", "root": "home", "state": {"done": false, "price": 2, "items": [{"done": false}]}}"#)
        try folder.write("screens/home.json", #"{"type": "screen", "children": [\#(children)]}"#)
        return BundleValidator().validate(try BundleLoader().load(folder: folder.url))
    }

    @Test func aPathInConstantTextIsAWarningAtThePath() throws {
        let diagnostics = try validate(#"""
            {"type": "text", "content": "!$.env.done"},
            {"type": "text", "content": "${$.env.price} or ($.env.price * 2)"},
            {"type": "button", "label": "x", "action": {"actionType": "setState", "key": "env.items", "value": [{"done": "!$.item.done"}]}}
            """#)
        #expect(diagnostics.codes == [.expressionShownAsText, .expressionShownAsText, .expressionShownAsText, .writeDoesNotFit], "\(diagnostics.all)")
        let warnings = diagnostics.all.filter { $0.code == .expressionShownAsText }
        #expect(warnings.map(\.message) == [
            "'!$.env.done' is shown as written, $.env.done included: only a string that starts with $ is a binding, and ${…} puts one inside text",
            "' or ($.env.price * 2)' is shown as written, $.env.price included: only a string that starts with $ is a binding, and ${…} puts one inside text",
            "'!$.item.done' is shown as written, $.item.done included: only a string that starts with $ is a binding, and ${…} puts one inside text",
        ])
        // At the path's column inside the string.
        #expect(warnings[0].location.column == #"{"type": "screen", "children": [{"type": "text", "content": "!"#.count + 1)
        #expect(warnings.map { $0.path?.description } == ["$.children[0].content", "$.children[1].content", "$.children[2].action.value[0].done"])
        #expect(warnings.allSatisfy { !$0.isError })
    }

    @Test func bindingsEscapesConditionsAndDollarAmountsAreClean() throws {
        let diagnostics = try validate(#"""
            {"type": "text", "content": "$.env.price * 2"},
            {"type": "text", "content": "Total: ${$.env.price * 2}"},
            {"type": "text", "content": "\\$.env.price is how a path is written"},
            {"type": "text", "content": "Costs $.50 or $5"},
            {"type": "button", "label": "x", "disabled": "!$.env.done", "action": {"actionType": "setState", "key": "env.done", "value": true}}
            """#)
        #expect(diagnostics.all.isEmpty, "\(diagnostics.all)")
    }
}
