import Testing

@testable import ViewEngine
@testable import WebRenderer

/// Modifiers in HTML: written in order, wrapping the element when SwiftUI's order and CSS's
/// box model disagree.
@Suite struct ModifierRenderTests {
    @Test func paddingThenBackgroundIsOneBoxAndTheReverseIsTwo() throws {
        let inside = try renderHTML(##"{"type": "text", "content": "x", "modifiers": [{"padding": 10}, {"background": "#FF0000"}]}"##).html
        #expect(inside.contains(##"<span class="t" style="padding:10px 10px 10px 10px;background-color:#ff0000">x</span>"##), "\(inside)")
        let outside = try renderHTML(##"{"type": "text", "content": "x", "modifiers": [{"background": "#FF0000"}, {"padding": 10}]}"##).html
        #expect(outside.contains(##"<div style="display:flex;flex-direction:column;padding:10px 10px 10px 10px"><span class="t" style="background-color:#ff0000">x</span></div>"##), "\(outside)")
    }

    @Test func repeatedModifiersAddUp() throws {
        let html = try renderHTML(##"{"type": "text", "content": "x", "modifiers": [{"padding": 4}, {"background": "#FF0000"}, {"padding": 4}, {"background": "#0000FF"}]}"##).html
        #expect(occurrences(of: "<div", in: html) == 1)
        #expect(html.contains("padding:4px 4px 4px 4px;background-color:#0000ff\"><span class=\"t\" style=\"padding:4px 4px 4px 4px;background-color:#ff0000\""), "\(html)")
    }

    @Test func effectsComposeOnOneBoxUntilOrderWouldChangeTheResult() throws {
        let html = try renderHTML(##"{"type": "text", "content": "x", "modifiers": [{"blur": 2}, {"grayscale": 1}, {"rotationEffect": {"degrees": 90}}, {"scaleEffect": 2}]}"##).html
        #expect(html.contains("filter:blur(2px) grayscale(1);transform:scale(2,2) rotate(90deg)"), "\(html)")
        let blurAfterScale = try renderHTML(##"{"type": "text", "content": "x", "modifiers": [{"scaleEffect": 2}, {"blur": 2}]}"##).html
        #expect(blurAfterScale.contains(##"<div style="display:flex;flex-direction:column;filter:blur(2px)"><span class="t" style="transform:scale(2,2)">"##), "\(blurAfterScale)")
        let shadowAfterClip = try renderHTML(##"{"type": "text", "content": "x", "modifiers": [{"clipShape": "circle"}, {"shadow": {"radius": 3}}]}"##).html
        #expect(shadowAfterClip.contains(##"filter:drop-shadow(0px 0px 3px #00000055)"><span class="t" style="clip-path:circle(closest-side)">"##), "\(shadowAfterClip)")
    }

    @Test func viewsAndGradientsAsBackgroundsAndOverlays() throws {
        let html = try renderHTML(###"""
            {"type": "text", "content": "x", "modifiers": [
              {"background": {"linearGradient": {"colors": ["#FF0000", "#0000FF"], "startPoint": "leading", "endPoint": "trailing"}}},
              {"overlay": {"content": {"view": {"type": "text", "content": "NEW"}}, "alignment": "topTrailing"}}
            ]}
            """###).html
        #expect(html.contains("background-image:linear-gradient(90deg,#ff0000,#0000ff)"), "\(html)")
        #expect(html.contains(##"<div style="position:absolute;inset:0;display:flex;flex-direction:column;align-items:flex-end;justify-content:flex-start"><span class="t">NEW</span></div>"##), "\(html)")
    }

    @Test func textAttributesAreInheritedAndTheInnermostWins() throws {
        let html = try renderHTML(##"{"type": "vstack", "modifiers": [{"foregroundColor": "#00FF00"}, {"foregroundColor": "#FF0000"}, {"bold": true}], "children": [{"type": "text", "content": "x"}]}"##).html
        #expect(html.contains("color:#00ff00;--fg:#00ff00;font-weight:700"), "\(html)")
        #expect(!html.contains("#ff0000"))
    }

    @Test func inputModifiersReachTheFieldsInside() throws {
        let html = try renderHTML(##"{"type": "vstack", "modifiers": [{"keyboardType": "emailAddress"}, {"textContentType": "emailAddress"}, {"submitLabel": "go"}], "children": [{"type": "text_field", "placeholder": "Email", "binding": "$.email", "modifiers": [{"submitLabel": "send"}]}]}"##).html
        #expect(html.contains(##"inputmode="email""##), "\(html)")
        #expect(html.contains(##"autocomplete="email""##))
        #expect(html.contains(##"enterkeyhint="send""##), "the field's own setting wins")
    }

    @Test func gesturesAndAccessibilityBecomeAttributes() throws {
        let page = try renderHTML(##"{"type": "text", "content": "x", "modifiers": [{"onTapGesture": {"actionType": "reload"}}, {"accessibilityHeading": "h2"}, {"accessibilityIdentifier": "title"}, {"redacted": "placeholder"}]}"##)
        #expect(page.html.contains(##"data-action="1""##), "\(page.html)")
        #expect(page.html.contains(##"role="heading""##) && page.html.contains(##"aria-level="2""##))
        #expect(page.html.contains(##"data-testid="title""##))
        #expect(page.html.contains("m-redacted") && page.stylesheet.contains(".m-redacted .t"), "the rule comes with the page")
    }

    @Test func anAccessibilityValueIsValueTextOnlyOnARangeWidget() throws {
        // ARIA allows aria-valuetext on range roles only: a text reads its value as hidden text.
        let text = try renderHTML(##"{"type": "text", "content": "Rating", "modifiers": [{"accessibilityValue": "3 of 5"}]}"##)
        #expect(!text.html.contains("aria-valuetext"), "\(text.html)")
        #expect(text.html.contains(##"<span class="m-sr">, 3 of 5</span>"##), "\(text.html)")
        #expect(text.stylesheet.contains(".m-sr,"), "the rule that hides it comes with the page")
        let slider = try renderHTML(##"{"type": "slider", "binding": "$.v", "modifiers": [{"accessibilityValue": "loud"}]}"##).html
        #expect(slider.contains(##"aria-valuetext="loud""##), "\(slider)")
        #expect(!slider.contains("m-sr"))
    }
}
