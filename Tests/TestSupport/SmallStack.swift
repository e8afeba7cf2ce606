import Foundation
import Synchronization

/// Runs `body` on a thread with a 512 KiB stack (a secondary thread's on Apple platforms) and
/// returns what it returned: code that recurses too deep for such a thread crashes the test.
public func onSmallStack<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
    let result = Mutex<T?>(nil)
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        result.withLock { $0 = body() }
        done.signal()
    }
    thread.stackSize = 512 * 1024
    thread.start()
    done.wait()
    return result.withLock { $0! }
}
