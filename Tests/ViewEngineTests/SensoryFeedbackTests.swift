import Testing
import TestSupport

@testable import ViewEngine

/// `sensoryFeedback`: the feedback, its weight and the bound trigger whose changes play it.
@Suite struct SensoryFeedbackTests {
    func modifiers(_ json: String, data: JSONValue) throws -> [RenderModifier] {
        let node = try resolve(json: json, data: data)
        return try #require(node).modifiers
    }

    @Test func theTriggerIsTheBoundValueOnEachRender() throws {
        let json = #"{"type": "zstack", "modifiers": [{"sensoryFeedback": {"feedback": "impact", "weight": "light", "trigger": "${$.env.count}"}}]}"#
        for (count, expected) in [(0, "0"), (3, "3")] {
            guard case .interaction(.sensoryFeedback(let feedback, let weight, let trigger))? = try modifiers(json, data: ["env": ["count": .number(Double(count))]]).first
            else { Issue.record("no sensoryFeedback modifier"); return }
            #expect(feedback == .impact && weight == .light && trigger == expected)
        }
    }

    @Test func weightDefaultsToMediumAndUnknownFeedbackIsLocated() throws {
        guard case .interaction(.sensoryFeedback(.success, .medium, "x"))? = try modifiers(
            #"{"type": "text", "content": "a", "modifiers": [{"sensoryFeedback": {"feedback": "success", "trigger": "x"}}]}"#, data: [:]).first
        else { Issue.record("not a success feedback"); return }
        let (_, diagnostics) = try decodeNode(#"{"type": "text", "content": "a", "modifiers": [{"sensoryFeedback": {"feedback": "impakt", "trigger": "x"}}]}"#)
        #expect(diagnostics.codes == [.invalidChoice])
        #expect(diagnostics.messages.first?.contains("did you mean 'impact'") == true, "\(diagnostics.messages)")
    }
}
