import Foundation

/// A clock tests move by hand.
public final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date

    /// 2025-11-22 09:00:00 UTC by default.
    public init(_ start: Date = Date(timeIntervalSince1970: 1_763_802_000)) {
        current = start
    }

    public var now: Date { lock.withLock { current } }

    public func advance(_ seconds: TimeInterval) {
        lock.withLock { current = current.addingTimeInterval(seconds) }
    }

    /// The clock as caches and services take it.
    public var function: @Sendable () -> Date { { self.now } }
}
