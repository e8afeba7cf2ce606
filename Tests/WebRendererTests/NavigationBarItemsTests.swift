import Foundation
import Testing
import TestSupport

@testable import ViewEngine
@testable import WebRenderer

/// A screen's `toolbar` items in the preview's navigation bar, where iOS puts them: Cancel
/// leading and Done trailing in a sheet, a principal view in the title's place.
@MainActor
@Suite struct NavigationBarItemsTests {
    func page(_ screen: String) throws -> String {
        let files = [
            "app.json": #"{"name": "Sheet", "root": "edit"}"#,
            "screens/edit.json": screen,
        ]
        let bundle = BundleLoader().load(files: files.mapValues { Data($0.utf8) }, name: "Sheet")
        #expect(bundle.diagnostics.isEmpty, "\(bundle.diagnostics.all)")
        let runtime = AppRuntime(bundle: bundle, environment: .fixed())
        return WebRenderer().renderScreen(try #require(runtime.activeScreen), of: runtime).html
    }

    static func item(_ placement: String, _ label: String) -> String {
        #"{"toolbar": {"placement": "\#(placement)", "content": {"type": "button", "label": "\#(label)", "action": {"actionType": "dismiss"}}}}"#
    }

    @Test func cancelGoesLeadingAndDoneTrailing() throws {
        let html = try page(#"{"type": "screen", "title": "New expense", "titleDisplayMode": "inline", "modifiers": [\#(Self.item("cancellationAction", "Cancel")), \#(Self.item("confirmationAction", "Done"))]}"#)
        let leading = try #require(html.firstMatch(of: /<div class="nav-leading">(.*?)<\/div><h1 class="nav-title">/)).1
        let trailing = try #require(html.firstMatch(of: /<div class="nav-trailing">(.*?)<\/div><\/header>/)).1
        #expect(leading.contains(">Cancel<"), "\(leading)")
        #expect(!leading.contains("Done"))
        #expect(trailing.contains(">Done<"), "\(trailing)")
        #expect(html.contains("<h1 class=\"nav-title\">New expense</h1>"))
    }

    @Test func topBarLeadingItemsKeepTheirOrder() throws {
        let html = try page(#"{"type": "screen", "title": "T", "modifiers": [\#(Self.item("topBarLeading", "One")), \#(Self.item("cancellationAction", "Two"))]}"#)
        let leading = try #require(html.firstMatch(of: /<div class="nav-leading">(.*?)<\/div><(h1|div) class="nav-title">/)).1
        let one = try #require(leading.range(of: ">One<"))
        let two = try #require(leading.range(of: ">Two<"))
        #expect(one.lowerBound < two.lowerBound)
    }

    @Test func aPrincipalItemTakesTheTitlesPlace() throws {
        let principal = #"{"toolbar": {"placement": "principal", "content": {"type": "text", "content": "Centre"}}}"#
        let html = try page(#"{"type": "screen", "title": "Hidden", "titleDisplayMode": "inline", "modifiers": [\#(principal)]}"#)
        let title = try #require(html.firstMatch(of: /<div class="nav-title">(.*?)<\/div><div class="nav-trailing">/)).1
        #expect(title.contains("Centre"), "\(title)")
        #expect(!html.contains(">Hidden<"))
    }
}
