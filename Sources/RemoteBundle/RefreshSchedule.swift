import Foundation

/// When a ``RemoteBundleLoader`` refreshes: once on launch, then every `interval` until the
/// task running ``run(_:afterEach:)`` is cancelled. Hosts also call ``RemoteBundleLoader/refresh(apply:)``
/// directly when the user asks.
public struct RefreshSchedule: Sendable {
    /// Whether ``run(_:afterEach:)`` refreshes at once, before the first wait.
    public var onLaunch: Bool
    /// nil: no periodic refresh.
    public var interval: Duration?
    /// Waits; injected so tests run the schedule without waiting.
    public var sleep: @Sendable (Duration) async throws -> Void

    /// Defaults: a refresh on launch, then every 15 minutes, waiting with `Task.sleep`.
    public init(onLaunch: Bool = true, interval: Duration? = .seconds(15 * 60), sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }) {
        self.onLaunch = onLaunch
        self.interval = interval
        self.sleep = sleep
    }

    /// Refreshes per the schedule; returns when cancelled (or after the launch refresh when
    /// there is no interval). Updates become pending: the host applies them at navigation.
    /// `afterEach` hears every refresh's outcome (``RemoteAppUpdates`` notes a waiting update).
    public func run(_ loader: RemoteBundleLoader, afterEach: @Sendable (RemoteBundleEvent) async -> Void = { _ in }) async {
        if onLaunch { await afterEach(loader.refresh()) }
        guard let interval else { return }
        while !Task.isCancelled {
            do {
                try await sleep(interval)
            } catch {
                return  // cancelled while waiting
            }
            await afterEach(loader.refresh())
        }
    }
}
