/// `custom`: a native view the app registers by name, handed data and children.
enum CustomNode: NodeDefinition {
    static let spec = NodeSpec(
        .custom, .composition, aliases: ["native"], children: .many,
        props: [
            PropSpec("viewId", .text, required: true, "Name of a native view registered by the app"),
            PropSpec("data", .value, "Data handed to the native view"),
        ], "A native view registered by the app",
        example: #"{"type": "custom", "viewId": "map", "data": {"latitude": 51.5, "longitude": -0.12}}"#)

    static func resolve(_ scope: NodeScope) -> RenderNode.Content {
        .custom(.init(viewId: scope.props.string("viewId") ?? "", data: scope.props.value("data") ?? .null, children: scope.children()))
    }
}
