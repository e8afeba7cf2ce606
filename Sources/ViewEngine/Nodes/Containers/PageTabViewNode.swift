/// `page_tab_view`: SwiftUI's `TabView` with `.tabViewStyle(.page)`, a carousel of its
/// children with page dots. Its own type, not a style of `tab_view`: that one switches between
/// the app's screens from a tab bar, this one swipes through views written inline.
enum PageTabViewNode: NodeDefinition {
    static let spec = NodeSpec(
        .pageTabView, .containers, aliases: ["carousel", "pageview", "pager"], children: .many,
        props: [PropSpec("showsIndex", .bool, default: true, "Shows the page dots")], "Pages swiped sideways, with page dots",
        example: #"{"type": "page_tab_view", "children": [{"type": "color", "color": "blue"}, {"type": "color", "color": "orange"}, {"type": "color", "color": "green"}], "modifiers": [{"frame": {"height": 120}}]}"#)

    static func resolve(_ scope: NodeScope) -> RenderNode.Content {
        ContainerKind.resolve(.pages(showsIndex: scope.props.bool("showsIndex") ?? true), scope)
    }
}
