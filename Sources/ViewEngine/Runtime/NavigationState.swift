/// One navigation stack: screen ids from root to top.
public struct NavigationStackState: Sendable, Hashable {
    public internal(set) var screens: [ScreenID]

    public var root: ScreenID? { screens.first }
    public var top: ScreenID? { screens.last }
}

/// One tab of the root tab bar and its stack.
public struct TabState: Sendable {
    public let definition: TabDefinition
    public internal(set) var stack: NavigationStackState
}

/// Names one navigation stack of a runtime: a tab's, or a presented sheet's (0 is the bottom
/// sheet). Renderers that keep one native stack per runtime stack use it to report pops the
/// user made natively (a swipe back, a long-press on the back button).
public enum StackLocation: Sendable, Hashable {
    case tab(Int)
    case sheet(Int)
}
