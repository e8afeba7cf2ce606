import ViewEngine

/// Where a running app is, by screen identity: the selected tab, each tab's stack and the
/// presented sheets. Any change is a navigation (a push, a pop, a tab switch, a sheet shown or
/// dismissed) — the moment ``RemoteAppUpdates`` may bring a waiting update on screen.
public struct NavigationMarks: Sendable, Hashable {
    public var selectedTab: Int
    public var tabStacks: [[ScreenID]]
    public var sheets: [[ScreenID]]

    @MainActor
    public init(_ runtime: AppRuntime) {
        selectedTab = runtime.selectedTab
        tabStacks = runtime.tabs.map(\.stack.screens)
        sheets = runtime.sheets.map(\.screens)
    }
}
