import Testing
import TestSupport

@testable import ViewEngine

/// `transition` and `animationKey`, props of every node.
@Suite struct TransitionTests {
    @Test func theKeyIsEvaluatedAndTheKindDefaultsToOpacity() throws {
        let slide = try resolve(json: #"{"type": "text", "content": "$.verse.text", "transition": "slide", "animationKey": "$.verse.reference"}"#, data: ["verse": ["text": "t", "reference": "John 3:16"]])
        #expect(slide?.transition == RenderNode.Transition(kind: .slide, key: "John 3:16"))
        #expect(slide?.jsonValue()["transition"] == ["kind": "slide", "key": "John 3:16"])
        let plain = try resolve(json: #"{"type": "vstack", "props": {"animationKey": "${$.n}"}, "children": []}"#, data: ["n": 3])
        #expect(plain?.transition == RenderNode.Transition(kind: .opacity, key: "3"))
        #expect(try resolve(json: #"{"type": "text", "content": "x"}"#, data: [:])?.transition == nil)
    }

    @Test func componentUseSitesMayAnimateTheirBody() throws {
        let (body, _) = try decodeNode(#"{"type": "text", "content": "$.t"}"#)
        let (use, _) = try decodeNode(#"{"type": "component", "name": "card", "parameters": {"t": "x"}, "transition": "scale", "animationKey": "$.k"}"#)
        let node = Resolver(theme: Theme(), components: ["card": ComponentDefinition(name: "card", parameters: ["t"], body: body)], environment: .fixed())
            .resolve(use, in: DataContext(root: ["k": "a"]))
        #expect(node?.transition == RenderNode.Transition(kind: .scale, key: "a"))
    }

    @Test func mistakesAreReported() throws {
        let (_, misspelled) = try decodeNode(#"{"type": "text", "content": "x", "transition": "fade", "animationKey": "$.k"}"#)
        #expect(misspelled.messages == ["'transition' must be one of opacity, slide, scale, found 'fade'"])
        let (_, scaled) = try decodeNode(#"{"type": "text", "content": "x", "transition": "scal", "animationKey": "$.k"}"#)
        #expect(scaled.messages == ["'transition' must be one of opacity, slide, scale, found 'scal' (did you mean 'scale'?)"])
        let (_, keyless) = try decodeNode(#"{"type": "text", "content": "x", "transition": "slide"}"#)
        #expect(keyless.warnings.map(\.message) == ["'transition' needs 'animationKey' (the value whose change animates the node in); without it nothing animates"])
    }
}
