import Testing
import TestSupport

@testable import ViewEngine
@testable import WebRenderer

/// Inline styles bound to data reach the page as CSS, re-evaluated on every render.
@Suite struct BoundStyleRenderTests {
    @Test func aBoundFontSizeBecomesCSS() throws {
        let json = #"{"type": "text", "content": "In the beginning", "inlineStyle": {"fontSize": "$.env.settings.fontSize", "foregroundColor": "$.tint"}}"#
        let small = try renderHTML(json, data: ["env": ["settings": ["fontSize": 18]], "tint": "#112233"]).html
        #expect(small.contains("font-size:calc(18px*var(--ts-body))"))
        #expect(small.contains("color:#112233"))
        let large = try renderHTML(json, data: ["env": ["settings": ["fontSize": 28]]]).html
        #expect(large.contains("font-size:calc(28px*var(--ts-body))"))
        #expect(!large.contains("color:"))
    }

    @Test func hostileBoundValuesNeverReachTheCSS() throws {
        let json = #"{"type": "text", "content": "x", "inlineStyle": {"foregroundColor": "$.c", "fontSize": "$.s"}}"#
        let html = try renderHTML(json, data: ["c": "red;background:url(javascript:alert(1))", "s": "12px;position:fixed"]).html
        #expect(!html.contains("javascript"))
        #expect(!html.contains("position:fixed"))
    }
}
