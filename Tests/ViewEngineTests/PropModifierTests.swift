import Testing
import TestSupport

@testable import ViewEngine

/// Props that are modifiers (`accessibility*`, `onTap`, `transition`/`animationKey`,
/// `lineLimit`, `resizable`, `aspectRatio`, `contentMode`) decode through their modifier's
/// descriptor and fold into the node's own fields.
@Suite struct PropModifierTests {
    func resolve(_ json: String, data: JSONValue = [:], issues: RuntimeIssueLog = RuntimeIssueLog()) throws -> RenderNode {
        let node = try TestSupport.resolve(json: json, data: data, issues: issues)
        return try #require(node)
    }

    @Test func everyLinkNamesAModifierAndOneOfItsArguments() {
        let specs = NodeCatalog.specs.flatMap(\.props) + NodeCatalog.commonProps
        let links = specs.compactMap { spec in spec.modifier.map { (spec.name, $0) } }
        #expect(links.count >= 10)
        for (prop, link) in links {
            let descriptor = ModifierCatalog.descriptor(named: link.name)
            #expect(descriptor != nil, "'\(prop)' names no modifier '\(link.name)'")
            if let label = link.label { #expect(descriptor?.argument(named: label) != nil, "'\(prop)': '\(link.name)' has no argument '\(label)'") }
        }
    }

    @Test func commonPropsFoldIntoTheNode() throws {
        let node = try resolve(#"""
            {"type": "text", "content": "x", "accessibilityLabel": "Play ${$.title}", "accessibilityHint": "Plays", "accessibilityIdentifier": "play",
             "accessibilityHidden": false, "onTap": {"actionType": "setState", "key": "tapped", "value": true},
             "transition": "slide", "animationKey": "$.title"}
            """#, data: ["title": "Intro"])
        #expect(node.accessibility == RenderNode.Accessibility(label: "Play Intro", hint: "Plays", identifier: "play", isHidden: false))
        #expect(node.onTap?.action.typeName == "setState")
        #expect(node.transition == RenderNode.Transition(kind: .slide, key: "Intro"))
        #expect(node.modifiers.isEmpty, "folded, not drawn as modifiers")
    }

    @Test func imageAndTextPropsFoldIntoTheirPayload() throws {
        let image = try resolve(#"{"type": "image", "source": "/a.png", "resizable": true, "aspectRatio": 1.5, "contentMode": "fill"}"#)
        guard case .image(let payload) = image.content else {
            Issue.record("not an image")
            return
        }
        #expect(payload.isResizable && payload.aspectRatio == 1.5 && payload.contentMode == .fill)
        let text = try resolve(#"{"type": "text", "content": "x", "props": {"lineLimit": "$.lines"}}"#, data: ["lines": 2])
        guard case .text(let lines) = text.content else {
            Issue.record("not a text")
            return
        }
        #expect(lines.lineLimit == 2)
    }

    /// Checked as the modifier's argument: located errors when written, runtime issues when bound.
    @Test func propValuesAreCheckedAsTheModifiersArguments() throws {
        let (_, diagnostics) = try decodeNode(#"{"type": "text", "content": "x", "lineLimit": 1.5, "transition": "spin"}"#)
        #expect(diagnostics.codes == [.wrongType, .invalidChoice])
        #expect(diagnostics.all.map { $0.path?.description } == ["$.lineLimit", "$.transition"])
        #expect(diagnostics.all.last?.message.contains("did you mean") == true || diagnostics.all.last?.message.contains("must be one of") == true)
        let issues = RuntimeIssueLog()
        let text = try resolve(#"{"type": "text", "content": "x", "lineLimit": "$.lines"}"#, data: ["lines": "many"], issues: issues)
        guard case .text(let payload) = text.content else {
            Issue.record("not a text")
            return
        }
        #expect(payload.lineLimit == nil)
        #expect(issues.all.count == 1)
        #expect(issues.all.first?.message.contains("lineLimit") == true)
    }

    @Test func aTransitionWithoutAKeyIsStillReported() throws {
        let (_, diagnostics) = try decodeNode(#"{"type": "text", "content": "x", "transition": "scale"}"#)
        #expect(diagnostics.codes == [.transitionWithoutKey])
    }
}
