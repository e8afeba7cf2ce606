import Foundation
import Testing
import TestSupport

@testable import ViewEngine
@testable import WebRenderer

/// Theme `accentColor` (light and dark) becomes the page's `--accent`, which the back button,
/// the selected tab, toolbar items and controls are drawn in.
@MainActor
@Suite struct AccentColorRenderTests {
    func runtime(theme: String?) async throws -> AppRuntime {
        var bundle = try loadBundle(packageRoot.appendingPathComponent("Tests/Bundles/WebDemo"))
        if let theme {
            var decoder = SchemaDecoder()
            bundle.theme = decoder.theme(try JSONDocument.parse(theme).root)
            #expect(decoder.diagnostics.isEmpty)
        }
        let runtime = AppRuntime(bundle: bundle, environment: .fixed())
        runtime.register(dataSource: StubItems())
        await runtime.start()
        return runtime
    }

    @Test func anAdaptiveAccentSetsTheAccentVariableInBothSchemes() async throws {
        let runtime = try await runtime(theme: ##"{"colors": {"accentColor": {"light": "#C2410C", "dark": "#FB923C"}}}"##)
        let page = WebRenderer().renderApp(runtime)
        let variable = try #require(page.html.firstMatch(of: /<div class="phone" style="--accent:var\((--sdui-c\d+)\)">/)).1
        #expect(page.stylesheet.contains(":root{\(variable):#c2410c;"))
        #expect(page.stylesheet.contains(".scheme-dark{\(variable):#fb923c;"))
        // The chrome that follows the accent reads the variable.
        #expect(BaseStylesheet.css.contains(".tab.sel{color:var(--accent)}"))
        #expect(BaseStylesheet.css.contains(".back{display:flex;align-items:center;gap:2px;color:var(--accent)"))
        #expect(BaseStylesheet.css.contains(".nav-trailing{justify-self:end;display:flex;gap:16px;align-items:center;color:var(--accent)"))
        let screen = try #require(runtime.activeScreen)
        #expect(WebRenderer().renderScreen(screen, of: runtime).html.contains("<div class=\"phone\" style=\"--accent:var(--sdui-c"))
    }

    @Test func aFixedAccentIsWrittenAsItsValue() async throws {
        let runtime = try await runtime(theme: ##"{"colors": {"accentColor": "#16A34A"}}"##)
        let html = WebRenderer().renderApp(runtime).html
        #expect(html.contains("<div class=\"phone\" style=\"--accent:#16a34a"))
    }

    @Test func withoutAnAccentThePhoneKeepsTheSystemBlue() async throws {
        let html = WebRenderer().renderApp(try await runtime(theme: nil)).html
        #expect(html.contains("<div class=\"phone\">"))
        #expect(!html.contains("--accent:"))
    }
}
