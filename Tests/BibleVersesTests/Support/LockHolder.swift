import Foundation
import GRDB

/// Another connection to a database file that holds its write lock (an open write
/// transaction) until ``release()``, as a second process (another `sdui serve`) would: other
/// writers wait; WAL readers still see the last commit. The connection lives on a
/// thread of its own, so holding the lock blocks nothing in the test.
final class LockHolder: Sendable {
    private let locked = DispatchSemaphore(value: 0)
    private let released = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)

    /// Returns once the lock is held.
    init(path: String) {
        Thread { [locked, released, finished] in
            Self.hold(path: path, locked: locked, released: released)
            // The connection is closed (its lock gone) when `hold` returns.
            finished.signal()
        }.start()
        locked.wait()
    }

    private static func hold(path: String, locked: DispatchSemaphore, released: DispatchSemaphore) {
        do {
            var configuration = Configuration()
            configuration.busyMode = .timeout(10)
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            try queue.writeWithoutTransaction { db in
                try db.execute(sql: "BEGIN IMMEDIATE")
                try db.execute(sql: "INSERT INTO settings (key, value) VALUES ('lock-holder', 'true')")
                locked.signal()
                released.wait()
                try db.execute(sql: "ROLLBACK")
            }
        } catch {
            FileHandle.standardError.write(Data("LockHolder: \(error)\n".utf8))
            locked.signal()
            released.wait()
        }
    }

    /// Ends the transaction (nothing it wrote stays), closes the connection and waits until
    /// its lock is gone.
    func release() {
        released.signal()
        finished.wait()
    }
}
