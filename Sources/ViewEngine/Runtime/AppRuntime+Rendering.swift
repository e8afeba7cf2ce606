/// What renderers draw: a screen's resolved tree, the tab bar and the colour scheme.
@MainActor
extension AppRuntime {
    /// The resolved tree of a screen with the current state.
    public func render(_ id: ScreenID) -> RenderNode {
        guard let screen = screens[id], let definition = bundle.screens[screen.name] else {
            let name = screens[id]?.name ?? "?"
            return RenderNode(content: .placeholder(.init(typeName: "screen", message: "unknown screen '\(name)'")))
        }
        if let weight = oversizedScreens[screen.name] {
            let message = "screen '\(screen.name)' \(ExpansionWeights.refusal(weight: weight)), so it is not drawn"
            return RenderNode(content: .placeholder(.init(typeName: "screen", message: message)))
        }
        let context = context(for: id)
        let resolved = resolver.resolve(definition.node, in: context)
        guard let resolved else {
            return RenderNode(content: .screen(.init(title: nil, titleDisplayMode: .automatic, body: [], toolbar: [], scrollRequest: screen.scrollRequest)))
        }
        if case .screen(var content) = resolved.content {
            guard let request = screen.scrollRequest else { return resolved }
            var node = resolved
            content.scrollRequest = request
            node.content = .screen(content)
            return node
        }
        // A file whose root is not a `screen` is the body of an untitled screen.
        return RenderNode(content: .screen(.init(title: nil, titleDisplayMode: .automatic, body: [resolved], toolbar: [], scrollRequest: screen.scrollRequest)))
    }

    /// The navigation title of screen `id`, as ``render(_:)`` shows it: what a back button to
    /// the screen says. A plain `screen` node's title is evaluated on its own, without
    /// resolving the body (a list of a thousand rows); a root whose modifiers, condition or
    /// component decide the title is resolved. Nil when the screen has no title.
    public func title(of id: ScreenID) -> String? {
        guard let screen = screens[id], let node = bundle.screens[screen.name]?.node else { return nil }
        guard node.kind == .screen, node.condition == nil, node.modifiers.isEmpty else {
            if case .screen(let rendered) = render(id).content { return rendered.title }
            return nil
        }
        return PropReader(props: node.props, context: context(for: id), environment: resolver.environment).string("title")
    }

    /// The tab bar with titles and badges evaluated against the app state.
    public func tabBar() -> RenderNode.TabBar {
        let context = appContext()
        let environment = resolver.environment
        return RenderNode.TabBar(
            tabs: tabs.map { tab in
                let badge = tab.definition.badge.map { $0.string(in: context, environment: environment) }
                return .init(
                    title: tab.definition.title.string(in: context, environment: environment), icon: tab.definition.icon,
                    badge: badge?.isEmpty == false && badge != "0" ? badge : nil, screen: tab.definition.screen)
            }, selectedIndex: selectedTab)
    }

    /// The appearance the app asks for: `app.json`'s `colorScheme` evaluated against the app
    /// state, so a setting in `$.env` switches it; nil follows the system. A value that is not
    /// `system`, `light` or `dark` follows the system and is reported.
    public var preferredColorScheme: AppColorScheme? {
        guard let setting = bundle.colorScheme else { return nil }
        let context = appContext()
        guard let value = setting.value.evaluate(in: context, environment: resolver.environment), !value.isNull else { return nil }
        let text = ValueText.string(value)
        if text.isEmpty { return nil }
        guard let preference = AppColorScheme.preference(named: text) else {
            issueLog.reportOnce(
                RuntimeIssue(
                    .unusableBoundValue,
                    "'colorScheme' is \(JSONWriter.string(value)), not one of \(AppColorScheme.settingNames.joined(separator: ", ")); the system's is used",
                    at: setting.source))
            return nil
        }
        return preference
    }
}
