import Observation
import ViewEngine

/// Brings a running app's verified remote updates on screen when they do not interrupt the
/// user: at the next navigation (a push, a pop, a tab switch, a sheet dismissed), or when the
/// host asks (``showUpdateNow()``). Never while a sheet is up, unless the host forces it.
///
/// A runtime cannot change bundles (its resolver and screens were made from one), so an
/// update means a successor engine: ``successor(of:runtime:make:force:)`` builds it off
/// screen, carries the user's tabs and stacks over (``CarriedNavigation``), and the renderer
/// then shows it in place of the old one. Generic over the engine, so the SwiftUI renderer's
/// `JSONEngine` and the Linux tests share this logic; only the view that swaps is SwiftUI.
@MainActor
@Observable
public final class RemoteAppUpdates {
    /// The loader refreshed here and whose pending update ``successor(of:runtime:make:force:)`` applies.
    @ObservationIgnored public let loader: RemoteBundleLoader
    /// When ``keepUpdated()`` refreshes.
    @ObservationIgnored public let schedule: RefreshSchedule
    /// The published version on screen; nil for the bundle shipped with the app.
    public private(set) var shownVersion: String?
    /// Whether a verified update waits for the next navigation.
    public private(set) var updateWaiting = false
    /// The outcome of the last refresh.
    public private(set) var lastEvent: RemoteBundleEvent?
    /// Grows by one each time the host asks for the waiting update at once; the renderer
    /// watches it.
    public private(set) var showRequests = 0
    @ObservationIgnored private var building = false

    /// Starts with ``shownVersion`` the loader's launch version; nothing is fetched until
    /// ``keepUpdated()`` or ``refreshNow()``. The default schedule: on launch, then every 15 minutes.
    public init(loader: RemoteBundleLoader, schedule: RefreshSchedule = RefreshSchedule()) {
        self.loader = loader
        self.schedule = schedule
        shownVersion = loader.launched.version
    }

    /// Refreshes on the schedule until the calling task is cancelled (the renderer runs it
    /// for as long as the app is shown).
    public func keepUpdated() async {
        await schedule.run(loader) { [weak self] event in await self?.noteRefresh(event) }
    }

    /// Refreshes now (a pull to refresh, a push notification); the update, if any, waits for
    /// the next navigation like any other.
    @discardableResult
    public func refreshNow() async -> RemoteBundleEvent {
        let event = await loader.refresh()
        await noteRefresh(event)
        return event
    }

    /// Asks the renderer to show the waiting update now, even under a sheet (which closes).
    public func showUpdateNow() {
        showRequests += 1
    }

    private func noteRefresh(_ event: RemoteBundleEvent) async {
        lastEvent = event
        updateWaiting = await loader.pending != nil
    }

    /// A successor of `current` on the waiting update, with the user's tabs and stacks carried
    /// over; nil when nothing waits, when a sheet is up (unless `force`), or while another
    /// successor is being built. If the user navigates while it is built, it is built again
    /// from where they went, so the swap never takes them back.
    public func successor<Engine>(
        of current: Engine, runtime: @MainActor (Engine) -> AppRuntime, make: @MainActor (AppBundle) -> Engine, force: Bool = false
    ) async -> Engine? {
        let old = runtime(current)
        guard !building, force || old.sheets.isEmpty, await loader.pending != nil else { return nil }
        building = true
        defer { building = false }
        await loader.applyPending()
        let update = await loader.current
        updateWaiting = false
        while true {
            let marks = NavigationMarks(old)
            let next = make(update.bundle)
            await runtime(next).start()
            await CarriedNavigation(old).restore(into: runtime(next))
            guard NavigationMarks(old) != marks else {
                shownVersion = update.version
                return next
            }
        }
    }
}
