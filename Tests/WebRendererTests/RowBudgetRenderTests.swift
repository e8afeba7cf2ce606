import Foundation
import Testing
import TestSupport

@testable import ViewEngine
@testable import WebRenderer

/// Lists nested in rows multiply; a page draws at most ``NodeWriter/rowsPerPage`` rows in all,
/// and each list cut short ends with its "Show more" button.
@Suite struct RowBudgetRenderTests {
    @Test func nestedListsDrawAtMostTheBudgetOfRows() throws {
        var node = #"{"type": "text", "content": "leaf"}"#
        for _ in 0..<6 { node = #"{"type": "list", "items": "$.xs", "itemTemplate": \#(node)}"# }
        let data: JSONValue = ["xs": .array((0..<10).map { .number(Double($0)) })]
        // A million rows nested; the page stops at the budget.
        let html = try renderHTML(#"{"type": "screen", "children": [\#(node)]}"#, data: data).html
        #expect(occurrences(of: ">leaf<", in: html) < NodeWriter.rowsPerPage)
        #expect(occurrences(of: ">leaf<", in: html) > NodeWriter.rowsPerPage / 2)
        // The lists cut by the budget say how many rows they have left, with a button that is
        // disabled: raising one list's page could not draw more past the page's budget.
        #expect(html.contains("class=\"btn tint more\" disabled data-testid=\"show-more\">Show more ("))
        #expect(!html.contains("class=\"btn tint more\" data-action"), "no Show more that could show nothing more")
    }
}
