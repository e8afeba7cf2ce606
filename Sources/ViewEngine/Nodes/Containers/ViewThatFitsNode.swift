/// `view_that_fits`: SwiftUI's `ViewThatFits`, the first child whose natural size fits the
/// space offered along `axes` (the last one when none does).
enum ViewThatFitsNode: NodeDefinition {
    static let spec = NodeSpec(
        .viewThatFits, .containers, children: .many,
        props: [
            PropSpec(
                "axes", .choice(RenderNode.Container.FitAxes.allCases.map(\.rawValue)), default: "both",
                "The directions a child must fit in"),
        ], "The first child that fits the space offered",
        example: #"{"type": "view_that_fits", "axes": "horizontal", "children": [{"type": "text", "content": "Continue reading the Gospel of John", "lineLimit": 1}, {"type": "text", "content": "Continue reading"}], "modifiers": [{"frame": {"width": 160, "alignment": "leading"}}]}"#)

    static func resolve(_ scope: NodeScope) -> RenderNode.Content {
        let axes = scope.word("axes", as: RenderNode.Container.FitAxes.self) ?? .both
        return ContainerKind.resolve(.viewThatFits(axes: axes), scope)
    }
}
