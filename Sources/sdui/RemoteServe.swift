import ArgumentParser
import Crypto
import Foundation
import PreviewServer
import RemoteBundle
import ViewEngine

/// `sdui serve --remote URL [--cache-dir DIR] [--public-key FILE]`.
struct RemoteOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Preview a published bundle (sdui publish) from this URL through the remote loader.", valueName: "url"))
    var remote: String?

    @Option(help: ArgumentHelp("With --remote: where verified bundles are kept (default: DATA_DIR/remote/<url>).", valueName: "folder"))
    var cacheDir: String?

    @Option(help: ArgumentHelp("With --remote: accept only manifests signed for this public key file (sdui keygen).", valueName: "file"))
    var publicKey: String?

    func validate() throws {
        if remote == nil, cacheDir != nil || publicKey != nil { throw ValidationError("--cache-dir and --public-key go with --remote") }
    }
}

/// `sdui serve --remote URL`: the preview's bundle comes from a published folder through the
/// same loader apps use (cache, verification, fallbacks), and the page's chrome shows the
/// version and the last refresh result with a Refresh button.
struct RemoteServe: Sendable {
    let loader: RemoteBundleLoader
    let baseURL: URL
    /// Where the preview serves `assets/` from: the fallback bundle's folder, else the cache.
    let assetFolder: URL

    /// Opens the cache (which may already hold a good bundle) and reads the key; nothing is
    /// fetched yet. Problems are printed and exit 1.
    static func open(url text: String, cacheDir: String?, publicKeyFile: String?, fallbackFolder: String?, dataFolder: URL) throws -> RemoteServe {
        guard let url = WebAddress.webURL(text) else {
            printError("error: --remote needs the http(s) URL of a published folder (sdui publish); got '\(text)'")
            throw ExitCode(1)
        }
        if !RedirectPolicy.allows(url) {
            printError("warning: \(text) is plain http: anyone on the way can change the bundle (use https, or a --public-key)")
        }
        let publicKey = try publicKeyFile.map { try SigningKeyFile.publicKey(at: $0) }
        var fallback = AppBundle(name: "remote", root: .tabs([]), screens: [:])
        var assetFolder: URL?
        if let fallbackFolder {
            let folder = URL(fileURLWithPath: fallbackFolder)
            fallback = try BundleLoader().loadOrExit(folder: folder)
            assetFolder = folder
        }
        let cache = cacheDir.map { URL(fileURLWithPath: $0) } ?? dataFolder.appendingPathComponent("remote").appendingPathComponent(Self.folderName(for: url))
        let configuration = RemoteBundleConfiguration(
            baseURL: url, cacheFolder: cache, publicKey: publicKey, fallbackBundle: fallback,
            onEvent: { event in printError("remote: \(event)") })
        return RemoteServe(loader: RemoteBundleLoader(configuration: configuration), baseURL: url, assetFolder: assetFolder ?? cache)
    }

    /// A folder name for a URL's cache: its ASCII letters and digits, for reading, then a hash
    /// of the whole URL, so two URLs that differ only in other characters (`a-b/`, `a_b/`)
    /// never share a cache.
    static func folderName(for url: URL) -> String {
        let text = url.absoluteString
        let readable = String(text.prefix(80).map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
        let hash = SHA256.hash(data: Data(text.utf8)).prefix(8).map { String(format: "%02x", $0) }.joined()
        return readable + "-" + hash
    }

    /// Refreshes and applies at once: at launch, and when the person at the preview asks.
    /// Returns the bundle to show and the status line.
    func refresh() async -> (bundle: AppBundle, status: String) {
        await loader.refresh(apply: true)
        return (await loader.current.bundle, await status())
    }

    /// "Remote bundle Podcasts version 2 from URL · last refresh: …".
    func status() async -> String {
        let current = await loader.current
        let shown = current.version.map { "\(current.manifest?.bundleID ?? current.bundle.name) version \($0)" } ?? "no remote version (the fallback bundle)"
        let last = await loader.lastEvent.map { "\($0)" } ?? "not yet refreshed"
        // The labels come from the server's manifest: printed, their control characters are shown, not obeyed.
        return Excerpt.escapingControls("Remote bundle: \(shown) from \(baseURL.absoluteString) · last refresh: \(last)")
    }

    /// The Refresh button's action: refresh, then show the bundle (or only the new status
    /// when the version did not change).
    func preview(initialStatus: String, slot: ServerSlot) -> RemotePreview {
        RemotePreview(status: initialStatus) {
            let before = await loader.current.manifest
            let (bundle, status) = await refresh()
            let after = await loader.current.manifest
            await slot.update(bundle: before == after ? nil : bundle, status: status)
        }
    }
}

/// The server a ``RemotePreview`` refresh updates; set once the server exists.
@MainActor
final class ServerSlot {
    var server: PreviewServer?

    func update(bundle: AppBundle?, status: String) {
        guard let server else { return }
        if let bundle {
            server.show(bundle, status: status)
        } else {
            server.setStatus(status)
        }
    }
}
