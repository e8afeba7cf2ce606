import Testing
import TestSupport

@testable import ViewEngine
@testable import WebRenderer

/// Transitions reach the page as data attributes the client compares between renders.
@Suite struct TransitionRenderTests {
    @Test func animatedNodesCarryKindKeyAndPlace() throws {
        let json = #"{"type": "vstack", "children": [{"type": "text", "content": "$.t", "transition": "slide", "animationKey": "$.k"}]}"#
        let html = try renderHTML(json, data: ["t": "Verse", "k": "John \"3:16\" <b>"]).html
        #expect(html.contains(#"<span class="t" data-transition="slide" data-anim-key="John &quot;3:16&quot; &lt;b&gt;" data-anim-path="1/0">Verse</span>"#))
        #expect(!(try renderHTML(#"{"type": "text", "content": "x"}"#).html.contains("data-anim")))
        #expect(BaseStylesheet.css.contains(".sdui-enter-slide{animation:sdui-enter-slide"))
    }
}
