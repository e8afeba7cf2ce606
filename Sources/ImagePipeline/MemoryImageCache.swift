import Foundation

/// The in-memory layer: image bytes by key, evicting the least recently used entries once
/// their total size passes `byteLimit` (an ``LRUCache`` costed in bytes).
///
/// A value type, owned by one ``ImageLoader`` actor, so it needs no lock.
public struct MemoryImageCache: Sendable {
    private var cache: LRUCache<ImageCacheKey, Data>

    public init(byteLimit: Int) {
        cache = LRUCache(costLimit: byteLimit)
    }

    public var byteLimit: Int { cache.costLimit }
    public var totalBytes: Int { cache.totalCost }
    public var count: Int { cache.count }

    /// The bytes for `key`, marking them as just used.
    public mutating func data(for key: ImageCacheKey) -> Data? { cache.value(for: key) }

    /// Whether `key` is cached, without counting as a use.
    public func contains(_ key: ImageCacheKey) -> Bool { cache.contains(key) }

    /// Stores `data` under `key`. An image larger than the whole budget is not kept.
    public mutating func insert(_ data: Data, for key: ImageCacheKey) { cache.insert(data, cost: data.count, for: key) }

    public mutating func remove(_ key: ImageCacheKey) { cache.remove(key) }

    public mutating func removeAll() { cache.removeAll() }
}
