import Foundation
import Testing
import TestSupport
import ViewEngine

@testable import PreviewServer

/// A tap carries the id of the control in the render the browser showed. Ids are never
/// reused across renders, and each render's controls keep the data they were drawn with, so
/// a tap from an earlier page runs exactly the control that page showed — or, once that
/// render is forgotten, is refused as stale.
@Suite struct StableActionTests {
    @Test @MainActor func aTapFromAnEarlierRenderRunsTheControlThatRenderShowed() async throws {
        let bundle = try TestBundle()
        defer { bundle.remove() }
        try bundle.write("app.json", #"{"name": "Cart", "root": "cart", "state": {"cart": [{"id": "a", "name": "Apple"}, {"id": "b", "name": "Banana"}, {"id": "c", "name": "Cherry"}]}}"#)
        try bundle.write("screens/cart.json", #"""
            {"type": "screen", "props": {"title": "Cart"}, "children": [
              {"type": "list", "props": {"items": "$.env.cart", "itemTemplate":
                {"type": "button", "props": {"label": "Remove ${$.item.name}", "accessibilityIdentifier": "remove-${$.item.id}",
                  "action": {"actionType": "remove", "key": "env.cart", "id": "$.item.id"}}}}},
              {"type": "text", "props": {"content": "Left: ${$.env.cart | map:name | join:', '}"}}
            ]}
            """#)
        let running = try await RunningServer.start(bundle)
        defer { Task { await running.stop() } }
        var client = try await PreviewClient.opened(port: running.port)
        let firstPage = client
        let removeCherryAsFirstShown = try firstPage.id(.action, of: "remove-c")

        let afterApple = try await client.tap("remove-a")
        #expect(afterApple.html?.contains("Left: Banana, Cherry") == true)
        // The second row of the new page is Cherry, at the index Banana had: the old id still
        // means "remove Cherry", the control the first page showed there.
        #expect(try client.id(.action, of: "remove-c") != removeCherryAsFirstShown, "ids are not reused across renders")
        let afterOldTap = try await client.send(id: removeCherryAsFirstShown)
        #expect(afterOldTap.html?.contains("Left: Banana<") == true, "Cherry went, as the first page's control said")
        #expect(afterOldTap.html?.contains("Cherry") == false)

        // Enough renders later the first page is forgotten: its ids are refused, not reused.
        for _ in 0..<(PreviewSession.keptTables + 1) { try await client.settle() }
        let forgotten = try await client.send(id: try firstPage.id(.action, of: "remove-b"))
        #expect(forgotten.isStale)
        let page = try await client.settle()
        #expect(page.html?.contains("Remove Banana") == true, "a stale tap changes nothing")
    }
}
