/// Values by key within a cost budget (bytes, usually), evicting the least recently used
/// entries once their total cost passes `costLimit`: the one eviction rule of the encoded
/// image cache (``MemoryImageCache``) and the SwiftUI renderer's cache of decoded images.
///
/// A value type, so its owner (an actor, or the main actor) serialises access and eviction
/// is deterministic to test. Caches of artwork hold a few hundred entries, so a linear scan
/// for the oldest entry costs less than maintaining a linked list.
public struct LRUCache<Key: Hashable, Value> {
    /// The most the entries may cost together.
    public let costLimit: Int
    /// The sum of the costs of the entries held now.
    public private(set) var totalCost = 0
    private var entries: [Key: Entry] = [:]
    /// Increases on every use; the entry with the smallest stamp is the least recently used.
    private var clock: UInt64 = 0

    fileprivate struct Entry {
        var value: Value
        var cost: Int
        var lastUse: UInt64
    }

    /// A negative limit is taken as 0: nothing is kept.
    public init(costLimit: Int) {
        self.costLimit = max(0, costLimit)
    }

    /// How many entries are held.
    public var count: Int { entries.count }

    /// The value for `key`, marking it as just used.
    public mutating func value(for key: Key) -> Value? {
        guard var entry = entries[key] else { return nil }
        clock += 1
        entry.lastUse = clock
        entries[key] = entry
        return entry.value
    }

    /// Whether `key` is held, without counting as a use.
    public func contains(_ key: Key) -> Bool { entries[key] != nil }

    /// Stores `value` under `key` (replacing what was there), then evicts the least recently
    /// used entries until the total fits. A value costing more than the whole budget is not
    /// kept: it would evict everything else and then itself. The value it replaces goes
    /// either way, since it is out of date.
    public mutating func insert(_ value: Value, cost: Int, for key: Key) {
        remove(key)
        guard cost <= costLimit else { return }
        clock += 1
        entries[key] = Entry(value: value, cost: max(0, cost), lastUse: clock)
        totalCost += max(0, cost)
        while totalCost > costLimit, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse })?.key {
            remove(oldest)
        }
    }

    /// Drops the entry for `key`, if there is one.
    public mutating func remove(_ key: Key) {
        guard let entry = entries.removeValue(forKey: key) else { return }
        totalCost -= entry.cost
    }

    /// Drops every entry.
    public mutating func removeAll() {
        entries.removeAll()
        totalCost = 0
    }
}

extension LRUCache: Sendable where Key: Sendable, Value: Sendable {}
extension LRUCache.Entry: Sendable where Key: Sendable, Value: Sendable {}
