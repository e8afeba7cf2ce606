import Foundation
import Testing
import TestSupport

@testable import ViewEngine
@testable import WebRenderer

/// A data source answering every request with the same items.
struct StubItems: DataSource {
    func fetch(_ request: DataRequest) async throws -> JSONValue {
        ["results": [["id": 1, "title": "First", "subtitle": "One", "artwork": "/demo/art/1.svg", "minutes": 3]]]
    }
}

@MainActor
@Suite struct AppRenderTests {
    func runtime() async throws -> AppRuntime {
        let bundle = try loadBundle(packageRoot.appendingPathComponent("Tests/Bundles/WebDemo"))
        let runtime = AppRuntime(bundle: bundle, environment: .fixed())
        runtime.register(dataSource: StubItems())
        await runtime.start()
        return runtime
    }

    @Test func theAppHasAStatusBarATitleAndATabBar() async throws {
        let page = WebRenderer().renderApp(try await runtime())
        #expect(page.title == "Browse")
        #expect(page.html.contains("class=\"statusbar\""))
        #expect(page.html.contains("<h1 class=\"large-title\">Browse</h1>"))
        #expect(occurrences(of: "role=\"tab\"", in: page.html) == 3)
        #expect(page.html.contains("class=\"tab sel\" role=\"tab\" aria-selected=\"true\""))
        #expect(page.html.contains("<span class=\"badge\">2</span>"))
        #expect(!page.html.contains("nav-back"))
    }

    @Test func theBackTitleComesFromEarlierRendersWhenKnown() async throws {
        let runtime = try await runtime()
        let first = WebRenderer().renderApp(runtime)
        let root = try #require(runtime.tabs[runtime.selectedTab].stack.top)
        #expect(first.backTitles == [root: "Browse"])
        let item: JSONValue = ["id": 1, "title": "First", "subtitle": "One", "artwork": "/demo/art/1.svg"]
        _ = try #require(await runtime.show("detail", params: ["item": item]))
        // A known title is used as is (the screen below is not resolved for it).
        var options = WebRenderOptions()
        options.backTitles = [root: "Earlier"]
        #expect(WebRenderer(options: options).renderApp(runtime).html.contains("<span>Earlier</span>"))
        #expect(WebRenderer().renderApp(runtime).html.contains("<span>Browse</span>"))
    }

    @Test func pushedScreensGetABackButtonAndSheetsCoverTheApp() async throws {
        let runtime = try await runtime()
        let item: JSONValue = ["id": 1, "title": "First", "subtitle": "One", "artwork": "/demo/art/1.svg"]
        let detail = try #require(await runtime.show("detail", params: ["item": item]))
        var page = WebRenderer().renderApp(runtime)
        #expect(page.title == "First")
        #expect(page.html.contains("data-testid=\"nav-back\""))
        #expect(page.html.contains("<span>Browse</span>"))
        #expect(page.html.contains("<h1 class=\"nav-title\">First</h1>"))
        guard let back = page.interactions.entries.first(where: { if case .back = $0.value { return true } else { return false } }) else {
            Issue.record("no back interaction")
            return
        }
        #expect(back.key > 0)

        let present = Action(.present(screen: "about", params: nil))
        await runtime.perform(BoundAction(action: present, context: DataContext()), on: detail)
        page = WebRenderer().renderApp(runtime)
        #expect(page.html.contains("<div class=\"stackview\" inert>"))
        #expect(page.html.contains("role=\"dialog\" aria-modal=\"true\" aria-label=\"About\""))
        #expect(page.interactions.entries.values.contains { if case .dismissSheet = $0 { return true } else { return false } })
    }

