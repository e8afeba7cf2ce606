import Observation

/// Runs a JSON app: navigation stacks per tab, sheets, app and screen state, and actions
/// (spec §8, §11). Renderers observe it and draw ``render(_:)`` of the screens it shows.
///
/// Main-actor isolated, like the UI that drives it. Actions are `async` and finish when
/// everything they started has (a `navigate` finishes after the new screen's `onLoad`), so
/// tests and the preview server can simply `await` them.
@MainActor
@Observable
public final class AppRuntime {
    public let bundle: AppBundle
    public let resolver: Resolver
    /// App-wide state, visible to every screen as `$.env`.
    public private(set) var appState: JSONObject
    public private(set) var tabs: [TabState] = []
    public private(set) var selectedTab = 0
    /// Presented sheets, bottom first; each has its own stack.
    public private(set) var sheets: [NavigationStackState] = []
    /// Problems met while running (missing handlers, failed requests, bound values of the
    /// wrong type), newest last.
    public var issues: [RuntimeIssue] { issueLog.all }
    /// Shared with ``resolver``, which reports what it meets while resolving.
    @ObservationIgnored public let issueLog: RuntimeIssueLog

    private(set) var screens: [ScreenID: ScreenInstance] = [:]
    @ObservationIgnored private var nextScreenID = 1
    @ObservationIgnored private var nextRequestSerial = 0
    @ObservationIgnored private var dataSources: [String: any DataSource] = [:]
    @ObservationIgnored private var eventHandlers: [String: EventHandler] = [:]
    @ObservationIgnored private var preparations: [@MainActor () async -> Void] = []

    /// A native handler for a `custom` event; receives the evaluated payload.
    public typealias EventHandler = @MainActor (JSONObject) async throws -> Void

    /// The data source `api` actions use when they name none.
    public static let defaultDataSource = "default"

    public init(bundle: AppBundle, environment: EvaluationEnvironment, mode: Resolver.Mode = .debug) {
        self.bundle = bundle
        let issueLog = RuntimeIssueLog()
        self.issueLog = issueLog
        self.resolver = Resolver(bundle: bundle, environment: environment, mode: mode, issues: issueLog)
        self.appState = bundle.initialState
        let rootTabs: [TabDefinition]
        switch bundle.root {
        case .tabs(let definitions): rootTabs = definitions
        case .screen(let name): rootTabs = [TabDefinition(title: .literal(name), icon: nil, screen: name)]
        }
        for definition in rootTabs {
            let id = makeScreen(definition.screen, params: [:])
            tabs.append(TabState(definition: definition, stack: NavigationStackState(screens: [id])))
        }
    }

    // MARK: Registration

    /// Registers the data source `api` actions reach by `source` name (or by default).
    public func register(dataSource: any DataSource, named name: String = AppRuntime.defaultDataSource) {
        dataSources[name] = dataSource
    }

    /// Registers the handler of a `custom` event.
    public func registerEventHandler(_ event: String, _ handler: @escaping EventHandler) {
        eventHandlers[event] = handler
    }

    /// Registers work that ``start()`` finishes before the first screen loads — a module
    /// reading saved settings that the first `onLoad` uses — asynchronously, so slow storage
    /// never blocks the main actor. Runs once, in registration order.
    public func registerPreparation(_ work: @escaping @MainActor () async -> Void) {
        preparations.append(work)
    }

    /// Installs the modules the bundle names in `app.json` (`"modules"`), taken from the host's
    /// table `available`. Returns the names the host has no module for, and reports each, so a
    /// missing data source is a clear issue rather than a silently empty screen.
    @discardableResult
    public func install(modulesFrom available: [any AppModule]) -> [String] {
        var missing: [String] = []
        for name in bundle.modules {
            guard let module = available.first(where: { $0.name == name }) else {
                missing.append(name)
                report("app.json names the module '\(name)', which this host does not have", screen: nil)
                continue
            }
            module.install(in: self)
        }
        return missing
    }

    // MARK: Reading

