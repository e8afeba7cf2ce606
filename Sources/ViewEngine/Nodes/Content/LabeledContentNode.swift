/// `labeled_content`: SwiftUI's `LabeledContent`, a label with its value beside it (a text
/// `value`, or the children).
enum LabeledContentNode: NodeDefinition {
    static let spec = NodeSpec(
        .labeledContent, .content, children: .many,
        props: [
            PropSpec("label", .nodeOrText, required: true, "What the value is (text or a node)"),
            PropSpec("value", .text, "The value, shown secondary; without it the children are the value"),
        ], "A label and its value side by side",
        example: #"{"type": "labeled_content", "label": "Version", "value": "2.1"}"#)

    static func resolve(_ scope: NodeScope) -> RenderNode.Content {
        var children = scope.children()
        if let value = scope.props.string("value") {
            children = [RenderNode(content: .text(.init(content: value, lineLimit: nil)))] + children
        }
        return .container(RenderNode.Container(kind: .labeledContent, label: scope.label("label"), footer: nil, children: children))
    }
}
