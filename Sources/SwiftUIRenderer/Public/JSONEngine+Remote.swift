#if canImport(SwiftUI)
import Crypto
import Foundation
import ImagePipeline
import RemoteBundle
import ViewEngine

extension JSONEngine {
    /// An engine whose bundle comes from a folder published with `sdui publish`, kept up to
    /// date by `RemoteBundleLoader` (RemoteBundle): every update is downloaded completely,
    /// hash-checked, signature-checked (with `publicKey`), validated and saved before it can
    /// show, and it shows at the next navigation or when the host calls
    /// `RemoteAppUpdates.showUpdateNow()` on ``remoteUpdates`` — never under
    /// the user's finger. ``JSONDrivenView`` swaps in a successor engine then; handlers, data
    /// sources and native views registered on this engine carry over.
    ///
    /// Starts at once, without the network, on the newest complete bundle in `cacheFolder`, or
    /// on `fallbackBundle` (the one shipped inside the app) when none is usable; it reads and
    /// validates that bundle on the calling (main) actor.
    ///
    /// - Parameters:
    ///   - remote: the published folder (`URL/manifest.json`); https, or loopback http in tests.
    ///   - publicKey: with a key, only manifests it signed are accepted.
    ///   - fallbackBundle: the bundle shipped inside the app.
    ///   - cacheFolder: where verified bundles stay between launches (under the caches folder).
    ///   - modules: the host's native modules; those named in `app.json` are installed.
    ///   - environment: locale, time zone and clock for transforms (the device's by default).
    ///   - mode: `.debug` shows broken nodes as visible placeholders; `.release` drops them.
    ///   - images: the image loader; by default memory + disk cache over `URLSession.shared`.
    ///   - schedule: when to refresh (on launch, then every 15 minutes, by default).
    ///   - onEvent: every start, refresh and refusal, for the host's log.
    ///
    /// To open the cache off the main actor, make the `RemoteBundleLoader` in
    /// ``JSONDrivenView``'s `loading` step and use ``init(remoteLoader:modules:environment:mode:images:schedule:)``.
    public convenience init(
        remote: URL, publicKey: Curve25519.Signing.PublicKey?, fallbackBundle: AppBundle, cacheFolder: URL,
        modules: [any AppModule] = [], environment: EvaluationEnvironment = .device, mode: Resolver.Mode = .buildDefault,
        images: ImageLoader? = nil, schedule: RefreshSchedule = RefreshSchedule(),
        onEvent: @escaping @Sendable (RemoteBundleEvent) -> Void = { _ in }
    ) {
        let configuration = RemoteBundleConfiguration(
            baseURL: remote, cacheFolder: cacheFolder, publicKey: publicKey, fallbackBundle: fallbackBundle, onEvent: onEvent)
        self.init(
            remoteLoader: RemoteBundleLoader(configuration: configuration), modules: modules, environment: environment, mode: mode,
            images: images, schedule: schedule)
    }

    /// An engine on `remoteLoader`'s bundle (see ``init(remote:publicKey:fallbackBundle:cacheFolder:modules:environment:mode:images:schedule:onEvent:)``),
    /// for a loader made off the main actor: its initializer reads the cache.
    public convenience init(
        remoteLoader: RemoteBundleLoader, modules: [any AppModule] = [], environment: EvaluationEnvironment = .device,
        mode: Resolver.Mode = .buildDefault, images: ImageLoader? = nil, schedule: RefreshSchedule = RefreshSchedule()
    ) {
        self.init(
            bundle: remoteLoader.launched.bundle, modules: modules, environment: environment, mode: mode,
            images: images ?? Self.defaultImageLoader(modules: modules), decodedImages: DecodedImageCache(byteLimit: Self.defaultDecodedImageBytes),
            customViews: CustomViewRegistry(), remoteUpdates: RemoteAppUpdates(loader: remoteLoader, schedule: schedule))
    }
}
#endif
