import Testing

@testable import ViewEngine
@testable import WebRenderer

/// Presentation, navigation and style modifiers: what they draw in the browser, read from the
/// state paths they are bound to.
@Suite struct PresentationModifierTests {
    let alert = ##"{"type": "text", "content": "x", "modifiers": [{"alert": {"title": "Delete?", "isPresented": "$.ask", "message": "Gone for good.", "buttons": [{"title": "Delete", "role": "destructive", "action": {"actionType": "reload"}}, {"title": "Keep", "role": "cancel"}]}}]}"##

    @Test func anAlertIsDrawnOnlyWhileItsStateIsTrue() throws {
        let hidden = try renderHTML(alert, data: ["ask": false]).html
        #expect(!hidden.contains("m-alert"), "\(hidden)")
        let shown = try renderHTML(alert, data: ["ask": true]).html
        #expect(shown.contains(##"role="alertdialog""##) && shown.contains(##"aria-label="Delete?""##), "\(shown)")
        #expect(shown.contains("<p class=\"m-alert-message\">Gone for good.</p>"))
        #expect(shown.contains(##"class="btn tint destructive""##) && shown.contains(">Delete</button>") && shown.contains(">Keep</button>"))
    }

    @Test func aLayerOnAButtonIsWrittenOutsideIt() throws {
        let html = try renderHTML(##"{"type": "button", "label": "Ask", "modifiers": [{"alert": {"title": "Sure?", "isPresented": "$.ask"}}]}"##, data: ["ask": true]).html
        let closing = try #require(html.range(of: "</button><div class=\"sheet-layer m-dialog-layer\""), "a button cannot hold the alert's buttons: \(html)")
        #expect(!html[..<closing.lowerBound].contains("alertdialog"))
    }

    @Test func aSheetModifierDrawsItsContentWithItsDetent() throws {
        let json = ##"{"type": "button", "label": "Show", "modifiers": [{"sheet": {"isPresented": "$.open", "content": {"type": "text", "content": "Inside", "modifiers": [{"presentationDetents": ["medium", "large"]}, {"presentationDragIndicator": "hidden"}]}}}]}"##
        #expect(!(try renderHTML(json, data: ["open": false]).html.contains("Inside")))
        let html = try renderHTML(json, data: ["open": true]).html
        #expect(html.contains(##"<div class="sheet-card m-medium" role="dialog" aria-modal="true">"##), "\(html)")
        #expect(html.contains("Inside") && !html.contains("grabber"), "a hidden drag indicator removes the grabber")
    }

    @Test func styleModifiersReachTheControlsInside() throws {
        let page = try renderHTML(##"{"type": "vstack", "modifiers": [{"buttonStyle": "borderedProminent"}, {"pickerStyle": "segmented"}], "children": [{"type": "button", "label": "Go"}, {"type": "picker", "binding": "$.c", "options": ["A", "B"], "pickerStyle": "menu"}]}"##)
        #expect(page.html.contains("m-bs-borderedProminent"), "\(page.html)")
        #expect(page.stylesheet.contains(".m-bs-borderedProminent .btn"), "the rule comes with the page")
        #expect(page.html.contains("seg-item") && !page.html.contains("<select"), "the modifier wins over the node: \(page.html)")
    }

    @Test func searchableWritesToItsStatePath() throws {
        let html = try renderHTML(##"{"type": "text", "content": "x", "modifiers": [{"searchable": {"text": "$.query", "prompt": "Find"}}]}"##, data: ["query": "abc"]).html
        #expect(html.contains(##"type="search""##) && html.contains(##"value="abc""##) && html.contains(##"placeholder="Find""##), "\(html)")
    }
}
