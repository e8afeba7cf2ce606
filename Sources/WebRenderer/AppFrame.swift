import ViewEngine

/// Everything ``WebRenderer/renderApp(_:)-(AppFrame)`` draws, read from a runtime on the main
/// actor. It is Sendable, so the HTML — most of a frame's cost — can be written on another
/// thread while the main actor serves other sessions (lazy list rows resolve there too: they
/// carry their own data and resolver).
public struct AppFrame: Sendable {
    /// One navigation stack's top screen, resolved.
    struct StackTop: Sendable {
        var id: ScreenID
        var node: RenderNode
        /// The back button's title; nil at the root of a stack.
        var backTitle: String?
        var isRoot: Bool
    }

    var appName: String
    var colorScheme: AppColorScheme?
    /// The theme's accent colour; nil keeps the system blue.
    var accentColor: ResolvedColor?
    /// The tab index of each tab's root screen (navigation links to a tab's screen select it).
    var tabIndexByScreen: [String: Int]
    /// The selected tab's top screen; nil when the app has no tab to show.
    var selectedStack: StackTop?
    /// The tab bar, when the app's root is tabs with at least one tab.
    var tabBar: RenderNode.TabBar?
    /// Presented sheets from the bottom one up; nil for an empty sheet stack.
    var sheets: [StackTop?]
}

extension WebRenderer {
    /// Reads what the next frame shows from `runtime`: its screens resolved now, in the order
    /// ``renderApp(_:)-(AppRuntime)`` always resolved them.
    @MainActor
    public func frame(of runtime: AppRuntime) -> AppFrame {
        var tabIndexByScreen: [String: Int] = [:]
        for (index, tab) in runtime.tabs.enumerated() where tabIndexByScreen[tab.definition.screen] == nil {
            tabIndexByScreen[tab.definition.screen] = index
        }
        let selected = runtime.tabs.indices.contains(runtime.selectedTab) ? top(of: runtime.tabs[runtime.selectedTab].stack, runtime: runtime) : nil
        var tabBar: RenderNode.TabBar?
        if case .tabs = runtime.bundle.root, !runtime.tabs.isEmpty { tabBar = runtime.tabBar() }
        return AppFrame(
            appName: runtime.bundle.name, colorScheme: runtime.preferredColorScheme, accentColor: runtime.bundle.theme.accentColor,
            tabIndexByScreen: tabIndexByScreen,
            selectedStack: selected, tabBar: tabBar, sheets: runtime.sheets.map { top(of: $0, runtime: runtime) })
    }

    @MainActor
    private func top(of stack: NavigationStackState, runtime: AppRuntime) -> AppFrame.StackTop? {
        guard let top = stack.top else { return nil }
        var backTitle: String?
        if stack.screens.count > 1 {
            let previousID = stack.screens[stack.screens.count - 2]
            // The title the previous screen showed when it was on top; a screen never drawn
            // (opened by a sequence of navigations) has its title evaluated alone.
            backTitle = options.backTitles[previousID] ?? WebRenderer.backTitle(runtime.title(of: previousID), back: options.systemStrings.back)
        }
        return AppFrame.StackTop(id: top, node: runtime.render(top), backTitle: backTitle, isRoot: stack.screens.count == 1)
    }
}
