import Crypto
import Foundation
import NetworkTransport

/// Where an app host takes its bundle from when launched to follow a published folder:
/// `--remote-bundle URL` (the scheme's "Arguments Passed On Launch") or `SDUI_REMOTE_BUNDLE`
/// in its environment, with the public key's text (`sdui keygen`'s `NAME.pub`, one base64
/// line) as `--remote-bundle-key KEY` or `SDUI_REMOTE_BUNDLE_KEY`. Arguments win over the
/// environment. Without a URL the app shows the bundle it ships.
public struct RemoteBundleSetting: Sendable {
    /// The published folder's base URL (`manifest.json` below it).
    public var url: URL
    /// The key manifests must be signed with; nil accepts unsigned manifests.
    public var publicKey: Curve25519.Signing.PublicKey?

    /// The environment variable with the URL, read when no `--remote-bundle` is given.
    public static let urlVariable = "SDUI_REMOTE_BUNDLE"
    /// The environment variable with the key text, read when no `--remote-bundle-key` is given.
    public static let keyVariable = "SDUI_REMOTE_BUNDLE_KEY"

    /// A setting made in code; unlike ``fromLaunch(arguments:environment:)``, the URL is not checked.
    public init(url: URL, publicKey: Curve25519.Signing.PublicKey? = nil) {
        self.url = url
        self.publicKey = publicKey
    }

    /// The setting the process was launched with; nil when it names no remote bundle.
    public static func fromLaunch(
        arguments: [String] = ProcessInfo.processInfo.arguments, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(RemoteBundleSettingError) -> RemoteBundleSetting? {
        let urls: [String]
        let keys: [String]
        do {
            urls = try LaunchArguments.values(of: "remote-bundle", in: arguments)
            keys = try LaunchArguments.values(of: "remote-bundle-key", in: arguments)
        } catch {
            throw .missingValue(option: error.option)
        }
        guard let text = urls.last ?? environment[urlVariable], !text.isEmpty else { return nil }
        // The loader follows redirects only to https or loopback; the first request obeys the same rule.
        guard let url = URL(string: text), url.host != nil, RedirectPolicy.allows(url) else { throw .notAllowed(text) }
        var publicKey: Curve25519.Signing.PublicKey?
        if let keyText = keys.last ?? environment[keyVariable], !keyText.isEmpty {
            do {
                publicKey = try SigningKeys.publicKey(fromText: keyText)
            } catch {
                throw .badKey("\(error)")
            }
        }
        return RemoteBundleSetting(url: url, publicKey: publicKey)
    }
}

/// A launch setting for a remote bundle that cannot be used; the host shows it instead of the app.
public enum RemoteBundleSettingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// `--remote-bundle` or `--remote-bundle-key` given no value; `option` has its dashes.
    case missingValue(option: String)
    /// Not an https URL (or plain http to this machine, for local tests).
    case notAllowed(String)
    /// The key text is not a base64 Ed25519 public key; the reason.
    case badKey(String)

    public var description: String {
        switch self {
        case .missingValue(let option): return "\(option) needs a value"
        case .notAllowed(let text): return "the remote bundle needs an https URL (or http to 127.0.0.1 or localhost); got '\(text)'"
        case .badKey(let reason): return "--remote-bundle-key (or \(RemoteBundleSetting.keyVariable)): \(reason)"
        }
    }
}
