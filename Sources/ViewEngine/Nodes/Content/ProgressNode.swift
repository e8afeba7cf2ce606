/// `progress`: a determinate bar or an indeterminate spinner.
enum ProgressNode: NodeDefinition {
    static let spec = NodeSpec(
        .progress, .content, aliases: ["progressview", "spinner", "activityindicator"],
        props: [
            PropSpec("label", .text, "Text under the indicator"),
            PropSpec("value", .number, "Fraction done (0…1); absent means indeterminate"),
        ], "Progress indicator",
        example: #"{"type": "progress", "label": "Downloading", "value": 0.4}"#)

    static func resolve(_ scope: NodeScope) -> RenderNode.Content {
        .progress(.init(label: scope.props.string("label"), value: scope.props.number("value").map { min(1, max(0, $0)) }))
    }
}
