import Foundation
import ViewEngine
import WebRenderer

/// One browser session in one locale: its own app runtime (navigation, state, data) and the
/// ids of what its page can do.
@MainActor
final class PreviewSession {
    /// The cookie's session id and the locale identifier the runtime resolves in.
    struct Key: Hashable {
        let id: String
        let locale: String
    }

    let key: Key
    var id: String { key.id }
    let generation: String
    let runtime: AppRuntime
    private(set) var lastUsed = ContinuousClock.now
    private var rowLimits: [String: Int] = [:]
    /// Back-button titles of screens seen in front, so a frame does not resolve the screen
    /// below the top one only to title the back button.
    private var backTitles: [ScreenID: String] = [:]
    /// The interaction tables of the last ``keptTables`` renders: a tap on a page the browser
    /// has not replaced yet still finds its action.
    private var tables: [InteractionTable] = []
    private var nextInteractionID = 1
    private(set) var renderCount = 0
    /// Actions still running (an `api` call in flight).
    private(set) var runningActions = 0
    /// URLs to open in a new tab, collected from `openExternalUrl` events.
    private var urlsToOpen: [String] = []
    private var didStart = false
    /// Wakes ``settle(timeout:)`` when the last running action finishes.
    private let idle = Signal()
    /// Lets one interaction at a time through ``serially(_:)``.
    private let turns = TurnQueue()
    /// Lets one ``render()`` at a time through (a settle can render while a tap does).
    private let renderTurns = TurnQueue()
    private let log: @Sendable (String) -> Void
    /// Warnings the server was told not to log (`--allow`).
    private let allowedCodes: Set<DiagnosticCode>
    private var reportedIssues = 0
    static let rowPageSize = 100
    /// Renders whose ids stay valid: a page may send a tap after several others of its
    /// session (taps queued in the browser, two tabs) and still find its action.
    static let keptTables = 16

    /// A session for `key`; `environment` is in `key.locale`. Runtime issues go to `log`,
    /// but warnings with a code in `allowedCodes`.
    init(
        key: Key, snapshot: BundleSnapshot, modules: [any AppModule], environment: EvaluationEnvironment, allowedCodes: Set<DiagnosticCode> = [],
        log: @escaping @Sendable (String) -> Void
    ) {
        self.key = key
        self.generation = snapshot.generation
        self.log = log
        self.allowedCodes = allowedCodes
        runtime = AppRuntime(bundle: snapshot.bundle, environment: environment)
        runtime.install(modulesFrom: modules)
        // The host's handler, registered last so it wins: the browser opens the page, for
        // web links only (the engine's one rule).
        runtime.registerEventHandler(ExternalLink.event) { [weak self] payload in
            self?.urlsToOpen.append(try ExternalLink.url(in: payload).absoluteString)
        }
    }

    /// Shows the first tab and runs its `onLoad`, once.
    func start() {
        guard !didStart else { return }
        didStart = true
        launch { runtime in await runtime.start() }
    }

    /// What became of an interaction the browser sent.
    enum Outcome: Equatable {
        /// Carried out (or started, for actions that take a while).
        case done
        /// No recent render has the id: the page is older than the last few renders.
        case stale
        /// The control's value was missing or refused (see ``AcceptedValue``); nothing was written.
        case rejected(PreviewError)
    }

