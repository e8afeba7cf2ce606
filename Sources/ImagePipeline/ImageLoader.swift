import Foundation

/// Loads image bytes through a memory cache, then a disk cache, then the transport, and
/// shares one fetch between every view that asks for the same URL at once (a list scrolling
/// past the same artwork twice makes one request).
///
/// Cache failures never fail a load — the network still answers — but they are reported
/// through `report`, so a full disk or a broken cache folder shows up in the logs.
public actor ImageLoader {
    /// Where an answer came from.
    public enum Origin: Sendable, Hashable {
        /// Served from the in-memory ``MemoryImageCache``.
        case memory
        /// Read from the ``DiskImageCache`` (and now kept in memory too).
        case disk
        /// Fetched through the ``ImageTransport``, or shared with a fetch already running for the URL.
        case transport
    }

    private let transport: any ImageTransport
    private var memory: MemoryImageCache
    private var disk: DiskImageCache?
    private var inFlight: [ImageCacheKey: Task<Data, any Error>] = [:]
    private let report: @Sendable (String) -> Void

    /// - Parameters:
    ///   - transport: fetches bytes on a cache miss (``URLSessionImageTransport`` in apps).
    ///   - memoryByteLimit: budget of the in-memory layer.
    ///   - disk: the on-disk layer, or nil for memory only.
    ///   - report: receives cache problems; standard error by default.
    public init(
        transport: any ImageTransport, memoryByteLimit: Int = 48 << 20, disk: DiskImageCache? = nil,
        report: @escaping @Sendable (String) -> Void = ImageLoader.writeToStandardError
    ) {
        self.transport = transport
        self.memory = MemoryImageCache(byteLimit: memoryByteLimit)
        self.disk = disk
        self.report = report
    }

    /// The bytes of the image at `url`.
    public func data(for url: URL) async throws -> Data {
        try await load(url).data
    }

    /// The bytes of the image at `url` and where they came from.
    public func load(_ url: URL) async throws -> (data: Data, origin: Origin) {
        let key = ImageCacheKey(url: url.absoluteString)
        if let data = memory.data(for: key) { return (data, .memory) }
        if let running = inFlight[key] { return (try await running.value, .transport) }
        if let data = readDisk(key) {
            memory.insert(data, for: key)
            return (data, .disk)
        }
        let transport = self.transport
        let fetch = Task { try await transport.data(from: url) }
        inFlight[key] = fetch
        defer { inFlight[key] = nil }
        let data = try await fetch.value
        memory.insert(data, for: key)
        writeDisk(data, key)
        return (data, .transport)
    }

    /// Forgets `url` in both layers: its bytes did not decode, and keeping them would show
    /// the failure again on every launch.
    public func discard(_ url: URL) {
        let key = ImageCacheKey(url: url.absoluteString)
        memory.remove(key)
        do {
            try disk?.remove(key)
        } catch {
            report("image cache: cannot remove \(key): \(error)")
        }
    }

    /// Empties the memory layer (on a memory warning); the disk layer stays.
    public func clearMemory() {
        memory.removeAll()
    }

    /// Bytes held in memory now.
    public var memoryBytes: Int { memory.totalBytes }

    private func readDisk(_ key: ImageCacheKey) -> Data? {
        guard let disk else { return nil }
        do {
            return try disk.data(for: key)
        } catch {
            report("image cache: cannot read \(key): \(error)")
            return nil
        }
    }

    private func writeDisk(_ data: Data, _ key: ImageCacheKey) {
        do {
            try disk?.store(data, for: key)
        } catch {
            report("image cache: cannot store \(key): \(error)")
        }
    }

    /// The default `report`: one line on standard error (the Xcode console in apps).
    /// A line that cannot be written (the reader closed the pipe) is dropped, where
    /// `FileHandle.write(_:)` would trap. (ViewEngine's `StandardError` does the same; this
    /// module depends on nothing.)
    public static let writeToStandardError: @Sendable (String) -> Void = { message in
        do {
            try FileHandle.standardError.write(contentsOf: Data((message + "\n").utf8))
        } catch {
            // Deliberately empty: standard error is where a failure would be reported.
        }
    }
}
