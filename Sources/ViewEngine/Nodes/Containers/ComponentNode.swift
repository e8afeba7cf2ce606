/// `component`: uses a reusable component of components.json; the resolver expands it in
/// place before asking for content.
enum ComponentNode: NodeDefinition {
    static let spec = NodeSpec(
        .component, .composition, aliases: ["use", "ref"],
        props: [
            PropSpec("name", .text, required: true, "Name of the component in components.json"),
            PropSpec("parameters", .value, "Values of the component's parameters"),
        ], "Uses a reusable component",
        example: #"{"type": "component", "name": "badge", "parameters": {"text": "New"}}"#)

    static func resolve(_ scope: NodeScope) -> RenderNode.Content {
        // Expanded before content is asked for; reaching here means a bug in the caller.
        .placeholder(.init(typeName: "component", message: "component was not expanded"))
    }
}
