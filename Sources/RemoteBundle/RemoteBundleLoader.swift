import Crypto
import Foundation
import NetworkTransport
import ViewEngine

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Keeps an app's bundle up to date from a published folder (`sdui publish`), safely:
/// nothing reaches the screen that was not completely downloaded, hash-checked, signature-
/// checked (when the app holds a key), decoded, validated and saved. Anything less leaves the
/// current bundle in place and says why through ``RemoteBundleConfiguration/onEvent``.
///
/// The bundle shown is ``current``; a verified update waits in ``pending`` until the host calls
/// ``applyPending()`` (at the next navigation, or when it chooses), so an update never swaps
/// the screen under the user's finger.
public actor RemoteBundleLoader {
    /// The bundle on screen and where it came from.
    public struct Loaded: Sendable {
        /// The decoded bundle, validated without errors (or the app's fallback bundle).
        public var bundle: AppBundle
        /// The published version; nil for the bundle shipped with the app.
        public var version: String?
        /// The manifest; nil for the shipped bundle.
        public var manifest: BundleManifest?
    }

    /// What the loader was made with; fixed for its life.
    public let configuration: RemoteBundleConfiguration
    private let transport: any HTTPTransport
    private let cache: BundleCache
    /// The cached entry behind ``current`` (its files are reused by the next download).
    private var currentEntry: BundleCache.Entry?
    /// The bundle to show: ``launched`` at first, then each update ``applyPending()`` makes current.
    public private(set) var current: Loaded
    /// The bundle the loader started on (the newest complete cached one, or the shipped one),
    /// readable without waiting on the actor, so a host can draw its first screen at once.
    public nonisolated let launched: Loaded
    /// A verified, saved update waiting for ``applyPending()``; nil when none waits. A later
    /// update replaces it.
    public private(set) var pending: Loaded?
    /// The outcome of the last refresh, for preview chrome.
    public private(set) var lastEvent: RemoteBundleEvent?

    /// A loader over the network: a `URLSession` that refuses, before following it, any
    /// redirect ``RedirectPolicy`` does not allow, and reads no body past one byte more than
    /// the limits allow (so the loader still sees, and names, a body that is too large).
    public init(configuration: RemoteBundleConfiguration) {
        let largest = max(configuration.limits.maxManifestBytes, configuration.limits.maxFileBytes) + 1
        self.init(configuration: configuration, transport: URLSessionTransport(redirectAllowed: RedirectPolicy.allows, maxBodyBytes: largest))
    }

    /// Starts on the newest complete cached bundle, or on `configuration.fallbackBundle`.
    /// Does not touch the network: call ``refresh(apply:)`` (on launch, on a timer, on request).
    /// `transport` is how it reaches the server (tests inject theirs).
    public init(configuration: RemoteBundleConfiguration, transport: any HTTPTransport) {
        self.configuration = configuration
        self.transport = transport
        cache = BundleCache(folder: configuration.cacheFolder)
        cache.removeLeftovers()
        let key = configuration.publicKey
        let (entry, skipped) = cache.loadNewest { data throws(RemoteBundleProblem) in
            try Self.decodeSigned(data).verified(with: key)
        }
        var start = Loaded(bundle: configuration.fallbackBundle, version: nil, manifest: nil)
        var events: [RemoteBundleEvent] = skipped.map { .cacheUnusable($0) }
        if let entry {
            switch Self.decode(entry.files, manifest: entry.manifest, configuration: configuration) {
            case .success(let bundle):
                start = Loaded(bundle: bundle, version: entry.manifest.version, manifest: entry.manifest)
                currentEntry = entry
            case .failure(let problem):
                events.append(.cacheUnusable("\(entry.id): \(problem)"))
            }
        }
        current = start
        launched = start
        events.append(.started(version: start.version))
        for event in events { configuration.onEvent(event) }
    }

    /// Makes the pending update (if any) current. Returns whether the bundle changed.
    @discardableResult
    public func applyPending() -> Bool {
        guard let pending else { return false }
        current = pending
        self.pending = nil
        return true
    }

    /// Fetches the manifest and, when it changed, the changed files; verifies and saves the new
    /// bundle as ``pending``. With `apply`, it becomes ``current`` at once.
    @discardableResult
    public func refresh(apply: Bool = false) async -> RemoteBundleEvent {
        let event: RemoteBundleEvent
        do throws(RemoteBundleProblem) {
            event = try await update()
        } catch {
            event = .refused(error)
        }
        if apply { applyPending() }
        lastEvent = event
        configuration.onEvent(event)
        return event
    }

    private func update() async throws(RemoteBundleProblem) -> RemoteBundleEvent {
        let limits = configuration.limits
        let manifestURL = configuration.baseURL.appendingPathComponent("manifest.json")
        // Send If-None-Match only when the cached bundle is the one shown or pending, so a 304
        // never hides an update the cache lacks.
        let etag = currentEntry == nil ? nil : cache.etag()
        let (manifestData, response) = try await fetch(manifestURL, etag: etag, limit: limits.maxManifestBytes) { bytes throws(RemoteBundleProblem) in
            throw RemoteBundleProblem.manifestTooLarge(bytes: bytes, limit: limits.maxManifestBytes)
        }
        let newETag = response.value(forHTTPHeaderField: "ETag")
        if response.statusCode == 304 { return .notModified(version: current.version) }
        if let currentEntry, currentEntry.manifestData == manifestData {
            try cache.updateETag(newETag)
            return .notModified(version: current.version)
        }
        let manifest = try Self.decodeSigned(manifestData).verified(with: configuration.publicKey)
        try check(manifest)

        var files: [String: Data] = [:]
        var fetched = 0
        let reusable = Dictionary((currentEntry?.manifest.files ?? []).map { ($0.sha256, $0.path) }, uniquingKeysWith: { first, _ in first })
        for entry in manifest.files {
            if let oldPath = reusable[entry.sha256], let data = currentEntry?.files[oldPath] {
                files[entry.path] = data
                continue
            }
            let url = configuration.baseURL.appendingPathComponent(entry.storagePath)
            let (data, _) = try await fetch(url, etag: nil, limit: limits.maxFileBytes) { bytes throws(RemoteBundleProblem) in
                throw RemoteBundleProblem.fileTooLarge(path: entry.path, bytes: bytes, limit: limits.maxFileBytes)
            }
            guard data.count == entry.size else { throw .sizeMismatch(path: entry.path, expected: entry.size, received: data.count) }
            guard sha256Hex(data) == entry.sha256 else { throw .hashMismatch(path: entry.path) }
            files[entry.path] = data
            fetched += 1
        }
        let bundle = try Self.decode(files, manifest: manifest, configuration: configuration).get()
        let id = try cache.install(manifestData: manifestData, manifest: manifest, files: files, etag: newETag)
        currentEntry = BundleCache.Entry(id: id, manifestData: manifestData, manifest: manifest, files: files)
        pending = Loaded(bundle: bundle, version: manifest.version, manifest: manifest)
        return .downloaded(version: manifest.version, filesFetched: fetched, filesReused: manifest.files.count - fetched)
    }

    /// Refuses a manifest this app must not download: unknown features, unsafe paths, sizes
    /// over the limits.
    private func check(_ manifest: BundleManifest) throws(RemoteBundleProblem) {
        var missing: [String] = []
        if let minimum = manifest.minimumEngineVersion, minimum > configuration.engineVersion {
            missing.append("engine version \(minimum) (this is \(configuration.engineVersion))")
        }
        missing += manifest.capabilities.missing(from: configuration.capabilities)
        guard missing.isEmpty else { throw .missingCapabilities(missing) }
        var paths = Set<String>()
        var total = 0
        for entry in manifest.files {
            guard BundleManifest.isAllowedPath(entry.path), paths.insert(entry.path).inserted else {
                throw .invalidManifest("path '\(entry.path)' is not allowed or appears twice")
            }
            guard BundleManifest.isSHA256Hex(entry.sha256), entry.size >= 0 else {
                throw .invalidManifest("\(entry.path): size or sha256 is malformed")
            }
            guard entry.size <= configuration.limits.maxFileBytes else {
                throw .fileTooLarge(path: entry.path, bytes: entry.size, limit: configuration.limits.maxFileBytes)
            }
            total += entry.size
        }
        guard total <= configuration.limits.maxBundleBytes else {
            throw .invalidManifest("the bundle is \(total) bytes; the limit is \(configuration.limits.maxBundleBytes)")
        }
    }

    /// One GET within the timeout; 200 (or 304 when `etag` was sent) or a problem.
    private func fetch(
        _ url: URL, etag: String?, limit: Int, tooLarge: (Int) throws(RemoteBundleProblem) -> Never
    ) async throws(RemoteBundleProblem) -> (Data, HTTPURLResponse) {
        var request = URLRequest(url: url)
        // Whole seconds: Linux's URLSession treats a fraction of a second as no time at all.
        // The deadline below is what enforces the limit precisely.
        request.timeoutInterval = max(1, configuration.limits.timeoutSeconds.rounded(.up))
        if let etag { request.setValue(etag, forHTTPHeaderField: "If-None-Match") }
        let transport = self.transport
        let sent = request
        let result: (Data, HTTPURLResponse)
        do {
            result = try await withDeadline(seconds: configuration.limits.timeoutSeconds) { try await transport.send(sent) }
        } catch let error as URLError where error.code == .timedOut {
            throw .timedOut(url: url.absoluteString, seconds: configuration.limits.timeoutSeconds)
        } catch let error as URLError where error.code == .dataLengthExceedsMaximum {
            // The transport stopped reading past the limit (one byte more than it allows).
            try tooLarge(limit + 1)
        } catch let error as URLError {
            // Its code and the transport's words ("Failed to connect to … port 1 …"), not the
            // whole NSError with its user-info dictionary.
            throw .transport(url: url.absoluteString, message: TransportFailure.detail(error))
        } catch {
            throw .transport(url: url.absoluteString, message: "\(error)")
        }
        let (data, response) = result
        if let final = response.url, final != url, !RedirectPolicy.allows(final) {
            throw .insecureRedirect(url: final.absoluteString)
        }
        if (300...399).contains(response.statusCode), response.statusCode != 304,
            let location = response.value(forHTTPHeaderField: "Location"), let target = URL(string: location, relativeTo: url)?.absoluteURL,
            !RedirectPolicy.allows(target)
        {
            // The transport's redirect gate refused it (``RemoteBundleLoader/init(configuration:)``).
            throw .insecureRedirect(url: target.absoluteString)
        }
        if response.statusCode == 304, etag != nil { return result }
        guard response.statusCode == 200 else { throw .httpStatus(url: url.absoluteString, status: response.statusCode) }
        if data.count > limit { try tooLarge(data.count) }
        return result
    }

    static func decodeSigned(_ data: Data) throws(RemoteBundleProblem) -> SignedManifest {
        do {
            return try JSONDecoder().decode(SignedManifest.self, from: data)
        } catch {
            throw .invalidManifest("manifest.json is not a published manifest: \(error)")
        }
    }

    /// Decodes and validates the whole bundle with this engine; any error refuses it.
    static func decode(_ files: [String: Data], manifest: BundleManifest, configuration: RemoteBundleConfiguration) -> Result<AppBundle, RemoteBundleProblem> {
        let loader = BundleLoader(maxFileBytes: configuration.limits.maxFileBytes, parser: configuration.parser)
        var bundle = loader.load(files: files, name: manifest.bundleID)
        // The validator's result includes the loader's diagnostics.
        bundle.diagnostics = BundleValidator().validate(bundle)
        let errors = bundle.diagnostics.errors
        guard errors.isEmpty else { return .failure(.invalidBundle(errors.prefix(5).map(\.description))) }
        return .success(bundle)
    }
}

/// Where a redirect may lead: https anywhere, plain http only to this machine (tests, `sdui`).
public enum RedirectPolicy {
    /// Whether `url` is https, or http to `127.0.0.1`, `localhost` or `::1`. Also checked for
    /// the launch URL (``RemoteBundleSetting/fromLaunch(arguments:environment:)``).
    public static func allows(_ url: URL) -> Bool {
        if url.scheme?.lowercased() == "https" { return true }
        guard url.scheme?.lowercased() == "http", let host = url.host?.lowercased() else { return false }
        return WebAddress.isLoopback(host: host)
    }
}
