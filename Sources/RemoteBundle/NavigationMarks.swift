import ViewEngine

/// Where a running app is, by screen identity: the selected tab, each tab's stack and the
/// presented sheets. Any change is a navigation (a push, a pop, a tab switch, a sheet shown or
/// dismissed) — the moment ``RemoteAppUpdates`` may bring a waiting update on screen.
public struct NavigationMarks: Sendable, Hashable {
    /// The selected root tab's index.
    public var selectedTab: Int
    /// Each tab's stack of screen ids, root first.
    public var tabStacks: [[ScreenID]]
    /// Each presented sheet's stack of screen ids, bottom sheet first; empty with no sheet up.
    public var sheets: [[ScreenID]]

    /// The marks of `runtime` now; two taken at different times differ when the user navigated.
    @MainActor
    public init(_ runtime: AppRuntime) {
        selectedTab = runtime.selectedTab
        tabStacks = runtime.tabs.map(\.stack.screens)
        sheets = runtime.sheets.map(\.screens)
    }
}
