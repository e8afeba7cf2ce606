import Testing

@testable import ViewEngine
@testable import WebRenderer

/// What lets a `dir="rtl"` page mirror: leading and trailing written as logical CSS (the page's
/// direction decides the side), and symbols that point left or right marked to flip.
@Suite struct RightToLeftRenderTests {
    @Test func unequalLeadingAndTrailingPaddingIsLogical() throws {
        let modifier = try renderHTML(##"{"type": "text", "content": "x", "modifiers": [{"padding": {"top": 1, "bottom": 2, "leading": 20, "trailing": 4}}]}"##).html
        #expect(modifier.contains("padding-block:1px 2px;padding-inline:20px 4px"), "\(modifier)")
        #expect(!modifier.contains("padding:1px"), "\(modifier)")
        let style = try renderHTML(##"{"type": "text", "content": "x", "inlineStyle": {"padding": {"leading": 12}}}"##).html
        #expect(style.contains("padding-block:0px 0px;padding-inline:12px 0px"), "\(style)")
    }

    @Test func equalLeadingAndTrailingPaddingKeepsTheShortForm() throws {
        let html = try renderHTML(##"{"type": "text", "content": "x", "modifiers": [{"padding": {"horizontal": 16, "vertical": 8}}]}"##).html
        #expect(html.contains("padding:8px 16px 8px 16px"), "\(html)")
        #expect(!html.contains("padding-inline"), "\(html)")
    }

    @Test func leadingAndTrailingTextAlignmentFollowTheReadingDirection() throws {
        let leading = try renderHTML(##"{"type": "text", "content": "x", "modifiers": [{"multilineTextAlignment": "leading"}]}"##).html
        #expect(leading.contains("text-align:start"), "\(leading)")
        let trailing = try renderHTML(##"{"type": "text", "content": "x", "inlineStyle": {"textAlignment": "trailing"}}"##).html
        #expect(trailing.contains("text-align:end"), "\(trailing)")
        #expect(!leading.contains("text-align:left") && !trailing.contains("text-align:right"))
    }

    @Test func symbolsThatPointLeftOrRightAreMarkedToFlip() throws {
        for symbol in ["chevron.right", "chevron.forward", "arrow.left"] {
            let html = try renderHTML(#"{"type": "image", "source": "\#(symbol)"}"#).html
            #expect(html.contains(#"<svg class="rtl-flip""#), "\(symbol): \(html)")
        }
        for symbol in ["heart.fill", "chevron.down", "arrow.left.arrow.right"] {
            let html = try renderHTML(#"{"type": "image", "source": "\#(symbol)"}"#).html
            #expect(!html.contains("rtl-flip"), "\(symbol): \(html)")
        }
    }

    @Test func theBackButtonsChevronFlipsAndTheStylesheetFlipsItUnderDirRTL() {
        #expect(NodeWriter.icon("chevron.left").hasPrefix(#"<svg class="rtl-flip""#))
        #expect(BaseStylesheet.css.contains("[dir=rtl] .rtl-flip{transform:scaleX(-1)}"))
        #expect(BaseStylesheet.css.contains("[dir=rtl] .swipe-row.swiped>:first-child{transform:translateX(var(--swipe-w,0px))}"))
        #expect(BaseStylesheet.css.contains(".swipe-actions{position:absolute;top:0;inset-inline-end:0;"))
    }
}