    /// Carries out interaction `id` of a recent render with the text or value the browser sent.
    func handle(id: Int, text: String?, value: JSONValue? = nil, submit: Bool) -> Outcome {
        lastUsed = .now
        guard let interaction = tables.reversed().lazy.compactMap({ $0[id] }).first else { return .stale }
        switch interaction {
        case .perform(let action, let screen):
            guard runtime.screen(screen) != nil else { return .done }  // its screen was closed meanwhile
            // A second tap from a page drawn before the first one's push or sheet (a double
            // click on a row) would open the screen twice; on iOS the covered screen takes no
            // taps, so neither does it here.
            if action.action.opensScreen, runtime.activeScreen != screen { return .done }
            launch { runtime in await runtime.perform(action, on: screen) }
        case .editText(let binding, let screen, let onSubmit, let onChange, let number):
            guard runtime.screen(screen) != nil else { return .done }
            var changing: Task<Void, Never>?
            if let text {
                var value = JSONValue.string(text)
                if let number {
                    do throws(RejectedValue) {
                        value = try number.value(forTyped: text)
                    } catch {
                        return .rejected(.valueRefused(error))
                    }
                }
                // As SwiftUI's `.onChange(of:)`: text the field already showed (sent again with a
                // submit, or empty over nothing) runs nothing; a number field compares numbers,
                // with nothing and null alike.
                let current = runtime.context(for: screen).value(at: binding)
                let isChange = number == nil ? ValueText.string(current) != text : (current ?? .null) != value
                changing = runtime.change(value, at: binding, screen: screen, onChange: isChange ? onChange : nil)
            }
            if submit, let onSubmit {
                launch { runtime in
                    await changing?.value
                    await runtime.perform(onSubmit, on: screen)
                }
            } else if let changing {
                launch { _ in await changing.value }
            }
        case .setValue(let binding, let screen, let accepts, let onChange):
            guard let value else { return .rejected(.controlWithoutValue) }
            let accepted: JSONValue
            do throws(RejectedValue) {
                accepted = try accepts.accept(value)
            } catch {
                return .rejected(.valueRefused(error))
            }
            guard runtime.screen(screen) != nil else { return .done }
            launch { runtime in await runtime.setValue(accepted, at: binding, screen: screen, onChange: onChange) }
        case .flipOption(let binding, let screen, let flip, let onChange):
            guard let value else { return .rejected(.controlWithoutValue) }
            guard runtime.screen(screen) != nil else { return .done }
            let flipped: JSONValue
            do throws(RejectedValue) {
                flipped = try flip.applied(value, to: runtime.context(for: screen).value(at: binding))
            } catch {
                return .rejected(.valueRefused(error))
            }
            launch { runtime in await runtime.setValue(flipped, at: binding, screen: screen, onChange: onChange) }
        case .selectTab(let index):
            // A tap on the selected tab pops its stack to the root; another tab switches.
            guard runtime.tapTab(index) else { return .done }
            launch { runtime in await runtime.selectTab(index) }
        case .back:
            runtime.goBack()
        case .dismissSheet:
            runtime.dismissSheet()
        case .closeBoundSheet(let binding, let screen):
            guard runtime.screen(screen) != nil else { return .done }
            runtime.setValue(.bool(false), at: binding, screen: screen)
        case .showMoreRows(let key):
            rowLimits[key] = (rowLimits[key] ?? Self.rowPageSize) + Self.rowPageSize
        }
        return .done
    }

    /// Waits until running actions finish or `timeout` passes (or the request is cancelled).
    func settle(timeout: Duration) async {
        guard runningActions > 0 else { return }
        await withTimeLimit(timeout, orElse: ()) { await self.waitUntilIdle() }
    }

    private func waitUntilIdle() async {
        await idle.wait { runningActions == 0 }
    }

    /// Runs `work` after the session's earlier interactions have finished theirs: taps that
    /// arrive together are handled one after another, each on the page the previous left.
    func serially<T>(_ work: @MainActor () async -> T) async -> T {
        await turns.enter()
        defer { turns.leave() }
        return await work()
    }

    /// Renders the app and remembers the interactions of the render. The screens are
    /// resolved here, on the main actor; the HTML is written on another thread, so the main
    /// actor, which every session shares, is free for other sessions meanwhile. Renders of one
    /// session take turns: each starts its ids where the previous one ended.
    func render() async -> (page: RenderedPage, urlsToOpen: [String], count: Int) {
        await renderTurns.enter()
        defer { renderTurns.leave() }
        lastUsed = .now
        var options = WebRenderOptions()
        options.rowPageSize = Self.rowPageSize
        options.rowLimits = rowLimits
        options.firstInteractionID = nextInteractionID
        options.backTitles = backTitles
        options.systemStrings = SystemStrings(locale: key.locale)
        let renderer = WebRenderer(options: options)
        let frame = renderer.frame(of: runtime)
        let page = await Task.detached { renderer.renderApp(frame) }.value
        backTitles.merge(page.backTitles) { _, new in new }
        backTitles = backTitles.filter { runtime.screen($0.key) != nil }  // closed screens are gone for good
        nextInteractionID = page.interactions.nextID
        tables.append(page.interactions)
        if tables.count > Self.keptTables { tables.removeFirst(tables.count - Self.keptTables) }
        renderCount += 1
        let urls = urlsToOpen
        urlsToOpen = []
        reportNewIssues()
        return (page, urls, renderCount)
    }

    /// Runtime issues (missing handlers, failed requests) go to the server's log.
    private func reportNewIssues() {
        let log = runtime.issueLog
        for issue in log.issues(after: reportedIssues) where issue.severity == .error || !allowedCodes.contains(issue.code) {
            self.log(issue.description)
        }
        reportedIssues = log.count
    }

    /// Runs `work` at once, on this main-actor turn, until it first waits (a request in
    /// flight): most interactions (a tab, a state write) finish right here, so the frame that
    /// answers them needs no wait for a task queued behind every other session's work, nor a
    /// timer in ``settle(timeout:)``. What waits goes on as a task and is counted until done.
    private func launch(_ work: @escaping @MainActor (AppRuntime) async -> Void) {
        runningActions += 1
        let runtime = runtime
        let operation: @MainActor () async -> Void = {
            await work(runtime)
            self.runningActions -= 1
            if self.runningActions == 0 { self.idle.signal() }
        }
        if #available(macOS 26.0, iOS 26.0, *) {
            Task.immediate { @MainActor in await operation() }
        } else {
            Task { @MainActor in await operation() }
        }
    }
}
