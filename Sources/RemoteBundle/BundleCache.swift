import Foundation
import ViewEngine

/// The loader's folder on disk. A bundle is only ever visible complete:
///
/// ```
/// CACHE/pointer.json          {"current": "bundles/<id>", "previous": …, "etag": …}; replaced by rename
/// CACHE/bundles/<id>/         manifest.json + the bundle's files, never changed once renamed here
/// CACHE/staging/<uuid>/       a bundle being written; never read, removed at the next start
/// ```
///
/// A new bundle is written into `staging`, renamed into `bundles` (one atomic rename), and
/// only then named by a new pointer file (written beside it and renamed over the old one). A
/// process killed at any moment leaves the old pointer naming a complete folder, or the new
/// pointer naming a complete folder.
public struct BundleCache: Sendable {
    /// The cache root holding `pointer.json`, `bundles/` and `staging/`; created by the first install.
    public let folder: URL

    /// A cache rooted at `folder` (``RemoteBundleConfiguration/cacheFolder``); nothing is read
    /// or written until a method is called.
    public init(folder: URL) {
        self.folder = folder
    }

    /// A bundle as stored: the published manifest bytes, its decoded manifest, and the files.
    public struct Entry: Sendable {
        /// The bundle's folder relative to ``BundleCache/folder``: `bundles/<SHA-256 of the manifest bytes>`.
        public var id: String
        /// The `manifest.json` bytes as published (signature wrapper included); a refresh that
        /// receives the same bytes is not an update.
        public var manifestData: Data
        /// The manifest decoded from `manifestData` after its signature was verified.
        public var manifest: BundleManifest
        /// The bundle's files by path inside the bundle (`screens/home.json`), each matching the
        /// manifest's size and SHA-256.
        public var files: [String: Data]
    }

    struct Pointer: Codable {
        var current: String
        var previous: String?
        var etag: String?
    }

    private var pointerURL: URL { folder.appendingPathComponent("pointer.json") }
    private var bundlesURL: URL { folder.appendingPathComponent("bundles") }
    private var stagingURL: URL { folder.appendingPathComponent("staging") }

    /// The ETag of the current bundle's manifest, for `If-None-Match`.
    public func etag() -> String? { readPointer()?.etag }

    /// Loads the newest complete bundle whose files all match their manifest: the current one,
    /// else the previous one. Returns the reasons for skipping what it skipped.
    public func loadNewest(verify: (Data) throws(RemoteBundleProblem) -> BundleManifest) -> (Entry?, [String]) {
        guard let pointer = readPointer() else { return (nil, []) }
        var reasons: [String] = []
        for id in [pointer.current, pointer.previous].compactMap({ $0 }) {
            do throws(RemoteBundleProblem) {
                return (try load(id: id, verify: verify), reasons)
            } catch {
                reasons.append("\(id): \(error)")
            }
        }
        return (nil, reasons)
    }

    private func load(id: String, verify: (Data) throws(RemoteBundleProblem) -> BundleManifest) throws(RemoteBundleProblem) -> Entry {
        let base = folder.appendingPathComponent(id)
        let manifestData: Data
        do {
            manifestData = try Data(contentsOf: base.appendingPathComponent("manifest.json"))
        } catch {
            throw .cacheUnreadable("its manifest: \(ErrorText.readable(error))")
        }
        let manifest = try verify(manifestData)
        var files: [String: Data] = [:]
        for entry in manifest.files {
            guard BundleManifest.isAllowedPath(entry.path) else { throw .invalidManifest("path '\(entry.path)' is not allowed") }
            let data: Data
            do {
                data = try Data(contentsOf: base.appendingPathComponent(entry.path))
            } catch {
                throw .sizeMismatch(path: entry.path, expected: entry.size, received: 0)
            }
            guard data.count == entry.size else { throw .sizeMismatch(path: entry.path, expected: entry.size, received: data.count) }
            guard sha256Hex(data) == entry.sha256 else { throw .hashMismatch(path: entry.path) }
            files[entry.path] = data
        }
        return Entry(id: id, manifestData: manifestData, manifest: manifest, files: files)
    }

    /// Writes a verified bundle and makes it current, atomically. The previous current bundle
    /// is kept (the fallback if the new one is ever unreadable); older ones are removed.
    public func install(manifestData: Data, manifest: BundleManifest, files: [String: Data], etag: String?) throws(RemoteBundleProblem) -> String {
        let manager = FileManager.default
        let id = "bundles/" + sha256Hex(manifestData)
        let destination = folder.appendingPathComponent(id)
        do {
            try manager.createDirectory(at: bundlesURL, withIntermediateDirectories: true)
            if !manager.fileExists(atPath: destination.path) {
                try manager.createDirectory(at: stagingURL, withIntermediateDirectories: true)
                let staging = stagingURL.appendingPathComponent(UUID().uuidString)
                for subfolder in BundleLayout.subfolders {
                    try manager.createDirectory(at: staging.appendingPathComponent(subfolder), withIntermediateDirectories: true)
                }
                for entry in manifest.files {
                    try files[entry.path]!.write(to: staging.appendingPathComponent(entry.path))
                }
                try manifestData.write(to: staging.appendingPathComponent("manifest.json"))
                try manager.moveItem(at: staging, to: destination)
            }
            let old = readPointer()
            let previous = old?.current == id ? old?.previous : old?.current
            try writePointer(Pointer(current: id, previous: previous, etag: etag))
            removeBundles(except: [id, previous].compactMap { $0 })
        } catch let problem as RemoteBundleProblem {
            throw problem
        } catch {
            throw .writeFailed(ErrorText.readable(error))
        }
        return id
    }

    /// Records a new ETag for the current bundle (after a 200 that carried the same manifest).
    public func updateETag(_ etag: String?) throws(RemoteBundleProblem) {
        guard var pointer = readPointer(), pointer.etag != etag else { return }
        pointer.etag = etag
        do {
            try writePointer(pointer)
        } catch {
            throw .writeFailed(ErrorText.readable(error))
        }
    }

    /// Removes staging folders a killed process left behind. Safe: nothing reads them.
    public func removeLeftovers() {
        try? FileManager.default.removeItem(at: stagingURL)  // best effort: a leftover only costs disk
    }

    private func readPointer() -> Pointer? {
        guard let data = FileManager.default.contents(atPath: pointerURL.path) else { return nil }
        return try? JSONDecoder().decode(Pointer.self, from: data)  // an unreadable pointer means "no cache"
    }

    private func writePointer(_ pointer: Pointer) throws {
        // `.atomic` writes a temporary file beside it and renames it over the old pointer.
        try JSONEncoder().encode(pointer).write(to: pointerURL, options: .atomic)
    }

    private func removeBundles(except keep: [String]) {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: bundlesURL.path) else { return }
        for name in names where !keep.contains("bundles/" + name) {
            try? manager.removeItem(at: bundlesURL.appendingPathComponent(name))  // best effort: old bundles only cost disk
        }
    }
}
