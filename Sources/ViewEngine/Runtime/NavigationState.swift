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
