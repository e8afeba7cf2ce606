import Testing
import TestSupport

@testable import ViewEngine

/// A list's `swipeActions`: decoded with located errors, bound per row, run with the row's data.
@Suite struct SwipeActionTests {
    let list = #"""
        {"type": "list", "props": {"items": "$.favorites", "itemTemplate": {"type": "text", "props": {"content": "$.item.reference"}},
          "swipeActions": [
            {"title": "Delete", "icon": "trash", "role": "destructive", "action": {"actionType": "custom", "event": "remove", "payload": {"id": "$.item.id", "row": "$.index"}}},
            {"title": "Share ${$.item.reference}", "action": {"actionType": "custom", "event": "share"}}
          ]}}
        """#

    @Test func eachRowGetsTheActionsBoundToItsItem() throws {
        let (node, diagnostics) = try decodeNode(list)
        #expect(diagnostics.isEmpty, "\(diagnostics.all)")
        let data: JSONValue = ["favorites": [["id": 7, "reference": "John 3:16"], ["id": 9, "reference": "Psalm 23:1"]]]
        let context = DataContext(root: data)
        guard case .list(let rows)? = Resolver(theme: Theme(), environment: .fixed()).resolve(node, in: context)?.content else {
            Issue.record("not a list")
            return
        }
        #expect(rows.rows.hasRowActions)
        let second = rows.rows.rowActions(at: 1)
        #expect(second.map(\.title) == ["Delete", "Share Psalm 23:1"])
        #expect(second.map(\.icon) == ["trash", nil])
        #expect(second.map(\.role) == [.destructive, nil])
        guard case .custom(_, let payload)? = second.first?.action.action.kind else {
            Issue.record("not the custom action")
            return
        }
        #expect(payload?.evaluate(in: second[0].action.context, environment: .fixed()) == ["id": 9, "row": 1])
    }

    @Test func theRenderTreeJSONListsEachRowsActions() throws {
        let (node, _) = try decodeNode(list)
        let rendered = try #require(Resolver(theme: Theme(), environment: .fixed()).resolve(node, in: DataContext(root: ["favorites": [["id": 1, "reference": "Gen 1:1"]]])))
        let row = rendered.jsonValue()["rows"]?[0]
        #expect(row?["swipeActions"]?[1] == ["title": "Share Gen 1:1", "action": ["actionType": "custom", "event": "share"]])
        #expect(row?["swipeActions"]?[0]?["role"] == "destructive")
    }

    @Test func badSwipeActionsAreReportedWhereTheyAre() throws {
        let json = """
            {"type": "list", "props": {"items": "$.x", "itemTemplate": {"type": "text", "props": {"content": "x"}}, "swipeActions": [
              {"title": "Delete", "rol": "destructive", "action": {"actionType": "dismiss"}},
              {"title": "Pin", "role": "destruct", "action": {"actionType": "dismiss"}},
              {"icon": "trash"},
              "Share"
            ]}}
            """
        let (node, diagnostics) = try decodeNode(json)
        #expect(diagnostics.codes == [.unknownProperty, .invalidChoice, .missingMember, .missingMember, .wrongType])
        #expect(diagnostics.all.map { $0.path?.description ?? "" } == [
            "$.props.swipeActions[0].rol", "$.props.swipeActions[1].role", "$.props.swipeActions[2]", "$.props.swipeActions[2]", "$.props.swipeActions[3]",
        ])
        #expect(diagnostics.all[0].location == SourceLocation(line: 2, column: 23))
        guard case .rowActions(let kept)? = node.props["swipeActions"] else {
            Issue.record("no swipe actions")
            return
        }
        #expect(kept.count == 2, "entries without a title or an action are left out")
        #expect(try decodeNode(#"{"type": "list", "props": {"items": "$.x", "itemTemplate": {"type": "divider"}, "swipeActions": {"title": "x"}}}"#).1.codes == [.wrongType])
    }

    @Test @MainActor func validationFollowsTheirActions() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write("app.json", #"{"root": "home"}"#)
        try folder.write("screens/home.json", #"""
            {"type": "list", "props": {"items": "$.x", "itemTemplate": {"type": "divider"},
              "swipeActions": [{"title": "Open", "action": {"actionType": "navigate", "screen": "detial"}}]}}
            """#)
        try folder.write("screens/detail.json", plainScreen("Detail"))
        let diagnostics = BundleValidator().validate(try BundleLoader().load(folder: folder.url))
        #expect(diagnostics.codes == [.unknownScreen])
    }
}
