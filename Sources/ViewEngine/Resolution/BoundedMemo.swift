import Foundation

/// A thread-safe memo of computed values that starts afresh when full, which bounds memory when
/// data feeds many distinct keys (a colour per item). Computing happens outside the lock: two
/// threads may compute one key at once, and either answer is right.
final class BoundedMemo<Key: Hashable, Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Key: Value] = [:]
    private let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// The value remembered for `key`, or what `compute` makes of it, remembered.
    func value(for key: Key, _ compute: () -> Value) -> Value {
        if let hit = lock.withLock({ values[key] }) { return hit }
        let result = compute()
        lock.withLock {
            if values.count >= capacity { values.removeAll(keepingCapacity: true) }
            values[key] = result
        }
        return result
    }
}
