import Foundation
import Hummingbird
import HummingbirdCore

/// Counts the server's open connections. Past the preview's limit, requests are answered 503
/// (``Reply/busy()``) so the server degrades instead of running out of file descriptors; past
/// a harder limit it stops accepting until connections close (they queue in the backlog).
final class ConnectionGauge: @unchecked Sendable {
    private let lock = NSLock()
    private var open = 0

    var count: Int { lock.withLock { open } }

    fileprivate func opened() { lock.withLock { open += 1 } }
    fileprivate func closed() { lock.withLock { open -= 1 } }

    /// Hummingbird's hook on every accepted connection, backed by this gauge.
    func delegate(hardLimit: Int) -> some AvailableConnectionsDelegate {
        Delegate(gauge: self, hardLimit: hardLimit)
    }

    private struct Delegate: AvailableConnectionsDelegate {
        let gauge: ConnectionGauge
        let hardLimit: Int

        mutating func connectionOpened() { gauge.opened() }
        mutating func connectionClosed() { gauge.closed() }
        func isAcceptingNewConnections() -> Bool { gauge.count < hardLimit }
    }
}
