import Testing

@testable import ViewEngine

/// `AppRuntime.title(of:)`: a screen's title evaluated alone (the back button's text) equals
/// the title the rendered screen shows.
@MainActor
@Suite struct ScreenTitleTests {
    @Test func theTitleAloneIsTheRenderedTitle() async throws {
        let runtime = try makeRuntime([
            "app.json": #"{"root": "home", "state": {"user": "Ada"}}"#,
            "screens/home.json": #"{"type": "screen", "props": {"title": "Hello ${$.env.user}"}, "children": [{"type": "text", "props": {"content": "x"}}]}"#,
            "screens/detail.json": #"{"type": "screen", "props": {"title": "$.name"}, "children": []}"#,
            "screens/bare.json": #"{"type": "text", "props": {"content": "no screen node"}}"#,
        ])
        let home = try #require(await runtime.show("home"))
        let detail = try #require(await runtime.show("detail", params: ["name": "Episode 4"]))
        let bare = try #require(await runtime.show("bare"))
        for id in [home, detail, bare] {
            guard case .screen(let rendered) = runtime.render(id).content else { throw ScrollToActionTests.ScreenMissing() }
            #expect(runtime.title(of: id) == rendered.title)
        }
        #expect(runtime.title(of: home) == "Hello Ada")
        #expect(runtime.title(of: detail) == "Episode 4")
        #expect(runtime.title(of: bare) == nil)
    }
}
