#if canImport(SwiftUI)
import Foundation
import ImagePipeline
import RemoteBundle
import SwiftUI
import ViewEngine

/// A JSON app ready to be shown by ``JSONDrivenView``: its runtime, the native views it may
/// embed by name, and the image loader its `image` nodes use.
///
/// Create one per app (not per view update), register handlers, data sources and custom
/// views, then hand it to ``JSONDrivenView``. All state lives in ``runtime``; this type only
/// adds what SwiftUI needs on top.
@MainActor
public final class JSONEngine {
    /// Navigation, state and actions of the app.
    public let runtime: AppRuntime
    /// Loads and caches remote images for `image` nodes.
    public let images: ImageLoader
    /// Decoded images ready to draw, so artwork scrolled back into view is not decoded again.
    let decodedImages: DecodedImageCache
    /// Whether screens show a spinner while their requests run and an error view with
    /// "Try Again" when one fails. Turn it off for bundles that draw `$.status` themselves.
    public var showsRequestStatus = true
    /// The text size the app is drawn at (a preview's or a test host's choice, applied with
    /// `dynamicTypeSize`); nil follows the user's setting, as an app should.
    public var textSize: TextSize?
    let customViews: CustomViewRegistry
    /// Keeps a remote bundle up to date and says when to show an update; nil for a bundle
    /// loaded once (``init(remote:publicKey:fallbackBundle:cacheFolder:modules:environment:mode:images:schedule:onEvent:)``).
    public let remoteUpdates: RemoteAppUpdates?
    /// What a successor engine on an updated bundle is made with (``successor(bundle:)``).
    let modules: [any AppModule]
    let environment: EvaluationEnvironment
    let mode: Resolver.Mode
    /// The host's event handlers and data sources, replayed on a successor's runtime.
    private var registrations: [@MainActor (AppRuntime) -> Void] = []

    /// An engine over a loaded bundle.
    ///
    /// - Parameters:
    ///   - bundle: the app, from `BundleLoader` (ViewEngine).
    ///   - modules: the host's native modules; those named in `app.json` are installed, and
    ///     their static assets serve root-relative image paths.
    ///   - environment: locale, time zone and clock for transforms (the device's by default).
    ///   - mode: `.debug` shows broken nodes as visible placeholders; `.release` drops them.
    ///   - images: the image loader; by default memory + disk cache over `URLSession.shared`.
    ///   - decodedImageBytes: how many bytes of decoded pixels stay in memory.
    public convenience init(
        bundle: AppBundle, modules: [any AppModule] = [], environment: EvaluationEnvironment = .device,
        mode: Resolver.Mode = .buildDefault, images: ImageLoader? = nil, decodedImageBytes: Int = JSONEngine.defaultDecodedImageBytes
    ) {
        self.init(
            bundle: bundle, modules: modules, environment: environment, mode: mode, images: images ?? Self.defaultImageLoader(modules: modules),
            decodedImages: DecodedImageCache(byteLimit: decodedImageBytes), customViews: CustomViewRegistry(), remoteUpdates: nil)
    }

    /// 64 MB of decoded pixels: about 500 thumbnails of 60 points on a 3× screen, or 45 covers
    /// of 200 points.
    public static let defaultDecodedImageBytes = 64 << 20

    /// Every engine is made here: a new one, or a successor that shares its predecessor's
    /// image caches, native views and remote updates.
    init(
        bundle: AppBundle, modules: [any AppModule], environment: EvaluationEnvironment, mode: Resolver.Mode, images: ImageLoader,
        decodedImages: DecodedImageCache, customViews: CustomViewRegistry, remoteUpdates: RemoteAppUpdates?
    ) {
        runtime = AppRuntime(bundle: bundle, environment: environment, mode: mode)
        self.images = images
        self.decodedImages = decodedImages
        self.customViews = customViews
        self.remoteUpdates = remoteUpdates
        self.modules = modules
        self.environment = environment
        self.mode = mode
        runtime.install(modulesFrom: modules)
        // What app.json names in "persist" lives in Application Support between launches.
        runtime.persistStateInApplicationSupport()
    }

