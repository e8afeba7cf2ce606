import Foundation

/// The on-disk layer: one file per image in `directory`, named by ``ImageCacheKey/fileName``,
/// so artwork survives relaunches. Least recently used files go first once the folder passes
/// `byteLimit`; a file's modification date records its last use.
///
/// There is no expiry: image URLs from the APIs this engine serves name immutable artwork
/// (a new picture gets a new URL), so age alone is no reason to fetch again.
public struct DiskImageCache: Sendable {
    /// The cache folder; created on the first store. Only its `.img` files count as cache.
    public let directory: URL
    /// The folder's budget in bytes (negative values become 0); an image larger than it is never stored.
    public let byteLimit: Int
    /// The clock that stamps uses; injected so eviction order is testable.
    private let now: @Sendable () -> Date
    /// Bytes in the folder, measured once and then kept up to date, so storing an image does
    /// not list the folder every time.
    private var knownBytes: Int?

    /// A cache in `directory` holding at most `byteLimit` bytes; `now` stamps each use (the
    /// system clock by default). The SwiftUI renderer uses `SerializableSwiftUI/Images` in
    /// the user's Caches folder with 200 MiB.
    public init(directory: URL, byteLimit: Int, now: @escaping @Sendable () -> Date = { Date() }) {
        self.directory = directory
        self.byteLimit = max(0, byteLimit)
        self.now = now
    }

    /// The file that holds `key`'s bytes.
    public func fileURL(for key: ImageCacheKey) -> URL {
        directory.appendingPathComponent(key.fileName)
    }

    /// The cached bytes for `key` (and marks them used), nil when not cached. Throws when a
    /// cached file exists but cannot be read.
    public func data(for key: ImageCacheKey) throws -> Data? {
        let file = fileURL(for: key)
        guard FileManager.default.fileExists(atPath: file.path) else { return nil }
        let data = try Data(contentsOf: file)
        try FileManager.default.setAttributes([.modificationDate: now()], ofItemAtPath: file.path)
        return data
    }

    /// Writes `data` for `key`, then evicts the least recently used files past the limit.
    public mutating func store(_ data: Data, for key: ImageCacheKey) throws {
        guard data.count <= byteLimit else { return }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var total = try knownBytes ?? files().reduce(0) { $0 + $1.bytes }
        let file = fileURL(for: key)
        if FileManager.default.fileExists(atPath: file.path) {
            total -= try size(of: file)
        }
        try data.write(to: file, options: .atomic)
        try FileManager.default.setAttributes([.modificationDate: now()], ofItemAtPath: file.path)
        knownBytes = total + data.count
        try evictIfNeeded()
    }

    /// Bytes currently in the folder.
    public func totalBytes() throws -> Int {
        try files().reduce(0) { $0 + $1.bytes }
    }

    /// Removes least recently used files (ties: by name, so the order never depends on the
    /// file system's listing order) until the folder fits the limit.
    public mutating func evictIfNeeded() throws {
        var total = try knownBytes ?? totalBytes()
        guard total > byteLimit else {
            knownBytes = total
            return
        }
        let oldestFirst = try files().sorted { ($0.lastUse, $0.url.lastPathComponent) < ($1.lastUse, $1.url.lastPathComponent) }
        for file in oldestFirst where total > byteLimit {
            try FileManager.default.removeItem(at: file.url)
            total -= file.bytes
        }
        knownBytes = total
    }

    /// Removes `key`'s file (bytes that turned out not to decode, for instance).
    public mutating func remove(_ key: ImageCacheKey) throws {
        let file = fileURL(for: key)
        guard FileManager.default.fileExists(atPath: file.path) else { return }
        let bytes = try size(of: file)
        try FileManager.default.removeItem(at: file)
        if let known = knownBytes { knownBytes = known - bytes }
    }

    /// Empties the cache folder.
    public mutating func removeAll() throws {
        for file in try files() { try FileManager.default.removeItem(at: file.url) }
        knownBytes = 0
    }

    private struct File {
        var url: URL
        var bytes: Int
        var lastUse: Date
    }

    private func files() throws -> [File] {
        guard FileManager.default.fileExists(atPath: directory.path) else { return [] }
        let keys: [URLResourceKey] = [.fileSizeKey, .contentModificationDateKey]
        return try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: keys)
            .filter { $0.pathExtension == "img" }
            .map { url in
                let values = try url.resourceValues(forKeys: Set(keys))
                return File(url: url, bytes: values.fileSize ?? 0, lastUse: values.contentModificationDate ?? .distantPast)
            }
    }

    private func size(of file: URL) throws -> Int {
        try file.resourceValues(forKeys: [.fileSizeKey]).fileSize ?? 0
    }
}