    /// A shown screen.
    public func screen(_ id: ScreenID) -> ScreenInstance? { screens[id] }

    /// The stack that navigation acts on: the top sheet's, else the selected tab's.
    public var activeStack: NavigationStackState? {
        sheets.last ?? (tabs.indices.contains(selectedTab) ? tabs[selectedTab].stack : nil)
    }

    /// The screen the user sees.
    public var activeScreen: ScreenID? { activeStack?.top }

    /// The data context of a screen: its parameters and state over the app state (`$.env`).
    public func context(for id: ScreenID) -> DataContext {
        let app = DataContext(["env": .object(appState)])
        guard let screen = screens[id] else { return app }
        return app.pushing(screen.params, isLocal: false).pushing(screen.state, isLocal: false)
    }

    /// The resolved tree of a screen with the current state.
    public func render(_ id: ScreenID) -> RenderNode {
        guard let screen = screens[id], let definition = bundle.screens[screen.name] else {
            let name = screens[id]?.name ?? "?"
            return RenderNode(content: .placeholder(.init(typeName: "screen", message: "unknown screen '\(name)'")))
        }
        let context = context(for: id)
        let resolved = resolver.resolve(definition.node, in: context)
        guard let resolved else {
            return RenderNode(content: .screen(.init(title: nil, titleDisplayMode: .automatic, body: [], toolbar: [])))
        }
        if case .screen = resolved.content { return resolved }
        // A file whose root is not a `screen` is the body of an untitled screen.
        return RenderNode(content: .screen(.init(title: nil, titleDisplayMode: .automatic, body: [resolved], toolbar: [])))
    }

    /// The tab bar with titles and badges evaluated against the app state.
    public func tabBar() -> RenderNode.TabBar {
        let context = DataContext(["env": .object(appState)])
        let environment = resolver.environment
        return RenderNode.TabBar(
            tabs: tabs.map { tab in
                let badge = tab.definition.badge.map { $0.string(in: context, environment: environment) }
                return .init(
                    title: tab.definition.title.string(in: context, environment: environment), icon: tab.definition.icon,
                    badge: badge?.isEmpty == false && badge != "0" ? badge : nil, screen: tab.definition.screen)
            }, selectedIndex: selectedTab)
    }

    /// The appearance the app asks for: `app.json`'s `colorScheme` evaluated against the app
    /// state, so a setting in `$.env` switches it; nil follows the system. A value that is not
    /// `system`, `light` or `dark` follows the system and is reported.
    public var preferredColorScheme: AppColorScheme? {
        guard let setting = bundle.colorScheme else { return nil }
        let context = DataContext(["env": .object(appState)])
        guard let value = setting.value.evaluate(in: context, environment: resolver.environment), !value.isNull else { return nil }
        let text = ValueText.string(value)
        if text.isEmpty { return nil }
        guard let preference = AppColorScheme.preference(named: text) else {
            let location = setting.source.document.map { "\($0.fileName):\(setting.source.location): " } ?? ""
            issueLog.reportOnce(
                RuntimeIssue(
                    message: location + "'colorScheme' is \(JSONWriter.string(value)), not one of \(AppColorScheme.settingNames.joined(separator: ", ")); the system's is used",
                    screen: nil))
            return nil
        }
        return preference
    }

    /// The phase of a screen's requests: loading while any runs, else failed when one failed
    /// (the first by result key, so the answer does not depend on hashing), else idle.
    public func requestPhase(of id: ScreenID) -> RequestPhase {
        guard let requests = screens[id]?.requests else { return .idle }
        if requests.values.contains(.loading) { return .loading }
        for key in requests.keys.sorted() {
            if case .failed(let error) = requests[key] { return .failed(resultKey: key, error: error) }
        }
        return .idle
    }

    // MARK: Driving

    /// Runs the registered preparations, then shows the first tab and runs its `onLoad`.
    public func start() async {
        let work = preparations
        preparations = []
        for step in work { await step() }
        await selectTab(selectedTab)
    }

