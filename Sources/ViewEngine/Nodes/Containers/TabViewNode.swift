/// `tab_view`: a tab bar whose tabs show screens of the bundle.
enum TabViewNode: NodeDefinition {
    static let spec = NodeSpec(
        .tabView, .navigation, aliases: ["tabs", "tabbar"],
        props: [
            PropSpec("tabs", .value, required: true, "Array of {title, icon, screen, badge}"),
            PropSpec("selection", .number, default: 0, "The tab shown at launch, counted from 0 (the app root's tab bar)"),
        ], "Tab bar",
        example: #"{"type": "tab_view", "tabs": [{"title": "Home", "icon": "house", "screen": "home"}, {"title": "Layout", "icon": "square.grid.2x2", "screen": "layout", "badge": "3"}]}"#)

    static func resolve(_ scope: NodeScope) -> RenderNode.Content {
        .tabView(.init(tabs: tabs(scope.props.value("tabs")), selectedIndex: 0))
    }

    private static func tabs(_ value: JSONValue?) -> [RenderNode.TabBar.Tab] {
        guard case .array(let items)? = value else { return [] }
        return items.compactMap { item in
            guard let screen = item["screen"]?.stringValue else { return nil }
            return .init(
                title: item["title"].map { ValueText.string($0) } ?? screen, icon: item["icon"]?.stringValue,
                badge: item["badge"].map { ValueText.string($0) }, screen: screen)
        }
    }
}
