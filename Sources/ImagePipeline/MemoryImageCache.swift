import Foundation

/// The in-memory layer: image bytes by key, evicting the least recently used entries once
/// their total size passes `byteLimit`.
///
/// A value type, owned by one ``ImageLoader`` actor, so it needs no lock and its eviction is
/// deterministic to test. Lists of artwork cycle through a few hundred entries, so a linear
/// scan for the oldest entry costs less than maintaining a linked list.
public struct MemoryImageCache: Sendable {
    public let byteLimit: Int
    public private(set) var totalBytes = 0
    private var entries: [ImageCacheKey: Entry] = [:]
    /// Increases on every use; the entry with the smallest stamp is the least recently used.
    private var clock: UInt64 = 0

    private struct Entry: Sendable {
        var data: Data
        var lastUse: UInt64
    }

    public init(byteLimit: Int) {
        self.byteLimit = max(0, byteLimit)
    }

    public var count: Int { entries.count }

    /// The bytes for `key`, marking them as just used.
    public mutating func data(for key: ImageCacheKey) -> Data? {
        guard var entry = entries[key] else { return nil }
        clock += 1
        entry.lastUse = clock
        entries[key] = entry
        return entry.data
    }

    /// Whether `key` is cached, without counting as a use.
    public func contains(_ key: ImageCacheKey) -> Bool { entries[key] != nil }

    /// Stores `data` under `key`. An image larger than the whole budget is not kept: it would
    /// evict everything else and then itself.
    public mutating func insert(_ data: Data, for key: ImageCacheKey) {
        remove(key)
        guard data.count <= byteLimit else { return }
        clock += 1
        entries[key] = Entry(data: data, lastUse: clock)
        totalBytes += data.count
        while totalBytes > byteLimit, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse })?.key {
            remove(oldest)
        }
    }

    public mutating func remove(_ key: ImageCacheKey) {
        guard let entry = entries.removeValue(forKey: key) else { return }
        totalBytes -= entry.data.count
    }

    public mutating func removeAll() {
        entries.removeAll()
        totalBytes = 0
    }
}
