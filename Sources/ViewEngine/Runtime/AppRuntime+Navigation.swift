/// Showing, pushing, popping and presenting screens, and loading them when first shown.
@MainActor
extension AppRuntime {
    /// Pushes `name` onto the active stack with `params` and extra initial `state` (mock data
    /// for tools), and runs its `onLoad`. Returns nil, with an issue, for an unknown screen.
    @discardableResult
    public func show(_ name: String, params: JSONObject = [:], state: JSONObject = [:]) async -> ScreenID? {
        guard bundle.screens[name] != nil else {
            report(.actionFailed, "unknown screen '\(name)'", screen: nil)
            return nil
        }
        let id = makeScreen(name, params: params)
        screens[id]?.state = state
        push(id)
        await loadIfNeeded(id)
        return id
    }

    /// Pops the active stack (the back button). At a sheet's root it dismisses the sheet.
    public func goBack() {
        if var top = sheets.last {
            if top.screens.count > 1 {
                discard(top.screens.removeLast())
                sheets[sheets.count - 1] = top
            } else {
                dismissSheet()
            }
            return
        }
        guard tabs.indices.contains(selectedTab), tabs[selectedTab].stack.screens.count > 1 else { return }
        discard(tabs[selectedTab].stack.screens.removeLast())
    }

    /// Dismisses the top sheet.
    public func dismissSheet() {
        guard let sheet = sheets.popLast() else { return }
        sheet.screens.forEach(discard)
    }

    /// The stack at `location`, or nil when there is no such tab or sheet.
    public func stack(at location: StackLocation) -> NavigationStackState? {
        switch location {
        case .tab(let index): return tabs.indices.contains(index) ? tabs[index].stack : nil
        case .sheet(let index): return sheets.indices.contains(index) ? sheets[index] : nil
        }
    }

    /// Pops the stack at `location` until `depth` screens remain (its root always stays): what
    /// a native stack reports when the user pops several screens at once.
    public func pop(_ location: StackLocation, toDepth depth: Int) {
        guard var stack = stack(at: location) else { return }
        let keep = max(1, depth)
        guard stack.screens.count > keep else { return }
        let removed = stack.screens[keep...]
        stack.screens.removeSubrange(keep...)
        switch location {
        case .tab(let index): tabs[index].stack = stack
        case .sheet(let index): sheets[index] = stack
        }
        removed.forEach(discard)
    }

    /// Dismisses sheets until `count` remain (a swipe down on a sheet that has sheets above it
    /// closes those too).
    public func dismissSheets(keeping count: Int) {
        while sheets.count > max(0, count) { dismissSheet() }
    }

    // MARK: Screens on stacks

    func makeScreen(_ name: String, params: JSONObject) -> ScreenID {
        let id = ScreenID(rawValue: nextScreenID)
        nextScreenID += 1
        screens[id] = ScreenInstance(id: id, name: name, params: bundle.screens[name]?.withDefaults(params) ?? params)
        return id
    }

    func push(_ id: ScreenID) {
        if !sheets.isEmpty {
            sheets[sheets.count - 1].screens.append(id)
        } else if tabs.indices.contains(selectedTab) {
            tabs[selectedTab].stack.screens.append(id)
        }
    }

    func discard(_ id: ScreenID) {
        screens[id] = nil
    }

    func loadIfNeeded(_ id: ScreenID) async {
        guard let screen = screens[id], !screen.didLoad else { return }
        await load(id)
    }

    /// Runs the screen's `onLoad`, unless ``LoadNesting/limit`` of them already run inside one
    /// another, or the outermost load and what it started have loaded
    /// ``LoadNesting/budgetPerLoad`` screens: then the loop is reported and this one is skipped.
    func load(_ id: ScreenID) async {
        guard let screen = screens[id] else { return }
        screens[id]?.didLoad = true
        guard let onLoad = bundle.screens[screen.name]?.onLoad else { return }
        guard LoadNesting.depth < LoadNesting.limit else {
            report(
                .actionFailed,
                "the onLoad actions of \(LoadNesting.limit) screens loaded one another in a loop that never ends; this onLoad did not run",
                screen: screen.name, at: onLoad.source)
            return
        }
        let budget = LoadNesting.budget ?? LoadBudget()
        guard budget.remaining > 0 else {
            if !budget.isReported {
                budget.isReported = true
                report(
                    .actionFailed,
                    "one screen's load led to \(LoadNesting.budgetPerLoad) loads through onLoad actions that load more in turn; this onLoad and any further ones did not run",
                    screen: screen.name, at: onLoad.source)
            }
            return
        }
        budget.remaining -= 1
        await LoadNesting.$budget.withValue(budget) {
            await LoadNesting.$depth.withValue(LoadNesting.depth + 1) {
                await run(onLoad, localContext: DataContext(), on: id)
            }
        }
    }
}
