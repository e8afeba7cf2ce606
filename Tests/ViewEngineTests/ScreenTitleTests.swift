import Testing

@testable import ViewEngine

/// `AppRuntime.title(of:)`: the back button's text, read without resolving a plain screen's
/// body, equals the title the rendered screen shows, however the title is written.
@MainActor
@Suite struct ScreenTitleTests {
    @Test func theTitleAloneIsTheRenderedTitle() async throws {
        let runtime = try makeRuntime([
            "app.json": #"{"root": "home", "state": {"user": "Ada"}}"#,
            "components.json": #"{"Page": {"body": {"type": "screen", "props": {"title": "From a component"}, "children": []}}}"#,
            "screens/home.json": #"{"type": "screen", "props": {"title": "Hello ${$.env.user}"}, "children": [{"type": "text", "props": {"content": "x"}}]}"#,
            "screens/detail.json": #"{"type": "screen", "props": {"title": "$.name"}, "children": []}"#,
            "screens/modified.json": #"{"type": "screen", "props": {"title": "Plain"}, "modifiers": [{"navigationTitle": "From a modifier"}], "children": []}"#,
            "screens/composed.json": #"{"type": "component", "name": "Page"}"#,
            "screens/bare.json": #"{"type": "text", "props": {"content": "no screen node"}}"#,
        ])
        let expected: [(String, JSONObject, String?)] = [
            ("home", [:], "Hello Ada"), ("detail", ["name": "Episode 4"], "Episode 4"), ("modified", [:], "From a modifier"),
            ("composed", [:], "From a component"), ("bare", [:], nil),
        ]
        for (name, params, title) in expected {
            let id = try #require(await runtime.show(name, params: params))
            guard case .screen(let rendered) = runtime.render(id).content else {
                Issue.record("\(name) renders no screen")
                continue
            }
            #expect(rendered.title == title, "\(name)")
            #expect(runtime.title(of: id) == title, "\(name)")
        }
    }
}
