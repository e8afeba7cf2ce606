import Testing
import TestSupport

@testable import ViewEngine

/// `contextMenu`: its items are view nodes (buttons, dividers, menus) decoded with located
/// errors and resolved with the node's data, like a menu node's children.
@Suite struct ContextMenuModifierTests {
    func resolve(_ json: String, data: JSONValue = [:]) throws -> RenderNode {
        let node = try TestSupport.resolve(json: json, data: data)
        return try #require(node)
    }

    func items(of node: RenderNode) -> [RenderNode]? {
        for case .interaction(.contextMenu(let items)) in node.modifiers { return items }
        return nil
    }

    @Test func itsItemsResolveInOrderWithTheNodesData() throws {
        let node = try resolve(
            #"{"type": "text", "content": "x", "modifiers": [{"contextMenu": [{"type": "button", "label": "Play ${$.title}", "action": {"actionType": "setState", "key": "playing", "value": "$.title"}}, {"type": "divider"}, {"type": "menu", "label": "More", "children": [{"type": "button", "label": "Share"}]}, {"type": "button", "label": "Hidden", "condition": "$.never"}]}]}"#,
            data: ["title": "Radiolab"])
        let resolved = try #require(items(of: node), "no context menu in \(node.modifiers)")
        #expect(resolved.map(\.content.caseName) == ["button", "divider", "menu"], "a false condition leaves its item out")
        guard case .button(let play) = resolved[0].content, case .text(let label) = play.label.content else {
            Issue.record("the first item is not a text button")
            return
        }
        #expect(label.content == "Play Radiolab")
        guard case .setState(_, let value)? = play.action?.action.kind else {
            Issue.record("the item's action is not kept")
            return
        }
        #expect(value.evaluate(in: play.action!.context, environment: .fixed()) == "Radiolab")
    }

    @Test func theItemsMayBeLabelledMenuItems() throws {
        let node = try resolve(#"{"type": "text", "content": "x", "modifiers": [{"contextMenu": {"menuItems": [{"type": "button", "label": "Copy"}]}}]}"#)
        #expect(items(of: node)?.count == 1)
    }

    @Test func itemsThatAreNotNodesAreLocatedErrors() throws {
        let (_, notArray) = try decodeNode(#"{"type": "text", "content": "x", "modifiers": [{"contextMenu": "Copy"}]}"#)
        #expect(notArray.all.map(\.code) == [.wrongType])
        #expect(notArray.all.first?.path?.description == "$.modifiers[0].contextMenu")
        let (_, notNode) = try decodeNode(#"{"type": "text", "content": "x", "modifiers": [{"contextMenu": [{"type": "button", "label": "Copy"}, "Paste"]}]}"#)
        #expect(notNode.all.map(\.code) == [.wrongType])
        #expect(notNode.all.first?.message.contains("[1]") == true, "\(notNode.all)")
        let (_, badItem) = try decodeNode(#"{"type": "text", "content": "x", "modifiers": [{"contextMenu": [{"type": "buton", "label": "Copy"}]}]}"#)
        #expect(badItem.all.contains { $0.code == .unknownNodeType && ($0.path?.description ?? "").hasPrefix("$.modifiers[0].contextMenu[0]") }, "\(badItem.all)")
    }

    @Test func anEmptyMenuIsNotApplied() throws {
        let node = try resolve(#"{"type": "text", "content": "x", "modifiers": [{"contextMenu": []}]}"#)
        #expect(items(of: node) == nil)
    }
}
