import Foundation
import ViewEngine

/// What `sdui serve` runs: a bundle folder, where to listen, and the native modules the
/// bundle's sessions get.
public struct PreviewConfiguration: Sendable {
    /// The bundle's folder: loaded at start (unless ``initialBundle`` is given), watched and
    /// reloaded on change; its `assets/` subfolder is served as `/assets/…`. With ``remote`` set
    /// it is not watched; only its `assets/` is served.
    public var bundleFolder: URL
    /// The address to bind. Loopback by default: the preview is for the person at this
    /// machine, and it accepts requests only for loopback host names while bound there.
    public var host: String
    /// 0 picks a free port (tests).
    public var port: UInt16
    /// Installed into every session's runtime (data sources, event handlers, assets).
    public var modules: [any AppModule]
    /// Locale, time zone and clock of every session; a page that picks another locale
    /// (`?locale=`) gets a session in it with the same time zone and clock.
    public var environment: EvaluationEnvironment
    /// Sessions kept at once; the least recently used beyond this are dropped.
    public var maxSessions: Int
    /// Connection, header, body and time limits of the HTTP layer.
    public var limits: PreviewLimits
    /// The bundle as the caller already loaded it (to choose modules), so the server does not
    /// parse it a second time at start; nil loads it from ``bundleFolder``.
    public var initialBundle: AppBundle?
    /// Where the server reports reloads and runtime problems.
    public var log: @Sendable (String) -> Void
    /// Set when the bundle comes from a remote loader: the folder is not watched, and the page
    /// shows the remote status and a Refresh button.
    public var remote: RemotePreview?
    /// Where sessions keep the app state the bundle's `"persist"` names (`state/<app>.json`
    /// below it, read when a session starts, written after each change); nil keeps it only
    /// as long as a session lives.
    public var stateFolder: URL?
    /// The text size pages are drawn at unless the page's `?text-size=` (the chrome's control)
    /// asks for another (`sdui serve --text-size`).
    public var textSize: TextSize = .standard
    /// Warnings not written to ``log``, the bundle's (SDUI0205) and its runtime issues'
    /// (SDUI1003): `sdui serve --allow CODE`. Errors are always written.
    public var allowedCodes: Set<DiagnosticCode> = []

    /// Defaults: 127.0.0.1 port 8080, no modules, 256 sessions, default ``PreviewLimits``, the
    /// bundle read from `bundleFolder`, not remote, and the log written with `print`.
    public init(
        bundleFolder: URL, host: String = "127.0.0.1", port: UInt16 = 8080, modules: [any AppModule] = [],
        environment: EvaluationEnvironment, maxSessions: Int = 256,
        limits: PreviewLimits = PreviewLimits(), initialBundle: AppBundle? = nil, remote: RemotePreview? = nil, log: @escaping @Sendable (String) -> Void = { print($0) }
    ) {
        self.remote = remote
        self.bundleFolder = bundleFolder
        self.host = host
        self.port = port
        self.modules = modules
        self.environment = environment
        self.maxSessions = maxSessions
        self.limits = limits
        self.initialBundle = initialBundle
        self.log = log
    }

    /// Whether ``host`` is this machine's loopback address (``WebAddress/isLoopback(host:)``).
    var isLoopback: Bool { WebAddress.isLoopback(host: host) }
}
