import Foundation
import ViewEngine

/// Successful API responses kept in memory and on disk for a time-to-live.
///
/// Only the client stores here, and only bodies it has already parsed and checked, so a
/// failed or malformed response can never be served from the cache. Clock and folder are
/// injected: tests move time and use a temporary folder; the app passes its caches folder.
///
/// Disk problems (a full disk, a corrupt file) never fail a request: the response is still
/// returned, the entry is skipped or dropped, and the problem is recorded in ``problems``.
public actor ResponseCache {
    /// How long a response stays fresh.
    public let timeToLive: TimeInterval
    /// Most entries kept in memory; the least recently used go first.
    public let memoryLimit: Int
    private let folder: URL?
    private let now: @Sendable () -> Date
    private var memory: [String: Entry] = [:]
    private var recency: [String] = []
    /// Disk problems met, newest last (at most 20).
    public private(set) var problems: [String] = []

    struct Entry {
        var body: Data
        var storedAt: Date
    }

    /// - Parameters:
    ///   - folder: where entries persist across launches; nil keeps them in memory only.
    ///   - timeToLive: seconds a response stays fresh.
    ///   - memoryLimit: most entries kept in memory (at least 1); the least recently used go first.
    ///   - now: the clock.
    public init(folder: URL?, timeToLive: TimeInterval, memoryLimit: Int = 64, now: @escaping @Sendable () -> Date = { Date() }) {
        self.folder = folder
        self.timeToLive = timeToLive
        self.memoryLimit = max(1, memoryLimit)
        self.now = now
    }

    /// The fresh body stored for `key`, from memory or else from disk.
    public func body(for key: String) -> Data? {
        if let entry = memory[key] {
            guard isFresh(entry) else {
                evict(key)
                return nil
            }
            touch(key)
            return entry.body
        }
        guard let entry = readFromDisk(key) else { return nil }
        guard isFresh(entry) else {
            evict(key)
            return nil
        }
        remember(entry, for: key)
        return entry.body
    }

    /// Stores a checked, successful response body.
    public func store(_ body: Data, for key: String) {
        let entry = Entry(body: body, storedAt: now())
        remember(entry, for: key)
        writeToDisk(entry, key: key)
    }

    /// Forgets everything, in memory and on disk.
    public func removeAll() {
        memory = [:]
        recency = []
        guard let folder, FileManager.default.fileExists(atPath: folder.path) else { return }
        do {
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(Self.fileExtension) {
                try FileManager.default.removeItem(at: folder.appendingPathComponent(name))
            }
        } catch {
            record("cannot clear \(folder.path): \(ErrorText.reason(error))")
        }
    }

    // MARK: Memory

    private func isFresh(_ entry: Entry) -> Bool {
        let age = now().timeIntervalSince(entry.storedAt)
        // A clock that went backwards makes the age meaningless; refetch.
        return age >= 0 && age < timeToLive
    }

    private func remember(_ entry: Entry, for key: String) {
        memory[key] = entry
        touch(key)
        while recency.count > memoryLimit {
            memory[recency.removeFirst()] = nil
        }
    }

    private func touch(_ key: String) {
        recency.removeAll { $0 == key }
        recency.append(key)
    }

    private func evict(_ key: String) {
        memory[key] = nil
        recency.removeAll { $0 == key }
        guard let file = file(for: key), FileManager.default.fileExists(atPath: file.path) else { return }
        do {
            try FileManager.default.removeItem(at: file)
        } catch {
            record("cannot remove \(file.lastPathComponent): \(ErrorText.reason(error))")
        }
    }

    private func record(_ problem: String) {
        problems.append(problem)
        if problems.count > 20 { problems.removeFirst(problems.count - 20) }
    }

    // MARK: Disk

    static let fileExtension = ".response"
    /// First line of every file; a different version is not read.
    static let magic = "sdui-response-cache 1"

    private func file(for key: String) -> URL? {
        folder?.appendingPathComponent(CacheKeyHash.hex(key) + Self.fileExtension)
    }

    /// File layout: the magic line, the store time in seconds since 1970, the key (checked
    /// on read, so a hash collision is a miss, not a wrong answer), then the body.
    private func writeToDisk(_ entry: Entry, key: String) {
        guard let folder, let file = file(for: key) else { return }
        var data = Data("\(Self.magic)\n\(entry.storedAt.timeIntervalSince1970)\n\(Self.escape(key))\n".utf8)
        data.append(entry.body)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try data.write(to: file, options: .atomic)
        } catch {
            record("cannot write \(file.lastPathComponent): \(ErrorText.reason(error))")
        }
    }

    private func readFromDisk(_ key: String) -> Entry? {
        guard let file = file(for: key), FileManager.default.fileExists(atPath: file.path) else { return nil }
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch {
            record("cannot read \(file.lastPathComponent): \(ErrorText.reason(error))")
            return nil
        }
        var lines: [Data] = []
        var start = data.startIndex
        while lines.count < 3, let newline = data[start...].firstIndex(of: 0x0A) {
            lines.append(data[start..<newline])
            start = data.index(after: newline)
        }
        guard lines.count == 3, String(decoding: lines[0], as: UTF8.self) == Self.magic,
            let seconds = Double(String(decoding: lines[1], as: UTF8.self)), seconds.isFinite
        else {
            record("dropped the unreadable cache file \(file.lastPathComponent)")
            evict(key)
            return nil
        }
        guard String(decoding: lines[2], as: UTF8.self) == Self.escape(key) else {
            return nil  // another key with the same hash owns the file
        }
        return Entry(body: Data(data[start...]), storedAt: Date(timeIntervalSince1970: seconds))
    }

    /// Keys are URLs, which hold no newlines; escaping makes that certain.
    private static func escape(_ key: String) -> String {
        key.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n")
    }
}

/// A stable 64-bit FNV-1a hash for file names (Swift's `Hasher` changes every launch).
enum CacheKeyHash {
    static func hex(_ key: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
