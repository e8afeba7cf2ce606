import Testing
import TestSupport

@testable import ViewEngine
@testable import WebRenderer

/// Toggles, sliders and pickers as HTML: roles and states for assistive technology, one
/// `setValue` interaction each, and the values a tap sends.
@Suite struct ControlRenderTests {
    func interaction(_ page: RenderedPage, _ id: Int) -> (binding: String, accepts: AcceptedValue, hasOnChange: Bool)? {
        guard case .setValue(let binding, _, let accepts, let onChange)? = page.interactions[id] else { return nil }
        return (binding.description, accepts, onChange != nil)
    }

    @Test func aToggleIsASwitchThatSendsTheOppositeValue() throws {
        let page = try renderHTML(
            #"{"type": "toggle", "props": {"label": "Verse numbers", "binding": "$.on", "onChange": {"actionType": "reload"}}}"#, data: ["on": true])
        #expect(page.html.contains(
            #"<button class="toggle xs" type="button" role="switch" aria-checked="true" data-set="1" data-value="false" data-key="control:1:$.on"><span class="t">Verse numbers</span><span class="switch" aria-hidden="true"></span></button>"#))
        let setter = try #require(interaction(page, 1))
        #expect(setter.binding == "$.on")
        #expect(setter.accepts == .bool)
        #expect(setter.hasOnChange)
        let off = try renderHTML(#"{"type": "toggle", "props": {"label": "x", "binding": "$.on"}}"#).html
        #expect(off.contains(#"aria-checked="false" data-set="1" data-value="true""#))
    }

    @Test func aSliderIsARangeInputWithItsBoundsAndFill() throws {
        let page = try renderHTML(#"{"type": "slider", "props": {"binding": "$.size", "min": 12, "max": 32, "step": 2, "label": "Text size"}}"#, data: ["size": 17])
        #expect(page.html.contains(
            #"<input class="slider xs" style="--pct:25%" type="range" min="12" max="32" step="2" value="17" aria-label="Text size" data-set="1" data-key="control:1:$.size">"#))
        #expect(interaction(page, 1)?.accepts == .number(minimum: 12, maximum: 32, step: 2))
        let continuous = try renderHTML(#"{"type": "slider", "props": {"binding": "$.v"}}"#).html
        #expect(continuous.contains(#"min="0" max="1" step="any" value="0""#))
    }

    @Test func aSegmentedPickerIsARadioGroup() throws {
        let json = #"{"type": "picker", "props": {"binding": "$.t", "label": "Translation", "pickerStyle": "segmented", "options": [{"title": "WEB", "value": "web"}, {"title": "KJV", "value": "kjv"}]}}"#
        let page = try renderHTML(json, data: ["t": "kjv"])
        #expect(page.html.contains(#"<div class="seg xs" role="radiogroup" aria-label="Translation">"#))
        #expect(page.html.contains(
            #"<button class="seg-item" type="button" role="radio" aria-checked="false" data-set="1" data-value="&quot;web&quot;" data-key="control:1:$.t"><span>WEB</span></button>"#))
        #expect(page.html.contains(#"<button class="seg-item sel" type="button" role="radio" aria-checked="true" data-set="1" data-value="&quot;kjv&quot;"><span>KJV</span></button>"#))
        #expect(page.interactions.count == 1, "one interaction for the whole picker")
        #expect(interaction(page, 1)?.accepts == .oneOf(["web", "kjv"]))
    }

    @Test func aMenuPickerIsASelectOfJSONValues() throws {
        let json = #"{"type": "picker", "props": {"binding": "$.size", "label": "Size", "options": [{"title": "Small", "value": 16}, {"title": "Large", "value": {"pt": 24}}]}}"#
        let html = try renderHTML(json, data: ["size": ["pt": 24]]).html
        #expect(html.contains(#"<label class="picker-menu xs"><span class="t" aria-hidden="true">Size</span><span class="picker-value">"#
            + #"<span class="picker-shown" aria-hidden="true">Large</span><select data-set="1" data-key="control:1:$.size" aria-label="Size">"#))
        #expect(html.contains(#"<option value="16">Small</option><option value="{&quot;pt&quot;:24}" selected="">Large</option></select>"#))
        let nothingChosen = try renderHTML(json, data: ["size": 99]).html
        #expect(nothingChosen.contains(#"<span class="picker-shown" aria-hidden="true">—</span>"#))
        #expect(nothingChosen.contains(#"<option value="" disabled="" selected="">—</option>"#))
    }

    @Test func aFieldsPlaceholderIsAlsoWrittenAsTextForAccessibilitySizes() throws {
        let json = #"{"type": "search_bar", "props": {"binding": "$.q", "placeholder": "Find <it> & more"}}"#
        let html = try renderHTML(json, data: ["q": ""]).html
        #expect(html.contains(#"placeholder="Find &lt;it&gt; &amp; more""#))
        // The text follows the input in one cell, hidden from assistive technology, which reads
        // the input's own placeholder and label.
        #expect(html.contains(#"<span class="field-hint" aria-hidden="true">Find &lt;it&gt; &amp; more</span></span></form>"#), "\(html)")
        let bare = try renderHTML(#"{"type": "text_field", "props": {"binding": "$.q"}}"#, data: ["q": ""]).html
        #expect(bare.contains(#"<span class="field-text"><input"#) && !bare.contains("field-hint"), "\(bare)")
    }

    @Test func anInlinePickerMarksTheChosenRowWithACheckmark() throws {
        let json = #"{"type": "picker", "props": {"binding": "$.a", "pickerStyle": "inline", "options": ["System", "Light", "Dark"]}}"#
        let html = try renderHTML(json, data: ["a": "Light"]).html
        #expect(html.contains(#"<div class="picker-inline xs" role="radiogroup">"#))
        #expect(occurrences(of: "role=\"radio\"", in: html) == 3)
        #expect(occurrences(of: "<svg", in: html) == 1)
        #expect(html.contains(#"aria-checked="true" data-set="1" data-value="&quot;Light&quot;"><span class="t">Light</span><span class="icon" aria-hidden="true"><svg"#))
    }

    @Test func withoutAScreenControlsAreDisabled() throws {
        let html = try renderHTML(#"{"type": "toggle", "props": {"label": "x", "binding": "$.on"}}"#, screen: nil).html
        #expect(html.contains("disabled=\"\""))
        #expect(!html.contains("data-set"))
    }
}

/// The host writes only values the control could have produced.
@Suite struct AcceptedValueTests {
    @Test func aSwitchTakesOnlyBooleans() throws {
        #expect(try AcceptedValue.bool.accept(true) == true)
        #expect(throws: RejectedValue.self) { try AcceptedValue.bool.accept("true") }
        #expect(throws: RejectedValue.self) { try AcceptedValue.bool.accept(1) }
    }

    @Test func aSliderTakesNumbersInRangeSnappedToItsStep() throws {
        let slider = AcceptedValue.number(minimum: 12, maximum: 32, step: 2)
        #expect(try slider.accept(17.2) == 18)
        #expect(try slider.accept(32) == 32)
        #expect(try AcceptedValue.number(minimum: 0, maximum: 1, step: nil).accept(0.37) == 0.37)
        do {
            _ = try slider.accept(40)
            Issue.record("40 is out of range")
        } catch {
            #expect(error.description == "40 is outside the slider's range 12…32")
        }
        #expect(throws: RejectedValue.self) { try slider.accept("20") }
        #expect(throws: RejectedValue.self) { try slider.accept(nil) }
    }

    @Test func aPickerTakesOnlyItsOptionsValues() throws {
        let picker = AcceptedValue.oneOf(["web", 2, ["id": 3]])
        #expect(try picker.accept(["id": 3]) == ["id": 3])
        #expect(try picker.accept(2) == 2)
        do {
            _ = try picker.accept("<script>")
            Issue.record("not an option")
        } catch {
            #expect(error.description == "\"<script>\" is not one of the picker's options")
        }
    }
}

/// Rows of a list with swipe actions: each row wrapped with its named buttons.
@Suite struct SwipeActionRenderTests {
    let json = #"""
        {"type": "vstack", "children": [{"type": "list", "props": {"items": "$.rows", "itemTemplate": {"type": "text", "props": {"content": "$.item.name"}},
          "swipeActions": [{"title": "Delete ${$.item.name}", "icon": "trash", "role": "destructive", "action": {"actionType": "setState", "key": "gone", "value": "$.item.name"}}, {"title": "Pin", "action": {"actionType": "dismiss"}}]}}]}
        """#

    @Test func eachRowHasItsNamedButtons() throws {
        let page = try renderHTML(json, data: ["rows": [["name": "A"], ["name": "B"]]])
        #expect(occurrences(of: "<div class=\"swipe-row\" data-swipe=\"\">", in: page.html) == 2)
        #expect(page.html.contains(
            #"<div class="swipe-row" data-swipe=""><span class="t">B</span><div class="swipe-actions"><button class="swipe-btn destructive" type="button" aria-label="Delete B" data-action="3"><span class="icon" aria-hidden="true"><svg"#))
        #expect(page.html.contains(#"<button class="swipe-btn" type="button" aria-label="Pin" data-action="4"><span class="swipe-title" aria-hidden="true">Pin</span></button>"#))
        guard case .perform(let action, _)? = page.interactions[3] else {
            Issue.record("no action")
            return
        }
        guard case .setState(_, let value) = action.action.kind else { return }
        #expect(value.evaluate(in: action.context, environment: .fixed()) == "B")
    }

    @Test func titlesAreEscaped() throws {
        let html = try renderHTML(json, data: ["rows": [["name": "<img src=x onerror=alert(1)>\""]]]).html
        #expect(html.contains("aria-label=\"Delete &lt;img src=x onerror=alert(1)&gt;&quot;\""))
        #expect(!html.contains("<img src=x"))
    }

    @Test func listsWithoutSwipeActionsAreUnchanged() throws {
        let html = try renderHTML(#"{"type": "vstack", "children": [{"type": "list", "props": {"items": "$.rows", "itemTemplate": {"type": "text", "props": {"content": "$.item"}}}}]}"#, data: ["rows": ["a"]]).html
        #expect(!html.contains("swipe"))
    }
}
