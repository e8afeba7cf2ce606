/// The action interpreter.
@MainActor
extension AppRuntime {
    /// Runs an action fired on screen `id`.
    public func perform(_ bound: BoundAction, on id: ScreenID) async {
        refreshPersisted()
        await run(bound.action, localContext: bound.context, on: id)
    }

    func run(_ action: Action, localContext: DataContext, on id: ScreenID) async {
        let screenName = screens[id]?.name
        // Evaluate against the live state, so each step of a sequence sees the previous ones.
        func current() -> DataContext { localContext.rebased(onto: context(for: id)) }
        let environment = resolver.environment
        if let condition = action.condition, !condition.isTrue(in: current(), environment: environment) {
            if let otherwise = action.otherwise { await run(otherwise, localContext: localContext, on: id) }
            return
        }
        switch action.kind {
        case .navigate(let name, let params), .present(let name, let params):
            guard bundle.screens[name] != nil else {
                if case .present = action.kind, presentSheet(named: name, on: id) { return }
                report(.actionFailed, "unknown screen '\(name)'", screen: screenName, at: action.source)
                return
            }
            let values = params?.evaluateObject(in: current(), environment: environment) ?? [:]
            let newScreen = makeScreen(name, params: values)
            if case .present = action.kind {
                sheets.append(NavigationStackState(screens: [newScreen]))
            } else {
                push(newScreen)
            }
            await loadIfNeeded(newScreen)
        case .dismiss:
            if dismissPresentedSheet(on: id) { return }
            if sheets.isEmpty { goBack() } else { dismissSheet() }
        case .back:
            goBack()
        case .selectTab(let name):
            guard let index = tabs.firstIndex(where: { $0.definition.screen == name }) else {
                report(.actionFailed, "no tab shows the screen '\(name)'", screen: screenName, at: action.source)
                return
            }
            await selectTab(index)
        case .reload:
            await load(id)
        case .api(let endpoint, let params, let resultKey, let source):
            let request = DataRequest(
                endpoint: endpoint.string(in: current(), environment: environment),
                params: params?.evaluateObject(in: current(), environment: environment) ?? [:])
            await call(request, source: source ?? Self.defaultDataSource, resultKey: resultKey, on: id, at: action.source)
        case .setState(let key, let value):
            runSetState(key, value, source: action.source, context: current(), on: id)
        case .state(let stateAction):
            runState(stateAction, source: action.source, context: current(), on: id)
        case .scrollTo(let target, let anchor, let animated):
            let name = target.string(in: current(), environment: environment)
            guard !name.isEmpty else {
                report(.actionFailed, "'scrollTo' has an empty id; nothing scrolls", screen: screenName, at: action.source)
                return
            }
            screens[id]?.scrollRequest = ScrollRequest(id: name, anchor: anchor, animated: animated, serial: nextScrollSerial)
            nextScrollSerial += 1
        case .custom(let event, let payload):
            guard let handler = eventHandlers[event] else {
                report(.unhandledEvent, "no handler is registered for the custom event '\(event)'", screen: screenName, at: action.source)
                return
            }
            let values = payload?.evaluateObject(in: current(), environment: environment) ?? [:]
            do {
                try await handler(values)
            } catch {
                report(.handlerFailed, "the handler of '\(event)' failed: \(error)", screen: screenName, at: action.source)
            }
        case .parallel(let actions):
            await runTogether(actions, localContext: localContext, on: id)
        case .sequence(let actions):
            for step in actions {
                // A step may pop the screen; later steps then run against where the user is.
                let target = screens[id] != nil ? id : (activeScreen ?? id)
                await run(step, localContext: localContext, on: target)
            }
        }
    }

    /// Starts every action at once and waits for all. Each runs on the main actor like any
    /// action; they overlap while they wait (for the network), which is what makes six
    /// requests take the time of one.
    private func runTogether(_ actions: [Action], localContext: DataContext, on id: ScreenID) async {
        let started = actions.map { step in
            Task { @MainActor in await self.run(step, localContext: localContext, on: id) }
        }
        for task in started { await task.value }
    }
}
