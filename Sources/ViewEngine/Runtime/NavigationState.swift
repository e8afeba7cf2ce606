/// One navigation stack: screen ids from root to top.
public struct NavigationStackState: Sendable, Hashable {
    /// The stack's screens, root first, shown screen last; the runtime never leaves it empty.
    public internal(set) var screens: [ScreenID]

    /// The bottom screen, which pops never remove (a tab's root screen, a sheet's first).
    public var root: ScreenID? { screens.first }
    /// The screen the stack shows, the last one pushed.
    public var top: ScreenID? { screens.last }
}

/// One tab of the root tab bar and its stack.
public struct TabState: Sendable {
    /// The tab as `app.json` declares it: title, icon, badge and root screen.
    public let definition: TabDefinition
    /// The tab's own stack, rooted at the definition's screen.
    public internal(set) var stack: NavigationStackState
}

/// Names one navigation stack of a runtime: a tab's, or a presented sheet's (0 is the bottom
/// sheet). Renderers that keep one native stack per runtime stack use it to report pops the
/// user made natively (a swipe back, a long-press on the back button).
public enum StackLocation: Sendable, Hashable {
    /// The stack of the tab at this index in ``AppRuntime/tabs``.
    case tab(Int)
    /// The stack of the sheet at this index in ``AppRuntime/sheets``, 0 the bottom one.
    case sheet(Int)
}
