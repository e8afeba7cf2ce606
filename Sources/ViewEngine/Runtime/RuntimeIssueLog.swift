import Foundation

/// Where a running app's problems go: the runtime's (a missing handler, a failed request) and
/// the resolver's (a bound style value of the wrong type), newest last.
///
/// A class shared by the runtime and its resolver, because resolution happens wherever a
/// renderer asks for a tree (list rows resolve lazily, long after `render`), not only inside
/// the runtime's own calls. Locked, since resolvers are `Sendable`.
public final class RuntimeIssueLog: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [RuntimeIssue] = []
    private var reported = 0
    /// Bounds memory in long-running apps and preview sessions.
    public let capacity: Int

    /// A log holding the newest `capacity` issues (100 by default, at least 1); older ones are dropped.
    public init(capacity: Int = 100) {
        self.capacity = max(1, capacity)
    }

    /// Everything reported, oldest first (at most ``capacity``).
    public var all: [RuntimeIssue] {
        lock.withLock { entries }
    }

    /// How many issues were ever recorded (dropped ones included): a reader that remembers it
    /// asks ``issues(after:)`` for the new ones only.
    public var count: Int {
        lock.withLock { reported }
    }

    /// The issues recorded after the first `count` (those still held).
    public func issues(after count: Int) -> [RuntimeIssue] {
        lock.withLock {
            let dropped = reported - entries.count
            return Array(entries.dropFirst(max(0, count - dropped)))
        }
    }

    /// Records `issue`.
    public func report(_ issue: RuntimeIssue) {
        lock.withLock { append(issue) }
    }

    /// Records `issue` unless the log already holds the same one. Resolution runs on every
    /// render, and a bad bound value would otherwise be reported once per frame.
    public func reportOnce(_ issue: RuntimeIssue) {
        lock.withLock {
            if !entries.contains(issue) { append(issue) }
        }
    }

    private func append(_ issue: RuntimeIssue) {
        entries.append(issue)
        reported += 1
        if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
    }
}
