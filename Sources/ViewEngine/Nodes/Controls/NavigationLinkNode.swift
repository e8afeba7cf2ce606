/// `navigation_link`: a button that pushes a screen of the bundle.
enum NavigationLinkNode: NodeDefinition {
    static let spec = NodeSpec(
        .navigationLink, .navigation, aliases: ["navlink"],
        props: [
            PropSpec("destination", .screen, required: true, "Screen to push"),
            PropSpec("params", .value, "Parameters of the destination screen"),
            PropSpec("label", .nodeOrText, required: true, "The link's content"),
        ], "Pushes a screen",
        example: #"{"type": "navigation_link", "destination": "home", "label": "Back to the start"}"#)

    static func resolve(_ scope: NodeScope) -> RenderNode.Content {
        // A link is a button whose action pushes the destination.
        var params: ValueTemplate?
        if case .value(let template)? = scope.written("params") { params = template }
        let action = Action(.navigate(screen: scope.props.string("destination") ?? "", params: params), source: scope.source)
        return .button(.init(label: scope.label("label"), action: BoundAction(action: action, context: scope.context), role: nil, isDisabled: false))
    }
}
