import Foundation
import Observation

/// Runs a JSON app: navigation stacks per tab, sheets, app and screen state, and actions
/// (spec §8, §11). Renderers observe it and draw ``render(_:)`` of the screens it shows.
///
/// This file holds the runtime's state and how to read it; each job on that state has its own
/// file: `+Tabs`, `+Navigation`, `+StateWrites`, `+Actions`, `+Requests`, `+Modules`, `+Rendering`.
///
/// Main-actor isolated, like the UI that drives it. Actions are `async` and finish when
/// everything they started has (a `navigate` finishes after the new screen's `onLoad`), so
/// tests and the preview server can simply `await` them.
@MainActor
@Observable
public final class AppRuntime {
    /// The loaded app it runs: screens, components, theme, root tabs and initial state.
    public let bundle: AppBundle
    /// Resolves the bundle's screens into render trees, with the environment and mode given at init.
    public let resolver: Resolver
    /// App-wide state, visible to every screen as `$.env`.
    public internal(set) var appState: JSONObject {
        didSet { dataRevision &+= 1 }
    }
    /// One entry per root tab, in `app.json` order; a root of one screen gives one tab named after it.
    public internal(set) var tabs: [TabState] = []
    /// Index into ``tabs`` of the shown tab, 0 at launch; changed by ``selectTab(_:)`` and
    /// ``switchTab(_:)``.
    public internal(set) var selectedTab = 0
    /// Presented sheets, bottom first; each has its own stack.
    public internal(set) var sheets: [NavigationStackState] = []
    /// Problems met while running (missing handlers, failed requests, bound values of the
    /// wrong type), newest last.
    public var issues: [RuntimeIssue] { issueLog.all }
    /// Shared with ``resolver``, which reports what it meets while resolving.
    @ObservationIgnored public let issueLog: RuntimeIssueLog

    var screens: [ScreenID: ScreenInstance] = [:] {
        didSet { dataRevision &+= 1 }
    }
    /// Counts changes of what screens read (app state, screens' parameters and state), so a
    /// screen's computed values are computed again only when something they read may differ.
    @ObservationIgnored var dataRevision = 0
    /// Each screen's last context with computed values (``context(for:)``).
    @ObservationIgnored var computedContexts: [ScreenID: ComputedContext] = [:]
    /// Makes the ids that `append` and `insert` give under `newId`: a random UUID in lower
    /// case unless a host or test sets another (a counter, for output that repeats).
    @ObservationIgnored public var makeIdentifier: @MainActor () -> String = { UUID().uuidString.lowercased() }
    /// Screens that expand to more than ``NestingLimits/expandedNodes`` nodes (SDUI0640): drawn
    /// as a placeholder, never resolved, as resolving would stall the app.
    @ObservationIgnored let oversizedScreens: [String: Int]
    @ObservationIgnored var nextScreenID = 1
    @ObservationIgnored var nextRequestSerial = 0
    @ObservationIgnored var nextScrollSerial = 1
    @ObservationIgnored var dataSources: [String: any DataSource] = [:]
    @ObservationIgnored var eventHandlers: [String: EventHandler] = [:]
    @ObservationIgnored var preparations: [@MainActor () async -> Void] = []
    /// The preparations started so far, which every first load waits for.
    @ObservationIgnored var preparing: Task<Void, Never>?
    /// Where persisted app state is saved (``persistState(in:shared:)``), and the persisted values as
    /// this runtime last read or wrote them there (which tells its own changes from others').
    @ObservationIgnored var stateStore: (any StateStore)?
    @ObservationIgnored var savedState: JSONObject = [:]
    /// Whether other runtimes save to ``stateStore`` too (``persistState(in:shared:)``).
    @ObservationIgnored var stateStoreIsShared = false

    /// A native handler for a `custom` event; receives the evaluated payload.
    public typealias EventHandler = @MainActor (JSONObject) async throws -> Void

