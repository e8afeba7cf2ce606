import Testing
import ViewEngine

@testable import PreviewServer

/// The body of `POST /_sdui/action` is read into a typed message, or refused with a typed
/// reason the page gets back as a 400.
@Suite struct ActionMessageTests {
    @Test func readsTheIdTextValueAndSubmit() throws {
        let message = try ActionMessage(Array(#"{"id": 7, "text": "hi", "value": [1], "submit": true}"#.utf8))
        #expect(message.id == 7)
        #expect(message.text == "hi")
        #expect(message.value == [1])
        #expect(message.submit)
    }

    @Test func aBodyThatIsNotJSONIsRefusedWithWhereItBroke() {
        do throws(PreviewError) {
            _ = try ActionMessage(Array("{\"id\": ".utf8))
            Issue.record("accepted a truncated body")
        } catch {
            guard case .actionNotJSON(let diagnostic) = error else {
                Issue.record("refused as \(error), not as JSON")
                return
            }
            #expect(diagnostic.code == .jsonSyntax)
            #expect(diagnostic.location == SourceLocation(line: 1, column: 8))
        }
    }

    @Test(arguments: [#"{}"#, #"{"id": "7"}"#, #"{"id": 1.5}"#, #"[7]"#])
    func anActionNeedsAWholeNumberId(body: String) {
        #expect(throws: PreviewError.actionWithoutID) { try ActionMessage(Array(body.utf8)) }
    }

    @Test(arguments: [
        (#"{"id": 1, "text": 5}"#, PreviewError.wrongField(.text, expected: "text")),
        (#"{"id": 1, "text": ["a"]}"#, .wrongField(.text, expected: "text")),
        (#"{"id": 1, "text": null}"#, .wrongField(.text, expected: "text")),
        (#"{"id": 1, "submit": "yes"}"#, .wrongField(.submit, expected: "true or false")),
    ])
    func aFieldOfTheWrongTypeIsRefusedNotIgnored(body: String, refusal: PreviewError) {
        #expect(throws: refusal) { try ActionMessage(Array(body.utf8)) }
        #expect(refusal.description.hasPrefix("the action's \""))
    }
}
