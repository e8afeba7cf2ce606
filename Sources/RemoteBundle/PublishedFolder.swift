import Foundation
import ViewEngine

/// Reads a bundle from disk in either shape a tool is handed: a bundle folder as authors
/// write it (`app.json`, `screens/…`), or a published folder (`manifest.json`,
/// `files/<sha256>`), given as the folder or as its `manifest.json`.
public enum PublishedFolder {
    /// A bundle read from disk, with its manifest when it was a published one.
    public struct Contents: Sendable {
        /// The bundle's files by path inside the bundle (`screens/home.json`); from a published
        /// folder, each checked against the manifest's size and SHA-256.
        public var files: [String: Data]
        /// The published manifest (its signature not checked); nil for a bundle folder.
        public var manifest: BundleManifest?
    }

    /// The bundle at `url`: a published folder when it holds `manifest.json` (or is one), else
    /// a bundle folder as authors write it. Throws a ``ReadError`` naming the check that failed.
    public static func read(_ url: URL) throws(ReadError) -> Contents {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw ReadError.missing(path: url.path)
        }
        if !isFolder.boolValue {
            return try readPublished(manifestAt: url)
        }
        let manifestURL = url.appendingPathComponent("manifest.json")
        if FileManager.default.fileExists(atPath: manifestURL.path) {
            return try readPublished(manifestAt: manifestURL)
        }
        do {
            return Contents(files: try BundlePublisher.files(inFolder: url), manifest: nil)
        } catch {
            throw ReadError.unreadableFolder(path: url.path, reason: ErrorText.reason(error))
        }
    }

    /// A published manifest and the files beside it (`files/<sha256>`), each checked against
    /// its size and hash. The signature is not checked: this reads what a publisher wrote.
    static func readPublished(manifestAt url: URL) throws(ReadError) -> Contents {
        let manifest: BundleManifest
        do {
            let data = try Data(contentsOf: url)
            manifest = try RemoteBundleLoader.decodeSigned(data).verified(with: nil)
        } catch let problem as RemoteBundleProblem {
            throw ReadError.invalidManifest(path: url.path, problem: problem)
        } catch {
            throw ReadError.unreadableManifest(path: url.path, reason: ErrorText.reason(error))
        }
        let base = url.deletingLastPathComponent()
        var files: [String: Data] = [:]
        for entry in manifest.files {
            guard BundleManifest.isAllowedPath(entry.path), BundleManifest.isSHA256Hex(entry.sha256) else {
                throw ReadError.unsafeEntry(manifest: url.path, entry: entry.path)
            }
            guard files[entry.path] == nil else { throw ReadError.duplicateEntry(manifest: url.path, entry: entry.path) }
            let fileURL = base.appendingPathComponent(entry.storagePath)
            guard let data = FileManager.default.contents(atPath: fileURL.path) else {
                throw ReadError.missingFile(path: fileURL.path, entry: entry.path)
            }
            guard data.count == entry.size, sha256Hex(data) == entry.sha256 else {
                throw ReadError.fileMismatch(path: fileURL.path, entry: entry.path)
            }
            files[entry.path] = data
        }
        return Contents(files: files, manifest: manifest)
    }
}