    @Test func tabBadgesFollowSetStateOnEnv() async throws {
        let runtime = try await runtime()
        await runtime.selectTab(2)
        let gallery = try #require(runtime.activeScreen)
        var page = WebRenderer().renderApp(runtime)
        #expect(page.html.contains("<span class=\"badge\">2</span>"))
        let add = try #require(page.interactions.entries.values.compactMap { interaction -> BoundAction? in
            if case .perform(let action, _) = interaction, case .setState = action.action.kind { return action }
            return nil
        }.first)
        await runtime.perform(add, on: gallery)
        page = WebRenderer().renderApp(runtime)
        #expect(page.html.contains("<span class=\"badge\">3</span>"))
        #expect(!page.html.contains("<span class=\"badge\">2</span>"))
    }

    @Test func theAppsColorSchemeOverridesTheSystems() async throws {
        let folder = packageRoot.appendingPathComponent("Tests/Bundles/WebDemo")
        var bundle = try loadBundle(folder)
        var decoder = SchemaDecoder()
        bundle.colorScheme = decoder.appDefinition(try JSONDocument.parse(#"{"root": "x", "colorScheme": "$.env.scheme"}"#).root).colorScheme
        let runtime = AppRuntime(bundle: bundle, environment: .fixed())
        runtime.register(dataSource: StubItems())
        await runtime.start()
        #expect(WebRenderer().renderApp(runtime).html.contains("<div class=\"phone\">"))
        let screen = try #require(runtime.activeScreen)
        await runtime.perform(BoundAction(action: Action(.setState(key: StateKey(BindingPath(dotted: "env.scheme")!), value: .constant("dark"))), context: DataContext()), on: screen)
        let page = WebRenderer().renderApp(runtime)
        #expect(page.html.contains("<div class=\"phone scheme-dark\">"))
        // Adaptive colours of the page switch with the class too.
        #expect(page.stylesheet.contains(".scheme-dark{--sdui-c0:"))
        #expect(!page.html.contains("<style"), "the page's CSS goes to the document's head")
        #expect(BaseStylesheet.css.contains(".scheme-dark{--label:#fff;"))
        #expect(WebRenderer().renderScreen(screen, of: runtime).html.contains("<div class=\"phone scheme-dark\">"))
    }

    @Test func aStandaloneScreenHasNoTabBar() async throws {
        let runtime = try await runtime()
        let id = try #require(await runtime.show("gallery"))
        let page = WebRenderer().renderScreen(id, of: runtime)
        #expect(!page.html.contains("class=\"tabbar\""))
        #expect(page.html.contains("Gallery"))
    }

    @Test func diagnosticsAreListedEscaped() {
        let html = DiagnosticsPanel.html([Diagnostic(.unknownNodeType, "unknown type '<b>'", file: "a.json", location: .init(line: 1, column: 2))])
        #expect(html.contains("The bundle has 1 error"))
        #expect(html.contains("unknown type &#39;&lt;b&gt;&#39;"))
        #expect(DiagnosticsPanel.html([]).isEmpty)
    }

    @Test func theDocumentLoadsOnlyASameOriginScript() {
        let page = PageDocument.html(title: "<t>", body: "<p>b</p>", appAttributes: [(.generation, "\"x")], scriptURL: "/_sdui/client.js")
        #expect(page.contains("<title>&lt;t&gt;</title>"))
        #expect(page.contains("data-generation=\"&quot;x\""))
        #expect(page.contains("<script src=\"/_sdui/client.js\" defer></script>"))
        #expect(!PageDocument.html(title: "", body: "", scriptURL: "https://evil.example/x.js").contains("<script"))
    }

    @Test func theBodysStylesheetGoesToTheHead() {
        let parts = PageDocument.html(title: "t", body: "<p>b</p>", stylesheet: ":root{--sdui-c0:#fff}").components(separatedBy: "</head>")
        #expect(parts.count == 2)
        #expect(parts[0].contains("<style id=\"\(WireProtocol.stylesheetID)\">:root{--sdui-c0:#fff}</style>"))
        #expect(!parts.dropFirst().joined().contains("<style"), "HTML allows <style> in the head only")
    }
}
