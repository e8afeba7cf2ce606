import Testing
import TestSupport

@testable import ViewEngine

/// The newer controls — stepper, secure field, text editor, date and colour pickers, the
/// multi-select picker — decoded, resolved against state, and the values each lets a host write.
@Suite struct ValueControlTests {
    func resolve(_ json: String, data: JSONValue, issues: RuntimeIssueLog = RuntimeIssueLog()) throws -> RenderNode.Content? {
        try TestSupport.resolve(json: json, data: data, issues: issues)?.content
    }

    @Test func aStepperOffersOneStepEachWayInsideItsRange() throws {
        let json = #"{"type": "stepper", "label": "Guests", "binding": "$.guests", "min": 1, "max": 4, "step": 2}"#
        guard case .stepper(let low)? = try resolve(json, data: [:]) else {
            Issue.record("not a stepper")
            return
        }
        #expect(low.value == 1, "a missing value starts at the minimum")
        #expect(low.decremented == nil && low.incremented == 3)
        #expect(low.accepts == .step(from: 1, to: [3]))
        guard case .stepper(let high)? = try resolve(json, data: ["guests": 3]) else { return }
        #expect(high.decremented == 1 && high.incremented == 4, "the step stops at the maximum")
        guard case .stepper(let clamped)? = try resolve(json, data: ["guests": 99]) else { return }
        #expect(clamped.value == 4 && clamped.incremented == nil)
        guard case .stepper(let open)? = try resolve(#"{"type": "stepper", "binding": "$.n"}"#, data: ["n": -7]) else { return }
        #expect(open.decremented == -8 && open.incremented == -6, "without a range it goes on both ways")
        guard case .stepper(let huge)? = try resolve(#"{"type": "stepper", "binding": "$.n", "step": 1e308}"#, data: ["n": 1e308]) else { return }
        #expect(huge.incremented == nil && huge.decremented == 0, "a step past the largest number offers nothing, never infinity")
    }

    @Test func decimalStepsLandOnDecimalsAndReachTheMaximum() throws {
        let json = #"{"type": "stepper", "binding": "$.x", "min": 0, "max": 1, "step": 0.1}"#
        var value = 0.0
        for _ in 0..<10 {
            guard case .stepper(let stepper)? = try resolve(json, data: ["x": .number(value)]), let next = stepper.incremented else {
                Issue.record("no step up from \(value)")
                return
            }
            value = next
        }
        #expect(value == 1, "ten presses of 0.1 from 0; binary sums would give 0.9999999999999999")
        guard case .stepper(let top)? = try resolve(json, data: ["x": 1]) else { return }
        #expect(top.incremented == nil && top.decremented == 0.9)
        guard case .stepper(let middle)? = try resolve(json, data: ["x": 0.2]) else { return }
        #expect(middle.incremented == 0.3 && middle.decremented == 0.1)
    }

    @Test func aStepperTakesOnlyTheValuesItsButtonsOffer() throws {
        let stepper = AcceptedValue.step(from: 2, to: [1, 3])
        #expect(try stepper.accept(3) == 3)
        #expect(try stepper.accept(1.0) == 1)
        #expect(throws: RejectedValue.notAStep(5, from: 2, offered: [1, 3])) { try stepper.accept(5) }
        #expect(throws: RejectedValue.notANumber("3")) { try stepper.accept("3") }
        #expect(RejectedValue.notAStep(5, from: 2, offered: [1, 3]).description == "a stepper at 2 moves to 1 or 3, not 5")
    }

    @Test func aStepperWithAnEmptyRangeOrABadStepIsAnErrorWhereWritten() throws {
        let (_, diagnostics) = try decodeNode(#"{"type": "stepper", "binding": "$.x", "min": 5, "max": 1, "step": -1}"#)
        #expect(diagnostics.codes == [.valueOutOfRange, .valueOutOfRange])
        #expect(diagnostics.all.map(\.location.column) == [56, 67], "at the values of max and step")
    }

    @Test func peersSecureFieldIsItsOwnTypeAndHidesItsText() throws {
        let (node, diagnostics) = try decodeNode(#"{"type": "SecureField", "placeholder": "Password", "binding": "$.password"}"#)
        #expect(diagnostics.isEmpty, "\(diagnostics.messages)")
        #expect(node.kind == .secureField)
        guard case .textField(let field)? = try resolve(#"{"type": "SecureField", "binding": "$.password"}"#, data: ["password": "hunter2"]) else {
            Issue.record("not a text field")
            return
        }
        #expect(field.isSecure && !field.isSearch && field.text == "hunter2")
    }

    @Test func aTextEditorReadsItsBoundText() throws {
        guard case .textEditor(let editor)? = try resolve(#"{"type": "TextEditor", "binding": "$.notes", "label": "Notes"}"#, data: ["notes": "a\nb"]) else {
            Issue.record("not a text editor")
            return
        }
        #expect(editor.text == "a\nb" && editor.label == "Notes" && editor.binding.description == "$.notes")
    }
}
