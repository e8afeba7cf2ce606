import Testing
import TestSupport

@testable import ViewEngine
@testable import WebRenderer

/// Labels of buttons, menus, share links and disclosure groups hold phrasing content only, as
/// HTML requires inside `<button>` and `<summary>`: block elements become `<span data-block>`.
@Suite struct PhrasingMarkupTests {
    /// The markup between the first `<open` and its element's end (no nesting of the same tag).
    func inside(_ html: String, _ open: String, _ close: String) throws -> String {
        let start = try #require(html.range(of: open))
        let end = try #require(html.range(of: close, range: start.upperBound..<html.endIndex))
        return String(html[start.upperBound..<end.lowerBound])
    }

    @Test func blockElementsBecomeSpansThatKeepTheirAttributes() {
        let html = #"<div class="v" style="gap:4px"><section class="s"><span class="t">a &lt;div&gt;</span></section><header></header></div>"#
        #expect(PhrasingMarkup.phrasing(html)
            == #"<span data-block class="v" style="gap:4px"><span data-block class="s"><span class="t">a &lt;div&gt;</span></span><span data-block></span></span>"#)
    }

    @Test func otherTagsAndTextStayAsTheyAre() {
        let html = #"<details><summary>x</summary></details><divider></divider><svg viewBox="0 0 1 1"><path d="M0"/></svg><h2>t</h2>plain"#
        #expect(PhrasingMarkup.phrasing(html) == html)
        #expect(PhrasingMarkup.phrasing("no markup") == "no markup")
    }

    @Test func aButtonWithACardLabelHoldsNoDiv() throws {
        let json = #"{"type": "button", "label": {"type": "vstack", "children": [{"type": "hstack", "children": [{"type": "text", "content": "Title"}]}, {"type": "text", "content": "Subtitle"}]}}"#
        let label = try inside(try renderHTML(json).html, "<button", "</button>")
        #expect(!label.contains("<div"), "\(label)")
        #expect(label.contains(#"<span data-block class="v""#), "\(label)")
        #expect(label.contains("Subtitle"))
    }

    @Test func aMenuAndADisclosureGroupLabelHoldNoDiv() throws {
        let stack = #"{"type": "vstack", "children": [{"type": "text", "content": "More"}]}"#
        let menu = try renderHTML(#"{"type": "menu", "label": \#(stack), "children": [{"type": "button", "label": "One"}]}"#).html
        #expect(!(try inside(menu, "<button", "</button>")).contains("<div"), "\(menu)")
        let group = try renderHTML(#"{"type": "disclosure_group", "label": \#(stack), "children": [{"type": "text", "content": "x"}]}"#).html
        #expect(!(try inside(group, "<summary", "</summary>")).contains("<div"), "\(group)")
    }
}
