import Foundation
import Testing
import TestSupport

@testable import ViewEngine

/// Lists nested in rows multiply; walks of the render tree (its JSON, a search by id) share
/// one ``RowBudget`` instead of a limit per list that nesting multiplies.
@Suite struct RowBudgetTests {
    /// `levels` lists inside one another, each over the same ten items, around a text.
    static func nested(_ levels: Int) -> String {
        // In a stack: a row's root takes the row's identity as its id.
        var node = #"{"type": "vstack", "children": [{"type": "text", "id": "leaf", "content": "x"}]}"#
        for _ in 0..<levels { node = #"{"type": "list", "items": "$.xs", "itemTemplate": \#(node)}"# }
        return node
    }

    static let data: JSONValue = ["xs": .array((0..<10).map { .number(Double($0)) })]

    func rowCount(_ json: JSONValue) -> Int {
        switch json {
        case .object(let object): return (object["rows"]?.arrayValue?.count ?? 0) + object.values.reduce(0) { $0 + rowCount($1) }
        case .array(let items): return items.reduce(0) { $0 + rowCount($1) }
        default: return 0
        }
    }

    func truncatedLists(_ json: JSONValue) -> Int {
        switch json {
        case .object(let object): return (object["truncated"] == true ? 1 : 0) + object.values.reduce(0) { $0 + truncatedLists($1) }
        case .array(let items): return items.reduce(0) { $0 + truncatedLists($1) }
        default: return 0
        }
    }

    @Test func theJSONOfNestedListsWritesAtMostTheBudget() throws {
        let tree = try #require(try resolve(json: Self.nested(6), data: Self.data))
        // A million rows nested; the budget of 500 ends the walk early, depth first.
        let cut = tree.jsonValue(rows: RowBudget(perList: .max, total: 500))
        #expect(rowCount(cut) == 500)
        #expect(truncatedLists(cut) > 0, "lists that lost rows to the budget say so")
        // Within the budget, everything: three levels are 10 + 100 + 1,000 rows.
        let small = try #require(try resolve(json: Self.nested(3), data: Self.data))
        #expect(rowCount(small.jsonValue()) == 1_110)
        #expect(truncatedLists(small.jsonValue()) == 0)
        #expect(truncatedLists(small.jsonValue(rowLimit: 2)) == 0, "a list's own limit is no truncation by the budget")
        #expect(rowCount(small.jsonValue(rowLimit: 2)) == 2 + 4 + 8, "and each list's own limit still holds")
    }

    @Test func aSearchByIdStopsAtTheBudget() throws {
        let tree = try #require(try resolve(json: Self.nested(9), data: Self.data))
        // The first leaf is found at once; one that is not there ends with the budget, not after 10^9 rows.
        #expect(tree.firstNode(withID: "leaf")?.id == "leaf")
        #expect(tree.firstNode(withID: "nowhere") == nil)
    }
}
