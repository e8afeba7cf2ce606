/// `disclosure_group`: SwiftUI's `DisclosureGroup`, a label that shows or hides its children.
/// With `isExpanded` the expansion is a boolean in state (a tap writes it); without, the group
/// keeps its own, as SwiftUI's does (`@State` inside; in the browser, the page's own
/// `<details>`, kept across updates), starting collapsed.
enum DisclosureGroupNode: NodeDefinition {
    static let spec = NodeSpec(
        .disclosureGroup, .controls, aliases: ["disclosure", "expander"], children: .many,
        props: [
            PropSpec("label", .nodeOrText, required: true, "What the group's row shows (text or a node)"),
            PropSpec("isExpanded", .statePath, writes: .bool, "State path of the boolean that shows the children (none: the group keeps its own)"),
        ], "Shows or hides its children under a label",
        example: #"{"type": "vstack", "alignment": "leading", "children": [{"type": "disclosure_group", "label": "Details", "isExpanded": "$.detailsShown", "children": [{"type": "text", "content": "Shown while expanded"}]}, {"type": "text", "content": "Expanded: ${$.detailsShown | default:false}"}]}"#)

    static func resolve(_ scope: NodeScope) -> RenderNode.Content {
        let binding = scope.statePath("isExpanded")
        let isExpanded = binding.map { ValueText.isTruthy(scope.value(at: $0)) } ?? false
        return .disclosureGroup(RenderNode.DisclosureGroup(label: scope.label("label"), content: scope.children(), isExpanded: isExpanded, binding: binding))
    }
}

extension RenderNode {
    /// A label that shows or hides content.
    public struct DisclosureGroup: Sendable {
        /// The group's row, from the `label` prop (text or a node); tapping it expands or collapses.
        public var label: RenderNode
        /// Resolved whether shown or not: an unbound group opens without asking the engine.
        public var content: [RenderNode]
        /// The bound value; an unbound group starts collapsed.
        public var isExpanded: Bool
        /// Where a tap writes the new expansion; nil: the group keeps its own.
        public var binding: BindingPath?

        /// What a host may write for it: `true` or `false`.
        public var accepts: AcceptedValue { .bool }

        /// What `sdui resolve` prints.
        func jsonMembers(_ nodes: ([RenderNode]) -> JSONValue) -> JSONObject {
            var o: JSONObject = ["label": nodes([label]), "children": nodes(content), "isExpanded": .bool(isExpanded)]
            o["binding"] = binding.map { .string($0.description) }
            return o
        }
    }
}
