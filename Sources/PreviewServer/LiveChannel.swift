import Foundation
import WebRenderer

/// Live reload: each open page listens (server-sent events on ``WebRenderer/WireProtocol/Route/live``)
/// and hears the bundle's generation at once and again whenever it changes; a page built
/// from another generation reloads.
///
/// A browser that closes a page closes its socket, but the server only learns so when it
/// next writes to it; so every stream also hears a heartbeat (a timer, not a loop), and at
/// most ``PreviewLimits/maxLiveStreams`` streams are open: a new one ends the oldest.
@MainActor
final class LiveChannel {
    /// What a listener hears.
    enum Event: Sendable, Equatable {
        /// The bundle's generation: the page reloads when it is not its own.
        case generation(String)
        /// Nothing for the page; the write tells whether it is still there.
        case heartbeat
    }

    private var listeners: [Int: AsyncStream<Event>.Continuation] = [:]
    private var nextListener = 0
    private let maxListeners: Int
    private let heartbeatInterval: Duration
    private var heartbeat: DispatchSourceTimer?

    init(limits: PreviewLimits) {
        maxListeners = max(1, limits.maxLiveStreams)
        heartbeatInterval = limits.liveHeartbeat
    }

    /// The events from now on, starting with `current`. The stream ends when the listener
    /// goes away (its task is cancelled), when newer listeners push it out, or when the
    /// channel is closed.
    func listen(current: String) -> AsyncStream<Event> {
        // Unbounded, so a heartbeat can never push out a generation waiting to be written
        // (with a bounded buffer, a page whose stream started late under load missed its
        // generation and never reloaded). Generations are rare and heartbeats slow, and a
        // page that has gone is ended at the first write after it.
        let (stream, continuation) = AsyncStream.makeStream(of: Event.self, bufferingPolicy: .unbounded)
        // (Past the limit, pages whose streams end reconnect and push out others in turn: only
        // with more pages open than the limit, which the limit is far above.)
        while listeners.count >= maxListeners, let oldest = listeners.keys.min() {
            listeners.removeValue(forKey: oldest)?.finish()
        }
        let id = nextListener
        nextListener += 1
        listeners[id] = continuation
        continuation.onTermination = { _ in
            Task { @MainActor [weak self] in self?.remove(id) }
        }
        continuation.yield(.generation(current))
        startHeartbeat()
        return stream
    }

    func publish(_ generation: String) {
        for listener in listeners.values { listener.yield(.generation(generation)) }
    }

    /// Ends every stream (the server stops).
    func close() {
        heartbeat?.cancel()
        heartbeat = nil
        for listener in listeners.values { listener.finish() }
        listeners = [:]
    }

    var count: Int { listeners.count }

    /// Forgets a listener that has gone; the heartbeat stops with the last one.
    private func remove(_ id: Int) {
        listeners[id] = nil
        if listeners.isEmpty {
            heartbeat?.cancel()
            heartbeat = nil
        }
    }

    private func startHeartbeat() {
        guard heartbeat == nil else { return }
        let timer = DispatchSource.makeTimerSource(queue: .global())
        // At least 10 ms: a zero interval would fire without pause.
        let seconds = max(0.01, Double(heartbeatInterval.components.seconds) + Double(heartbeatInterval.components.attoseconds) / 1e18)
        timer.schedule(deadline: .now() + seconds, repeating: seconds)
        timer.setEventHandler { [weak self] in
            Task { @MainActor in self?.beat() }
        }
        timer.resume()
        heartbeat = timer
    }

    private func beat() {
        for listener in listeners.values { listener.yield(.heartbeat) }
    }

    /// One event in the `text/event-stream` format: a generation with `retry` (the browser
    /// reconnects after a second if the server goes away), or a heartbeat comment the
    /// browser ignores.
    nonisolated static func text(of event: Event) -> String {
        switch event {
        case .generation(let generation): return "retry: 1000\nevent: \(WireProtocol.ReplyKey.generation.rawValue)\ndata: \(generation)\n\n"
        case .heartbeat: return ":\n\n"
        }
    }
}
