import Testing

@testable import ViewEngine
@testable import WebRenderer

/// A context menu's popover beside its view, opened by the client script; and the node a
/// `scrollTo` request names, marked once per request.
@MainActor
@Suite struct ScrollAndContextMenuHTMLTests {
    @Test func aContextMenuIsAFocusableViewWithItsItemsInAMenuPopover() throws {
        let html = try renderHTML(
            #"{"type": "text", "content": "Episode", "modifiers": [{"contextMenu": [{"type": "button", "label": "Play", "action": {"actionType": "setState", "key": "p", "value": 1}}, {"type": "divider"}, {"type": "button", "label": "Delete", "role": "destructive"}]}]}"#
        ).html
        let opener = try #require(html.range(of: "data-context-menu=\""))
        let id = String(html[opener.upperBound...].prefix { $0 != "\"" })
        #expect(id.hasPrefix("context-"))
        #expect(html.contains("aria-haspopup=\"menu\"") && html.contains("aria-keyshortcuts=\"Shift+F10\"") && html.contains("tabindex=\"0\""), "\(html)")
        // The popover follows the view inside the wrapper, holds the items in order, and is
        // not inside the text (a button cannot hold buttons, a span not a div).
        let popover = try #require(html.range(of: "<div class=\"menu-popover\" id=\"\(id)\" popover=\"auto\" role=\"menu\">"))
        let view = try #require(html.range(of: "Episode</span>"))
        #expect(view.upperBound <= popover.lowerBound)
        let items = html[popover.upperBound...]
        let play = try #require(items.range(of: ">Play<")), delete = try #require(items.range(of: ">Delete<"))
        #expect(play.lowerBound < delete.lowerBound)
        #expect(items.contains("data-action=\""), "the item's action is a page interaction")
    }

    @Test func anEmptyContextMenuIsNotWritten() throws {
        let html = try renderHTML(#"{"type": "text", "content": "x", "modifiers": [{"contextMenu": []}]}"#).html
        #expect(!html.contains("data-context-menu") && !html.contains("menu-popover"), "\(html)")
    }

    @Test func theNodeAScrollRequestNamesIsMarkedWithItsNumberAndPlacement() async throws {
        let screen = #"""
            {"type": "screen", "children": [
              {"type": "button", "label": "Go", "action": {"actionType": "scrollTo", "id": "c3", "anchor": "top", "animated": false}},
              {"type": "scroll", "children": [{"type": "text", "id": "c1", "content": "One"}, {"type": "text", "id": "c3", "content": "Three"}]}
            ]}
            """#
        let bundle = BundleLoader().load(files: [("app.json", Array(#"{"root": "home"}"#.utf8)), ("screens/home.json", Array(screen.utf8))], bundleName: "t")
        let runtime = AppRuntime(bundle: bundle, environment: .fixed())
        await runtime.start()
        let home = try #require(runtime.activeScreen)
        #expect(!WebRenderer().renderScreen(home, of: runtime).html.contains("data-scroll-to"))
        let go = try #require(WebRenderer().renderScreen(home, of: runtime).interactions.entries.values.compactMap { interaction -> BoundAction? in
            if case .perform(let action, _) = interaction, case .scrollTo = action.action.kind { return action }
            return nil
        }.first)
        await runtime.perform(go, on: home)
        let html = WebRenderer().renderScreen(home, of: runtime).html
        #expect(occurrences(of: "data-scroll-to=", in: html) == 1)
        // SwiftUI's `top` anchor: the node's top at the scroll view's top (CSS block start),
        // centred across; not animated.
        let marked = try #require(html.range(of: "data-scroll-to=\"1\""))
        let rest = html[marked.upperBound...]
        #expect(rest.hasPrefix(" data-scroll-options=\"start center instant\""), "\(html)")
        #expect(rest.drop { $0 != ">" }.dropFirst().hasPrefix("Three<"), "the text with id c3 is the one marked: \(html)")
        // Drawn again without a new request: the same number, which the client has acted on.
        #expect(WebRenderer().renderScreen(home, of: runtime).html.contains("data-scroll-to=\"1\""))
        await runtime.perform(go, on: home)
        #expect(WebRenderer().renderScreen(home, of: runtime).html.contains("data-scroll-to=\"2\""))
    }
}
