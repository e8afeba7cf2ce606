import Testing
import TestSupport

@testable import ViewEngine
@testable import WebRenderer

@Suite struct InteractionTests {
    @Test func buttonsAndTappableNodesGetActionIDs() throws {
        let json = #"""
            {"type": "vstack", "children": [
              {"type": "button", "props": {"label": "Go", "action": {"actionType": "back"}}},
              {"type": "text", "props": {"content": "tap me", "onTap": {"actionType": "dismiss"}}},
              {"type": "button", "props": {"label": "Off", "disabled": true, "action": {"actionType": "back"}}}
            ]}
            """#
        var options = WebRenderOptions()
        options.firstInteractionID = 40
        let page = try renderHTML(json, options: options)
        #expect(page.interactions.count == 2)
        #expect(page.html.contains("<button class=\"btn tint\" type=\"button\" data-action=\"40\">"))
        #expect(page.html.contains("data-action=\"41\" role=\"button\" tabindex=\"0\""))
        #expect(page.html.contains("disabled=\"\""))
        #expect(page.interactions.nextID == 42)
    }

    @Test func withoutAScreenNothingIsInteractive() throws {
        let page = try renderHTML(#"{"type": "button", "props": {"label": "Go", "action": {"actionType": "back"}}}"#, screen: nil)
        #expect(page.interactions.count == 0)
        #expect(!page.html.contains("data-action"))
    }

    @Test func iconOnlyButtonsAreNamed() throws {
        let labelled = try renderHTML(#"{"type": "button", "props": {"label": {"type": "image", "props": {"systemName": "heart.fill"}}, "accessibilityLabel": "Like"}}"#).html
        #expect(labelled.contains("aria-label=\"Like\""))
        let unlabelled = try renderHTML(#"{"type": "button", "props": {"label": {"type": "image", "props": {"systemName": "square.and.arrow.up"}}}}"#).html
        #expect(unlabelled.contains("aria-label=\"square and arrow up\""))
    }

    @Test func textFieldsCarryTheirBindingAndAccessibility() throws {
        let page = try renderHTML(
            #"{"type": "search_bar", "props": {"placeholder": "Search podcasts", "binding": "$.query", "accessibilityIdentifier": "search", "onSubmit": {"actionType": "reload"}}}"#,
            data: ["query": "history"])
        #expect(page.html.contains("type=\"search\" value=\"history\" placeholder=\"Search podcasts\" aria-label=\"Search podcasts\" data-testid=\"search\""))
        guard case .editText(let binding, _, let onSubmit, _, _)? = page.interactions[1] else {
            Issue.record("expected a text interaction")
            return
        }
        #expect(binding.description == "$.query")
        #expect(onSubmit != nil)
    }

    @Test func accessibilityPropsBecomeAriaAttributes() throws {
        let html = try renderHTML(#"{"type": "vstack", "props": {"accessibilityLabel": "Card", "accessibilityHint": "Opens the show", "accessibilityIdentifier": "card-1"}, "children": []}"#).html
        #expect(html.contains("data-testid=\"card-1\" aria-label=\"Card\" role=\"group\" title=\"Opens the show\""))
        let hidden = try renderHTML(#"{"type": "image", "props": {"systemName": "star", "accessibilityHidden": true}}"#).html
        #expect(hidden.contains("aria-hidden=\"true\""))
    }
}
