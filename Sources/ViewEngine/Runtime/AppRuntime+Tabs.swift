/// Starting the app and switching tabs.
@MainActor
extension AppRuntime {
    // MARK: Driving

    /// Runs the registered preparations, then shows the first tab and runs its `onLoad`.
    public func start() async {
        await finishPreparations()
        await selectTab(selectedTab)
    }

    /// Switches tabs; a tab's root screen loads the first time it is shown, once the
    /// preparations have finished: a tab bar asks for its first tab while ``start()`` still
    /// waits for them, and that screen's `onLoad` must see what they read.
    public func selectTab(_ index: Int) async {
        guard switchTab(index) else { return }
        await finishPreparations()
        // A tab the user left while they ran loads when it is shown again.
        if selectedTab == index, let root = tabs[index].stack.root { await loadIfNeeded(root) }
    }

    /// Starts the preparations registered since the last call, after those already running,
    /// and waits until all have finished. Each runs once.
    func finishPreparations() async {
        if !preparations.isEmpty {
            let work = preparations
            preparations = []
            let earlier = preparing
            preparing = Task { @MainActor in
                await earlier?.value
                for step in work { await step() }
            }
        }
        await preparing?.value
    }

    /// Switches tabs at once, without loading: what a tab bar's selection binding writes, so
    /// it reads back the new tab immediately. The renderer then calls ``selectTab(_:)`` to
    /// load the tab's root screen. Returns false, with an issue, for a tab that does not exist.
    @discardableResult
    public func switchTab(_ index: Int) -> Bool {
        guard tabs.indices.contains(index) else {
            report(.actionFailed, "there is no tab \(index)", screen: nil)
            return false
        }
        selectedTab = index
        return true
    }

    /// What a tap on tab `index` in the tab bar does, at once and without loading: switches to
    /// it, or, when it is already selected, pops its stack to its root (as every iOS tab bar
    /// does). Returns false, with an issue, for a tab that does not exist.
    @discardableResult
    public func tapTab(_ index: Int) -> Bool {
        guard index == selectedTab, tabs.indices.contains(index) else { return switchTab(index) }
        pop(.tab(index), toDepth: 1)
        return true
    }
}