    /// An engine over the bundle folder at `bundleFolder` (`app.json`, `theme.json`,
    /// `components.json`, `screens/`). Throws only when the folder cannot be read; problems
    /// inside the files are diagnostics that debug builds show in place.
    public convenience init(
        bundleFolder: URL, modules: [any AppModule] = [], environment: EvaluationEnvironment = .device,
        mode: Resolver.Mode = .buildDefault, images: ImageLoader? = nil
    ) throws(Diagnostic) {
        let bundle = try BundleLoader().load(folder: bundleFolder)
        self.init(bundle: bundle, modules: modules, environment: environment, mode: mode, images: images)
    }

    // MARK: Registration

    /// Runs `handler` when the JSON fires `{"actionType": "custom", "event": event}`; it
    /// receives the evaluated payload. A thrown error is reported as a runtime issue.
    public func registerEventHandler(_ event: String, _ handler: @escaping AppRuntime.EventHandler) {
        record { $0.registerEventHandler(event, handler) }
    }

    /// Makes `dataSource` answer `api` actions whose `source` is `name` (or that name none).
    public func register(dataSource: any DataSource, named name: String = AppRuntime.defaultDataSource) {
        record { $0.register(dataSource: dataSource, named: name) }
    }

    /// Applies a registration now and keeps it for successors.
    private func record(_ registration: @escaping @MainActor (AppRuntime) -> Void) {
        registration(runtime)
        registrations.append(registration)
    }

    /// An engine on `bundle` (a remote update) configured as this one: the same modules,
    /// environment, handlers, data sources, native views, caches and remote updates.
    func successor(bundle: AppBundle) -> JSONEngine {
        let next = JSONEngine(
            bundle: bundle, modules: modules, environment: environment, mode: mode, images: images,
            decodedImages: decodedImages, customViews: customViews, remoteUpdates: remoteUpdates)
        next.showsRequestStatus = showsRequestStatus
        next.textSize = textSize
        next.registrations = registrations
        for registration in registrations { registration(next.runtime) }
        return next
    }

    /// Shows `content` wherever the JSON has `{"type": "custom", "props": {"viewId": viewId}}`.
    /// The context carries the node's `data` and its resolved children.
    public func registerView<Content: View>(
        _ viewId: String, @ViewBuilder content: @escaping @MainActor (CustomViewContext) -> Content
    ) {
        customViews.register(viewId) { context in AnyView(content(context)) }
    }

    /// Memory + disk cache in the caches folder, module assets for root-relative paths, the
    /// network for the rest.
    static func defaultImageLoader(modules: [any AppModule]) -> ImageLoader {
        let assets = AssetImageTransport(
            asset: { path in
                for module in modules {
                    if let asset = module.asset(at: path) { return Data(asset.bytes) }
                }
                return nil
            },
            fallback: URLSessionImageTransport(session: .shared))
        let caches = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first
        let disk = caches.map { DiskImageCache(directory: $0.appendingPathComponent("SerializableSwiftUI/Images"), byteLimit: 200 << 20) }
        return ImageLoader(transport: assets, disk: disk)
    }
}

extension EvaluationEnvironment {
    /// The device's locale and time zone, following the user's changes, and the real clock.
    public static var device: EvaluationEnvironment {
        EvaluationEnvironment(locale: .autoupdatingCurrent, timeZone: .autoupdatingCurrent)
    }
}

extension Resolver.Mode {
    /// `.debug` in debug builds (broken nodes show as placeholders), `.release` otherwise.
    public static var buildDefault: Resolver.Mode {
        #if DEBUG
        return .debug
        #else
        return .release
        #endif
    }
}
#endif
