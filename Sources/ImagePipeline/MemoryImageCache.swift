import Foundation

/// The in-memory layer: image bytes by key, evicting the least recently used entries once
/// their total size passes `byteLimit` (an ``LRUCache`` costed in bytes).
///
/// A value type, owned by one ``ImageLoader`` actor, so it needs no lock.
public struct MemoryImageCache: Sendable {
    private var cache: LRUCache<ImageCacheKey, Data>

    /// An empty cache holding at most `byteLimit` bytes (negative values become 0);
    /// ``ImageLoader`` uses 48 MiB by default.
    public init(byteLimit: Int) {
        cache = LRUCache(costLimit: byteLimit)
    }

    /// The budget in bytes, after clamping to at least 0.
    public var byteLimit: Int { cache.costLimit }
    /// The summed size in bytes of the cached images; never more than `byteLimit`.
    public var totalBytes: Int { cache.totalCost }
    /// How many images are cached.
    public var count: Int { cache.count }

    /// The bytes for `key`, marking them as just used.
    public mutating func data(for key: ImageCacheKey) -> Data? { cache.value(for: key) }

    /// Whether `key` is cached, without counting as a use.
    public func contains(_ key: ImageCacheKey) -> Bool { cache.contains(key) }

    /// Stores `data` under `key`. An image larger than the whole budget is not kept.
    public mutating func insert(_ data: Data, for key: ImageCacheKey) { cache.insert(data, cost: data.count, for: key) }

    /// Forgets `key`'s bytes; does nothing when they are not cached.
    public mutating func remove(_ key: ImageCacheKey) { cache.remove(key) }

    /// Forgets every image (``ImageLoader/clearMemory()`` on a memory warning).
    public mutating func removeAll() { cache.removeAll() }
}
