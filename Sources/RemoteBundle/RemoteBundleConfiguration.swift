import Crypto
import Foundation
import ViewEngine

/// The engine version remote bundles compare `minimumEngineVersion` with. Raised when the
/// engine gains something a bundle may need that capabilities do not name (``EngineFeature``:
/// grammar and forms, not words): 2 reads choices, `cond ? a : b`, which version 1 refuses as
/// a syntax error; 3 reads bound word props, a bound `currency:` code and screens' `computed`
/// values, which version 2 refuses or ignores; 4 reads components' `computed` values, which
/// version 3 ignores; 5 reads bound keys (`$.items[$.i]`, `env.cart[$.i]`), steps after a
/// parenthesised value, `$(…)` bindings and bound `take:`/`drop:` counts, which version 4 refuses;
/// 6 works an `update`'s value out per matched element, whose `$.item` it reads, where version 5
/// read the firing row's; 7 reads steps that match an element by a member (`$.xs[id == $.id]`,
/// `env.xs[id == $.id].n`) and state keys' indexes from the end (`env.log[-1]`), which version
/// 6 refuses.
public enum EngineVersion {
    /// This build's engine version (7): the default ``RemoteBundleConfiguration/engineVersion``.
    public static let current = 7
}

/// Everything a ``RemoteBundleLoader`` needs, injected.
public struct RemoteBundleConfiguration: Sendable {
    /// The published folder: `BASE/manifest.json`, `BASE/files/<sha256>`.
    public var baseURL: URL
    /// Where verified bundles are kept between launches (the app's caches folder).
    public var cacheFolder: URL
    /// With a key, only manifests it signed are accepted (unsigned ones are refused).
    public var publicKey: Curve25519.Signing.PublicKey?
    /// Shown when nothing valid is cached: the bundle shipped inside the app.
    public var fallbackBundle: AppBundle
    /// What this engine can draw (the host adds transforms it registers).
    public var capabilities: Capabilities
    /// Compared with a manifest's `minimumEngineVersion`: a bundle that needs more is refused.
    public var engineVersion: Int
    /// Parses the bundle's bindings; its transforms are the only ones a `| name` may call, so a
    /// host that registers transforms passes its own (the standard transforms by default).
    public var parser: ExpressionParser
    /// Size and time bounds on each refresh's downloads.
    public var limits: Limits
    /// Told about every start, refresh and refusal; hosts log it, previews show it.
    public var onEvent: @Sendable (RemoteBundleEvent) -> Void

    /// Bounds on what a server can make the app download or wait for.
    public struct Limits: Sendable {
        /// Largest `manifest.json` accepted, in bytes.
        public var maxManifestBytes: Int
        /// Largest bundle file, in bytes, by the manifest's size and by the bytes received;
        /// also the bundle loader's per-file limit.
        public var maxFileBytes: Int
        /// Largest total of the manifest's file sizes, in bytes, checked before any file is fetched.
        public var maxBundleBytes: Int
        /// Per request, enforced by the loader (Linux's URLSession does not always).
        public var timeoutSeconds: Double

        /// Defaults: a 256 KiB manifest, 4 MiB per file, 32 MiB per bundle, 20 seconds per request.
        public init(maxManifestBytes: Int = 256 << 10, maxFileBytes: Int = 4 << 20, maxBundleBytes: Int = 32 << 20, timeoutSeconds: Double = 20) {
            self.maxManifestBytes = maxManifestBytes
            self.maxFileBytes = maxFileBytes
            self.maxBundleBytes = maxBundleBytes
            self.timeoutSeconds = timeoutSeconds
        }
    }

    /// Defaults: no key (unsigned manifests accepted), this engine's capabilities and
    /// ``EngineVersion/current``, the standard parser, default ``Limits`` and no event handler.
    public init(
        baseURL: URL, cacheFolder: URL, publicKey: Curve25519.Signing.PublicKey? = nil, fallbackBundle: AppBundle,
        capabilities: Capabilities = .engine(), engineVersion: Int = EngineVersion.current, parser: ExpressionParser = ExpressionParser(),
        limits: Limits = Limits(), onEvent: @escaping @Sendable (RemoteBundleEvent) -> Void = { _ in }
    ) {
        self.baseURL = baseURL
        self.cacheFolder = cacheFolder
        self.publicKey = publicKey
        self.fallbackBundle = fallbackBundle
        self.capabilities = capabilities
        self.engineVersion = engineVersion
        self.parser = parser
        self.limits = limits
        self.onEvent = onEvent
    }
}
