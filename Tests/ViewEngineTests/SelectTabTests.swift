import Testing
import TestSupport

@testable import ViewEngine

/// `selectTab` shows the tab whose root is the screen it names, as a tap on the tab bar does:
/// the root loads the first time, the stacks stay as the user left them, and a screen no tab
/// shows is an error when validating and an issue when running.
@MainActor
@Suite struct SelectTabTests {
    private static let app = #"""
        {"state": {"cartLoads": 0}, "root": {"type": "tab_view", "props": {"tabs": [
            {"title": "Shop", "screen": "shop"}, {"title": "Cart", "screen": "cart"}]}}}
        """#
    private static let cart = #"{"type": "screen", "props": {"title": "Cart"}, "onLoad": {"actionType": "increment", "key": "env.cartLoads"}}"#

    private func run(_ json: String, _ runtime: AppRuntime) async throws {
        var decoder = SchemaDecoder()
        let action = try #require(decoder.action(try document(json, file: "screens/shop.json").root))
        #expect(decoder.diagnostics.all.isEmpty, "\(decoder.diagnostics.messages)")
        await runtime.perform(BoundAction(action: action, context: DataContext()), on: try #require(runtime.activeScreen))
    }

    @Test func itSwitchesToTheTabAndLoadsItsRootOnce() async throws {
        let runtime = try makeRuntime(["app.json": Self.app, "shop.json": plainScreen("Shop"), "cart.json": Self.cart, "checkout.json": plainScreen("Pay")])
        await runtime.start()
        await runtime.show("checkout")
        try await run(#"{"actionType": "selectTab", "screen": "cart"}"#, runtime)
        #expect(runtime.selectedTab == 1)
        #expect(runtime.appState["cartLoads"] == 1)
        await runtime.selectTab(0)
        #expect(runtime.stack(at: .tab(0))?.screens.count == 2, "the shop's stack is as the user left it")
        try await run(#"{"actionType": "sequence", "actions": [{"actionType": "present", "screen": "checkout"}, {"actionType": "selectTab", "screen": "cart"}]}"#, runtime)
        #expect(runtime.selectedTab == 1)
        #expect(runtime.sheets.count == 1, "a sheet stays up over the tab bar, as it does when the user taps a tab")
        #expect(runtime.appState["cartLoads"] == 1, "a tab's root loads the first time it shows")
        #expect(runtime.issues.isEmpty, "\(runtime.issues)")
    }

    @Test func aScreenNoTabShowsIsAnIssueAndChangesNothing() async throws {
        let runtime = try makeRuntime(["app.json": Self.app, "shop.json": plainScreen("Shop"), "cart.json": Self.cart, "checkout.json": plainScreen("Pay")])
        await runtime.start()
        try await run(#"{"actionType": "selectTab", "screen": "checkout"}"#, runtime)
        #expect(runtime.selectedTab == 0)
        #expect(runtime.issues.map(\.code) == [.actionFailed])
        #expect(runtime.issues.map(\.message) == ["no tab shows the screen 'checkout'"])
    }

    @Test func validationNamesTheTabsAndSuggestsOne() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write("app.json", Self.app)
        try folder.write("screens/cart.json", Self.cart)
        try folder.write("screens/shop.json", #"""
            {"type": "screen", "children": [
              {"type": "button", "label": "Cart", "action": {"actionType": "selectTab", "screen": "crat"}},
              {"type": "button", "label": "Shop", "action": {"actionType": "selectTab", "screen": "shop"}}]}
            """#)
        let diagnostics = BundleValidator().validate(try BundleLoader().load(folder: folder.url))
        #expect(diagnostics.codes == [.unknownScreen], "\(diagnostics.all)")
        #expect(diagnostics.messages == ["no tab shows the screen 'crat' (did you mean 'cart'?); the tabs show shop, cart"])
        #expect(diagnostics.all.first?.path?.description == "$.children[0].action.screen")
    }
}
