/// `screen`: a full screen with a navigation title and toolbar.
enum ScreenNode: NodeDefinition {
    static let spec = NodeSpec(
        .screen, .navigation, aliases: ["page"], children: .many,
        props: [
            PropSpec("title", .text, "Navigation title"),
            PropSpec("titleDisplayMode", .choice(["large", "inline", "automatic"]), default: "automatic", "Title size"),
            PropSpec("body", .node, "The content (or use children)"),
            PropSpec("toolbar", .nodes, "Toolbar items"),
            PropSpec("onLoad", .action, "Runs when the screen is shown"),
            PropSpec("params", .value, "Declared parameters: [{name, type, required, default}] (checked by sdui validate; defaults fill what a call leaves out)"),
            PropSpec(
                "computed", .value,
                "Named values computed from the screen's data on every render, in order: {\"total\": \"$.items | sum:price\"}, read as $.total (each may use those before it)"),
        ], "A full screen",
        example: #"{"type": "screen", "title": "Inner screen", "titleDisplayMode": "inline", "body": {"type": "text", "content": "Body"}}"#)

    static func resolve(_ scope: NodeScope) -> RenderNode.Content {
        let props = scope.props
        // The body goes before the children, with a position none of them has.
        let body = (scope.resolve(props.node("body"), position: -1).map { [$0] } ?? []) + scope.children()
        return .screen(
            .init(
                title: props.string("title"),
                titleDisplayMode: scope.word("titleDisplayMode", as: RenderNode.Screen.TitleDisplayMode.self) ?? .automatic,
                body: body, toolbar: scope.resolve(props.nodes("toolbar"))))
    }
}