    /// The data source `api` actions use when they name none.
    public static let defaultDataSource = "default"

    /// A runtime for `bundle`, one stack per root tab holding its root screen, not yet loaded
    /// (call ``start()``); `mode` is the resolver's, debug by default.
    public init(bundle: AppBundle, environment: EvaluationEnvironment, mode: Resolver.Mode = .debug) {
        self.bundle = bundle
        let issueLog = RuntimeIssueLog()
        self.issueLog = issueLog
        let resolver = Resolver(bundle: bundle, environment: environment, mode: mode, issues: issueLog)
        self.resolver = resolver
        self.appState = bundle.initialState
        oversizedScreens = bundle.screens.mapValues { resolver.expansionWeights.weight(of: $0.node) }.filter { $0.value > NestingLimits.expandedNodes }
        dataSources[BundleDataSource.name] = BundleDataSource(files: bundle.dataFiles)
        let rootTabs: [TabDefinition]
        switch bundle.root {
        case .tabs(let definitions): rootTabs = definitions
        case .screen(let name): rootTabs = [TabDefinition(title: .literal(name), icon: nil, screen: name)]
        }
        for definition in rootTabs {
            let id = makeScreen(definition.screen, params: [:])
            tabs.append(TabState(definition: definition, stack: NavigationStackState(screens: [id])))
        }
        selectedTab = tabs.indices.contains(bundle.initialTab) ? bundle.initialTab : 0
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
    /// never blocks the main actor. Runs once, in registration order. The work must not call
    /// ``start()`` or ``selectTab(_:)``: they wait for it to finish.
    public func registerPreparation(_ work: @escaping @MainActor () async -> Void) {
        preparations.append(work)
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

    /// The data context of a screen: its parameters and state over the app's data
    /// (``appContext()``), and its computed values (``ScreenDefinition/computed``) over those.
    ///
    /// Every render, action step and SwiftUI control getter asks for it, so computed values
    /// (a search over thousands of rows) are kept until the data or the clock's minute changes.
    public func context(for id: ScreenID) -> DataContext {
        let clock = ClockValues.values(in: resolver.environment)
        guard let screen = screens[id] else { return appContext(clock: clock) }
        guard let definition = bundle.screens[screen.name], !definition.computed.isEmpty else { return data(of: screen, clock: clock) }
        if let cached = computedContexts[id], cached.revision == dataRevision, cached.clock == clock { return cached.context }
        let context = definition.computing(over: data(of: screen, clock: clock), environment: resolver.environment)
        // Screens that were closed take their entries with them.
        if computedContexts.count >= screens.count { computedContexts = computedContexts.filter { screens[$0.key] != nil } }
        computedContexts[id] = ComputedContext(revision: dataRevision, clock: clock, context: context)
        return context
    }

    /// A screen's parameters and state over the app's data.
    private func data(of screen: ScreenInstance, clock: JSONObject) -> DataContext {
        appContext(clock: clock).pushing(screen.params, isLocal: false).pushing(screen.state, isLocal: false)
    }

    /// What everything outside a screen reads (tab titles and badges, the app's colour
    /// scheme) and every screen reads under its own data: the app state (`$.env`) and the
    /// clock's `$.today` and `$.now`.
    public func appContext() -> DataContext {
        appContext(clock: ClockValues.values(in: resolver.environment))
    }

    private func appContext(clock: JSONObject) -> DataContext {
        var values = clock
        values["env"] = .object(appState)
        return DataContext(values)
    }

    // MARK: Issues

    /// Records a problem the JSON author should know about, located at `source` when known.
    func report(_ code: DiagnosticCode, _ message: String, screen: String?, at source: SourceRef = .none) {
        issueLog.report(RuntimeIssue(code, message, at: source, screen: screen))
    }
}

/// A screen's context with its computed values, and what they were computed from.
struct ComputedContext {
    let revision: Int
    let clock: JSONObject
    let context: DataContext
}