    /// Switches tabs; a tab's root screen loads the first time it is shown.
    public func selectTab(_ index: Int) async {
        guard switchTab(index) else { return }
        if let root = tabs[index].stack.root { await loadIfNeeded(root) }
    }

    /// Switches tabs at once, without loading: what a tab bar's selection binding writes, so
    /// it reads back the new tab immediately. The renderer then calls ``selectTab(_:)`` to
    /// load the tab's root screen. Returns false, with an issue, for a tab that does not exist.
    @discardableResult
    public func switchTab(_ index: Int) -> Bool {
        guard tabs.indices.contains(index) else {
            report("there is no tab \(index)", screen: nil)
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

    /// Pushes `name` onto the active stack with `params` and extra initial `state` (mock data
    /// for tools), and runs its `onLoad`. Returns nil, with an issue, for an unknown screen.
    @discardableResult
    public func show(_ name: String, params: JSONObject = [:], state: JSONObject = [:]) async -> ScreenID? {
        guard bundle.screens[name] != nil else {
            report("unknown screen '\(name)'", screen: nil)
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

    /// Writes a control's value (a text field's text) at its binding path.
    public func setValue(_ value: JSONValue, at path: BindingPath, screen id: ScreenID) {
        write(value, at: path, screen: id)
    }

    /// Writes a control's new value (a toggle's, a slider's, a picker's) at its binding, then
    /// runs the control's `onChange`, which therefore sees the new value.
    public func setValue(_ value: JSONValue, at path: BindingPath, screen id: ScreenID, onChange: BoundAction?) async {
        write(value, at: path, screen: id)
        guard let onChange, screens[id] != nil else { return }
        await perform(onChange, on: id)
    }

    /// Sends the last request stored under `resultKey` on screen `id` again, with the same
    /// endpoint, parameters and data source (a "Try again" button after a failure).
    public func retry(_ resultKey: String, on id: ScreenID) async {
        guard let sent = screens[id]?.sentRequests[resultKey] else {
            report("there is no request for '\(resultKey)' to retry", screen: screens[id]?.name)
            return
        }
        await call(sent.request, source: sent.source, resultKey: resultKey, on: id)
    }

    /// Runs an action fired on screen `id`.
    public func perform(_ bound: BoundAction, on id: ScreenID) async {
        await run(bound.action, localContext: bound.context, on: id)
    }

    private func run(_ action: Action, localContext: DataContext, on id: ScreenID) async {
        let screenName = screens[id]?.name
        // Evaluate against the live state, so each step of a sequence sees the previous ones.
        func current() -> DataContext { localContext.rebased(onto: context(for: id)) }
        let environment = resolver.environment
        switch action.kind {
        case .navigate(let name, let params), .present(let name, let params):
            guard bundle.screens[name] != nil else {
                report("unknown screen '\(name)'", screen: screenName)
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
            if sheets.isEmpty { goBack() } else { dismissSheet() }
        case .back:
            goBack()
        case .reload:
            await load(id)
        case .api(let endpoint, let params, let resultKey, let source):
            let request = DataRequest(
                endpoint: endpoint.string(in: current(), environment: environment),
                params: params?.evaluateObject(in: current(), environment: environment) ?? [:])
            await call(request, source: source ?? Self.defaultDataSource, resultKey: resultKey, on: id)
        case .setState(let key, let value):
            write(value.evaluate(in: current(), environment: environment), at: key, screen: id)
        case .custom(let event, let payload):
            guard let handler = eventHandlers[event] else {
                report("no handler is registered for the custom event '\(event)'", screen: screenName)
                return
            }
            let values = payload?.evaluateObject(in: current(), environment: environment) ?? [:]
            do {
                try await handler(values)
            } catch {
                report("the handler of '\(event)' failed: \(error)", screen: screenName)
            }
        case .sequence(let actions):
            for step in actions {
                // A step may pop the screen; later steps then run against where the user is.
                let target = screens[id] != nil ? id : (activeScreen ?? id)
                await run(step, localContext: localContext, on: target)
            }
        }
    }

    // MARK: Internals

    private func makeScreen(_ name: String, params: JSONObject) -> ScreenID {
        let id = ScreenID(rawValue: nextScreenID)
        nextScreenID += 1
        screens[id] = ScreenInstance(id: id, name: name, params: params)
        return id
    }

    private func push(_ id: ScreenID) {
        if !sheets.isEmpty {
            sheets[sheets.count - 1].screens.append(id)
        } else if tabs.indices.contains(selectedTab) {
            tabs[selectedTab].stack.screens.append(id)
        }
    }

    private func discard(_ id: ScreenID) {
        screens[id] = nil
    }

    private func loadIfNeeded(_ id: ScreenID) async {
        guard let screen = screens[id], !screen.didLoad else { return }
        await load(id)
    }

    /// Runs the screen's `onLoad`.
    private func load(_ id: ScreenID) async {
        guard let screen = screens[id] else { return }
        screens[id]?.didLoad = true
        guard let onLoad = bundle.screens[screen.name]?.onLoad else { return }
        await run(onLoad, localContext: DataContext(), on: id)
    }

    private func call(_ request: DataRequest, source name: String, resultKey: String?, on id: ScreenID) async {
        let screenName = screens[id]?.name
        guard let source = dataSources[name] else {
            let error = DataSourceError(.unknown, message: "This screen's data isn't available.", isRetryable: false, detail: "no data source named '\(name)'")
            report("no data source is registered as '\(name)'", screen: screenName)
            if let resultKey { setStatus(.failed(error), for: resultKey, on: id) }
            return
        }
        nextRequestSerial += 1
        let serial = nextRequestSerial
        if let resultKey {
            screens[id]?.sentRequests[resultKey] = SentRequest(request: request, source: name, serial: serial)
            setStatus(.loading, for: resultKey, on: id)
        }
        // Requests for one result key can overlap (a second search while the first runs); only
        // the latest may write, or an older answer arriving last would replace a newer one.
        func isLatest() -> Bool {
            guard screens[id] != nil else { return false }  // the screen was closed meanwhile
            guard let resultKey else { return true }
            return screens[id]?.sentRequests[resultKey]?.serial == serial
        }
        do {
            let result = try await source.fetch(request)
            guard isLatest() else { return }
            if let resultKey {
                screens[id]?.state[resultKey] = result
                setStatus(.loaded, for: resultKey, on: id)
            }
        } catch {
            guard isLatest() else { return }
            let failure = error as? DataSourceError ?? DataSourceError(.unknown, detail: String(describing: error))
            report("\(request.endpoint) failed: \(failure)", screen: screenName)
            if let resultKey { setStatus(.failed(failure), for: resultKey, on: id) }
        }
    }

    private func setStatus(_ status: RequestStatus, for key: String, on id: ScreenID) {
        guard screens[id] != nil else { return }
        screens[id]?.requests[key] = status
        var all = screens[id]?.state["status"]?.objectValue ?? [:]
        all[key] = status.jsonValue
        screens[id]?.state["status"] = .object(all)
    }

    private func write(_ value: JSONValue, at path: BindingPath, screen id: ScreenID) {
        guard let first = path.components.first else { return }
        if first.name == "env" {
            if path.components.count == 1 {
                guard let object = value.objectValue else {
                    report("cannot replace $.env with \(value.typeDescription): app state is an object", screen: screens[id]?.name)
                    return
                }
                appState = object
            } else {
                appState.set(value, at: path.components.dropFirst())
            }
            return
        }
        guard screens[id] != nil else { return }
        if first.name == "item" || first.name == "index" {
            report("cannot write to \(path): list items are read-only", screen: screens[id]?.name)
            return
        }
        screens[id]?.state.set(value, at: path.components[...])
    }

    private func report(_ message: String, screen: String?) {
        issueLog.report(RuntimeIssue(message: message, screen: screen))
    }
}
