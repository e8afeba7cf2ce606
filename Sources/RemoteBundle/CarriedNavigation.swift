import ViewEngine

/// What the user keeps when a remote update replaces the running app: the selected tab and
/// each tab's stack, by screen name and params (screen ids belong to one runtime).
///
/// Sheets are not carried: ``RemoteAppUpdates`` does not swap while one is up, unless the host
/// forces it. Screen state (typed text, scroll position) starts afresh: the new bundle may
/// declare different state, and each carried screen runs its `onLoad` again.
public struct CarriedNavigation: Sendable, Hashable {
    /// A screen on a stack, as the new runtime can make it again.
    public struct Screen: Sendable, Hashable {
        /// The screen's name in the bundle; carried only if the new bundle still has it.
        public var name: String
        /// The params it was opened with, passed again when it is pushed on the new runtime.
        public var params: JSONObject
    }

    /// The selected root tab's index; the first tab is selected when the new bundle has no such tab.
    public var selectedTab: Int
    /// Each tab's stack, root first.
    public var stacks: [[Screen]]

    /// Where the user is in `runtime` now (sheets left out).
    @MainActor
    public init(_ runtime: AppRuntime) {
        selectedTab = runtime.selectedTab
        stacks = runtime.tabs.map { tab in
            tab.stack.screens.compactMap { id in runtime.screen(id).map { Screen(name: $0.name, params: $0.params) } }
        }
    }

    /// Pushes the carried screens onto `runtime`'s tabs, then selects the carried tab. A tab
    /// whose root screen changed keeps the new root only; a stack stops at the first screen
    /// the new bundle no longer has (what was pushed above it depended on it). Returns the
    /// screens that could not be carried.
    @MainActor
    @discardableResult
    public func restore(into runtime: AppRuntime) async -> [Screen] {
        var dropped: [Screen] = []
        for (index, stack) in stacks.enumerated() where stack.count > 1 {
            guard runtime.tabs.indices.contains(index), let root = runtime.tabs[index].stack.root,
                runtime.screen(root)?.name == stack[0].name
            else {
                dropped += stack.dropFirst()
                continue
            }
            runtime.switchTab(index)
            for (position, screen) in stack.enumerated().dropFirst() {
                guard runtime.bundle.screens[screen.name] != nil else {
                    dropped += stack[position...]
                    break
                }
                await runtime.show(screen.name, params: screen.params)
            }
        }
        if !runtime.tabs.isEmpty { await runtime.selectTab(runtime.tabs.indices.contains(selectedTab) ? selectedTab : 0) }
        return dropped
    }
}
