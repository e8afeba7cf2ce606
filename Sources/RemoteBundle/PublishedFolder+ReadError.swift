import Foundation

extension PublishedFolder {
    /// Why a path could not be read as a bundle: one case per check ``PublishedFolder/read(_:)``
    /// makes, so callers and tests can tell them apart without parsing the message.
    public enum ReadError: Error, Sendable, Hashable, CustomStringConvertible {
        /// Nothing exists at `path`.
        case missing(path: String)
        /// `path` is a bundle folder (no `manifest.json`) whose files could not be listed or read.
        case unreadableFolder(path: String, reason: String)
        /// The manifest at `path` was read but is not a valid manifest.
        case invalidManifest(path: String, problem: RemoteBundleProblem)
        /// The manifest at `path` could not be read from disk.
        case unreadableManifest(path: String, reason: String)
        /// The manifest at `manifest` lists `entry`, a path outside the bundle's allowed files or
        /// one whose SHA-256 is not a hash: reading it could reach outside `files/`.
        case unsafeEntry(manifest: String, entry: String)
        /// The manifest at `manifest` lists `entry` twice, which apps refuse (the second copy
        /// would silently replace the first).
        case duplicateEntry(manifest: String, entry: String)
        /// The stored file at `path`, which the manifest lists for `entry`, is not there.
        case missingFile(path: String, entry: String)
        /// The stored file at `path` does not have the size and SHA-256 the manifest gives for `entry`.
        case fileMismatch(path: String, entry: String)

        /// The message `sdui` prints after `error: `, path first, as its other file errors are.
        public var description: String {
            switch self {
            case .missing(let path): return "\(path): no such file or folder"
            case .unreadableFolder(let path, let reason): return "\(path): cannot read the bundle folder: \(reason)"
            case .invalidManifest(let path, let problem): return "\(path): \(problem)"
            case .unreadableManifest(let path, let reason): return "\(path): cannot read: \(reason)"
            case .unsafeEntry(let manifest, let entry): return "\(manifest): the manifest names an unsafe file '\(entry)'"
            case .duplicateEntry(let manifest, let entry): return "\(manifest): the manifest lists '\(entry)' twice"
            case .missingFile(let path, let entry): return "\(path): missing (the manifest lists it for \(entry))"
            case .fileMismatch(let path, let entry): return "\(path): does not match the manifest's size and SHA-256 for \(entry)"
            }
        }
    }
}
