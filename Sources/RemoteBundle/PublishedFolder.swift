import Foundation

/// Reads a bundle from disk in either shape a tool is handed: a bundle folder as authors
/// write it (`app.json`, `screens/…`), or a published folder (`manifest.json`,
/// `files/<sha256>`), given as the folder or as its `manifest.json`.
public enum PublishedFolder {
    /// A bundle read from disk, with its manifest when it was a published one.
    public struct Contents: Sendable {
        public var files: [String: Data]
        public var manifest: BundleManifest?
    }

    /// Why a path could not be read as a bundle.
    public struct ReadError: Error, CustomStringConvertible {
        public let description: String
    }

    public static func read(_ url: URL) throws -> Contents {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw ReadError(description: "\(url.path): no such file or folder")
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
            throw ReadError(description: "\(url.path): cannot read the bundle folder: \(error.localizedDescription)")
        }
    }

    /// A published manifest and the files beside it (`files/<sha256>`), each checked against
    /// its size and hash. The signature is not checked: this reads what a publisher wrote.
    static func readPublished(manifestAt url: URL) throws -> Contents {
        let manifest: BundleManifest
        do {
            let data = try Data(contentsOf: url)
            manifest = try RemoteBundleLoader.decodeSigned(data).verified(with: nil)
        } catch let problem as RemoteBundleProblem {
            throw ReadError(description: "\(url.path): \(problem)")
        } catch {
            throw ReadError(description: "\(url.path): cannot read: \(error.localizedDescription)")
        }
        let base = url.deletingLastPathComponent()
        var files: [String: Data] = [:]
        for entry in manifest.files {
            guard BundleManifest.isAllowedPath(entry.path), BundleManifest.isSHA256Hex(entry.sha256) else {
                throw ReadError(description: "\(url.path): the manifest names an unsafe file '\(entry.path)'")
            }
            let fileURL = base.appendingPathComponent(entry.storagePath)
            guard let data = FileManager.default.contents(atPath: fileURL.path) else {
                throw ReadError(description: "\(fileURL.path): missing (the manifest lists it for \(entry.path))")
            }
            guard data.count == entry.size, sha256Hex(data) == entry.sha256 else {
                throw ReadError(description: "\(fileURL.path): does not match the manifest's size and SHA-256 for \(entry.path)")
            }
            files[entry.path] = data
        }
        return Contents(files: files, manifest: manifest)
    }
}
