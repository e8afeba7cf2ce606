import Foundation
import ViewEngine

/// Why a refresh did not install a new bundle. The current bundle stays in every case.
public enum RemoteBundleProblem: Error, Sendable, Hashable, CustomStringConvertible {
    /// The server answered a request with this status (404, 500…).
    case httpStatus(url: String, status: Int)
    /// The request failed below HTTP (refused, reset, cut off).
    case transport(url: String, message: String)
    /// No complete answer within the timeout.
    case timedOut(url: String, seconds: Double)
    /// A redirect led somewhere other than https or loopback.
    case insecureRedirect(url: String)
    /// `manifest.json` is `bytes` long, over ``RemoteBundleConfiguration/Limits/maxManifestBytes``.
    case manifestTooLarge(bytes: Int, limit: Int)
    /// A file over ``RemoteBundleConfiguration/Limits/maxFileBytes``, by the manifest's size or the bytes received.
    case fileTooLarge(path: String, bytes: Int, limit: Int)
    /// The manifest cannot be used (does not decode, unknown format, unsafe or repeated path,
    /// malformed size or hash, total over the bundle limit); the reason.
    case invalidManifest(String)
    /// A file's body is not the size the manifest gives (a download cut half-way).
    case sizeMismatch(path: String, expected: Int, received: Int)
    /// A file's SHA-256, downloaded or cached, is not the manifest's.
    case hashMismatch(path: String)
    /// The app holds a public key, and the manifest has no `signature`.
    case unsignedManifest
    /// The `signature` is not base64, or does not verify with the app's public key.
    case badSignature
    /// Key text that is not a base64 32-byte Ed25519 key (``SigningKeys``); the reason.
    case invalidKey(String)
    /// The bundle needs features this engine lacks (node types, actions, transforms, version).
    case missingCapabilities([String])
    /// The bundle decoded with errors; the first few, as printed.
    case invalidBundle([String])
    /// The new bundle could not be written to the cache.
    case writeFailed(String)
    /// A cached bundle's own files could not be read back (its manifest is gone or unreadable).
    case cacheUnreadable(String)

    public var description: String {
        switch self {
        case .httpStatus(let url, let status): return "\(url) answered HTTP \(status)"
        case .transport(let url, let message): return "\(url) could not be fetched: \(message)"
        case .timedOut(let url, let seconds): return "\(url) did not answer within \(seconds) s"
        case .insecureRedirect(let url): return "redirected to \(url), which is neither https nor loopback"
        case .manifestTooLarge(let bytes, let limit): return "the manifest is at least \(bytes) bytes; the limit is \(limit)"
        case .fileTooLarge(let path, let bytes, let limit): return "\(path) is at least \(bytes) bytes; the limit is \(limit)"
        case .invalidManifest(let message): return "invalid manifest: \(message)"
        case .sizeMismatch(let path, let expected, let received): return "\(path): received \(received) bytes, the manifest says \(expected)"
        case .hashMismatch(let path): return "\(path): the SHA-256 does not match the manifest"
        case .unsignedManifest: return "the manifest is not signed and this app requires a signature"
        case .badSignature: return "the manifest's signature does not verify with this app's public key"
        case .invalidKey(let message): return "invalid key: \(message)"
        case .missingCapabilities(let missing): return "the bundle needs what this engine lacks: \(missing.joined(separator: ", "))"
        case .invalidBundle(let errors): return "the bundle has errors: \(errors.joined(separator: "; "))"
        case .writeFailed(let message): return "the bundle could not be saved: \(message)"
        case .cacheUnreadable(let message): return "the cached bundle could not be read: \(message)"
        }
    }
}

/// What the loader tells its host (``RemoteBundleConfiguration/onEvent``), for logs
/// and for preview chrome.
public enum RemoteBundleEvent: Sendable, Hashable, CustomStringConvertible {
    /// At start: the bundle shown comes from the cache (version) or the app (`nil`).
    case started(version: String?)
    /// The cached bundle could not be used; the shipped one is shown. The reason.
    case cacheUnusable(String)
    /// The manifest has not changed (304 or same bytes).
    case notModified(version: String?)
    /// A new bundle was verified and saved; it shows from the next ``RemoteBundleLoader/applyPending()``.
    case downloaded(version: String, filesFetched: Int, filesReused: Int)
    /// The refresh failed; the current bundle stays.
    case refused(RemoteBundleProblem)

    public var description: String {
        switch self {
        case .started(let version): return "started on " + (version.map { "cached version \($0)" } ?? "the shipped bundle")
        case .cacheUnusable(let reason): return "the cached bundle is unusable (\(reason)); using the shipped bundle"
        case .notModified(let version): return "up to date" + (version.map { " (version \($0))" } ?? "")
        case .downloaded(let version, let fetched, let reused): return "version \(version) ready (\(fetched) files fetched, \(reused) reused)"
        case .refused(let problem): return "refresh refused: \(problem)"
        }
    }
}
