import Testing
import TestSupport

@testable import ViewEngine
@testable import WebRenderer

/// The newer controls as HTML: what each element sends, and the values its interaction
/// accepts.
@Suite struct ValueControlRenderTests {
    func accepts(_ page: RenderedPage, _ id: Int) -> AcceptedValue? {
        guard case .setValue(_, _, let accepts, _)? = page.interactions[id] else { return nil }
        return accepts
    }

    @Test func aStepperIsANamedGroupOfTwoButtonsSendingTheirValues() throws {
        let page = try renderHTML(#"{"type": "stepper", "label": "Guests: 2", "binding": "$.n", "max": 2}"#, data: ["n": 2])
        #expect(page.html.contains(#"<div class="stepper xs" role="group" aria-label="Guests: 2">"#))
        #expect(page.html.contains(
            #"<button type="button" aria-label="Decrement" data-set="1" data-value="1" data-key="control:1:$.n:-">−</button><button type="button" aria-label="Increment" disabled="">+</button>"#))
        #expect(accepts(page, 1) == .step(from: 2, to: [1]))
    }

    @Test func aMultiSelectPickerIsAGroupOfCheckboxRowsSendingTheirPositions() throws {
        let page = try renderHTML(#"{"type": "multi_picker", "label": "Toppings", "binding": "$.t", "options": ["a", "b"]}"#, data: ["t": ["b"]])
        #expect(page.html.contains(#"<button class="picker-row" type="button" role="checkbox" aria-checked="false" data-set="1" data-value="0" data-key="control:1:$.t:0">"#))
        #expect(page.html.contains(#"aria-checked="true" data-set="1" data-value="1" data-key="control:1:$.t:1">"#))
        guard case .flipOption(let binding, _, let flip, let onChange)? = page.interactions[1] else {
            Issue.record("not an option flip")
            return
        }
        #expect(binding.description == "$.t" && flip.values == ["a", "b"] && onChange == nil && page.interactions.count == 1)
    }

    @Test func aTextEditorIsATextareaThatSendsItsTextLikeAField() throws {
        let page = try renderHTML(#"{"type": "text_editor", "binding": "$.notes", "label": "Notes"}"#, data: ["notes": "\nA <b>"])
        // The leading newline is the parser's to drop, so the text's own first line survives.
        #expect(page.html.contains(#"<textarea class="text-editor xs" aria-label="Notes" rows="4" autocomplete="off" data-field="1" data-key="field:1:$.notes">"# + "\n\nA &lt;b&gt;</textarea>"))
        guard case .editText(let binding, _, let onSubmit, _, _)? = page.interactions[1] else {
            Issue.record("not a text edit")
            return
        }
        #expect(binding.description == "$.notes" && onSubmit == nil)
    }

    /// A bound key that picks nothing (here a missing `$.i`; a fraction or a boolean would do
    /// too) leaves the control writing nowhere: every kind is drawn disabled and registers
    /// nothing to send, while the same control with a key that picks an element is live.
    @Test(arguments: [
        #"{"type": "toggle", "label": "Done", "binding": "$.rows[$.i].on"}"#,
        #"{"type": "slider", "binding": "$.rows[$.i].n", "min": 0, "max": 9}"#,
        #"{"type": "picker", "binding": "$.rows[$.i].n", "options": [1, 2], "style": "menu"}"#,
        #"{"type": "picker", "binding": "$.rows[$.i].n", "options": [1, 2], "style": "segmented"}"#,
        #"{"type": "picker", "binding": "$.rows[$.i].n", "options": [1, 2], "style": "inline"}"#,
        #"{"type": "stepper", "label": "N", "binding": "$.rows[$.i].n"}"#,
        #"{"type": "text_field", "binding": "$.rows[$.i].t"}"#,
        #"{"type": "text_editor", "binding": "$.rows[$.i].t"}"#,
        #"{"type": "date_picker", "binding": "$.rows[$.i].d"}"#,
        #"{"type": "color_picker", "label": "Tint", "binding": "$.rows[$.i].c"}"#,
        #"{"type": "multi_picker", "binding": "$.rows[$.i].m", "options": ["a"]}"#,
    ])
    func aControlWhoseKeyPicksNothingIsDisabled(_ json: String) throws {
        let rows: JSONValue = [["on": true, "n": 1, "t": "x", "d": "2026-01-02", "c": "#ff0000", "m": ["a"]]]
        let missing = try renderHTML(json, data: ["rows": rows])
        let found = try renderHTML(json, data: ["rows": rows, "i": 0])
        #expect(missing.interactions.count == 0)
        // More than a disabled placeholder option: the control itself.
        #expect(occurrences(of: #"disabled="""#, in: missing.html) > occurrences(of: #"disabled="""#, in: found.html), "\(missing.html)")
        #expect(found.interactions.count == 1)
        #expect(!found.html.contains(#"disabled="""#))
    }
}
