import Testing
@testable import ViewEngine

/// The root tab bar's `selection`: the tab the app shows (and loads) at launch.
@MainActor
@Suite struct InitialTabTests {
    static let screens = [
        "screens/home.json": #"{"type": "screen", "title": "Home", "children": []}"#,
        "screens/inbox.json": #"{"type": "screen", "title": "Inbox", "onLoad": {"type": "setState", "key": "loaded", "value": true}, "children": [{"type": "text", "content": "loaded ${$.loaded}"}]}"#,
    ]

    static func app(selection: String) -> String {
        #"{"name": "Mail", "root": {"type": "tab_view", "selection": "# + selection + #", "tabs": [{"title": "Home", "screen": "home"}, {"title": "Inbox", "screen": "inbox"}]}}"#
    }

    @Test func theSelectedTabIsShownAndLoadedAtLaunch() async throws {
        let runtime = try makeRuntime(Self.screens.merging(["app.json": Self.app(selection: "1")]) { $1 })
        await runtime.start()
        #expect(runtime.selectedTab == 1)
        let shown = try #require(runtime.activeScreen)
        #expect(runtime.render(shown).texts == ["loaded true"])
        #expect(runtime.tabBar().selectedIndex == 1)
    }

    @Test func aSelectionThatNamesNoTabIsReportedWhereItIs() {
        for (selection, message) in [
            ("2", "'selection' is the tab shown at launch, a whole number from 0 to 1, found 2"),
            ("0.5", "'selection' is the tab shown at launch, a whole number from 0 to 1, found 0.5"),
            (#""$.tab""#, "the root tab bar's 'selection' is the number of the tab shown at launch, not a binding"),
            (#""1""#, "'selection' must be a number or a binding, found a string"),
        ] {
            let diagnostics = validateFiles(Self.screens.merging(["app.json": Self.app(selection: selection)]) { $1 })
            #expect(diagnostics.messages == [message], "\(selection): \(diagnostics.all)")
            #expect(diagnostics.all.first?.path?.description == "$.root.selection")
        }
    }
}
