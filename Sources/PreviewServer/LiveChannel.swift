import Foundation
import WebRenderer

/// Live reload: each open page listens (server-sent events on ``WebRenderer/WireProtocol/Route/live``)
/// and hears the bundle's generation at once and again whenever it changes; a page built
/// from another generation reloads.
@MainActor
final class LiveChannel {
    private var listeners: [Int: AsyncStream<String>.Continuation] = [:]
    private var nextListener = 0

    /// The generations from now on, starting with `current`. The stream ends when the
    /// listener goes away (its task is cancelled) or the channel is closed.
    func listen(current: String) -> AsyncStream<String> {
        let (stream, continuation) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .bufferingNewest(1))
        let id = nextListener
        nextListener += 1
        listeners[id] = continuation
        continuation.onTermination = { _ in
            Task { @MainActor [weak self] in self?.listeners[id] = nil }
        }
        continuation.yield(current)
        return stream
    }

    func publish(_ generation: String) {
        for listener in listeners.values { listener.yield(generation) }
    }

    /// Ends every stream (the server stops).
    func close() {
        for listener in listeners.values { listener.finish() }
        listeners = [:]
    }

    var count: Int { listeners.count }

    /// One event in the `text/event-stream` format; `retry` tells the browser to reconnect
    /// after a second if the server goes away.
    nonisolated static func event(_ generation: String) -> String {
        "retry: 1000\nevent: \(WireProtocol.ReplyKey.generation.rawValue)\ndata: \(generation)\n\n"
    }
}
