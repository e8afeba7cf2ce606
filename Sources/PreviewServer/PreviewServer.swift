import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import ViewEngine

/// The preview server behind `sdui serve`: runs a bundle's app per browser session and
/// serves it as HTML that updates in place (see `PreviewRouter` for the routes). HTTP is
/// Hummingbird on SwiftNIO, with the limits of ``PreviewLimits``.
public final class PreviewServer: Sendable {
    /// What the server was made with; fixed for its life (a new bundle comes through
    /// ``show(_:status:)``, not a new configuration).
    public let configuration: PreviewConfiguration
    private let host: PreviewHost
    private let gauge = ConnectionGauge()
    private let listening = ListeningAddress()

    /// Loads the bundle (content problems become diagnostics shown in the page). Throws when
    /// the folder cannot be read.
    @MainActor
    public init(configuration: PreviewConfiguration) throws {
        self.configuration = configuration
        host = try PreviewHost(configuration: configuration)
    }

    /// Serves until cancelled (or the listener fails).
    public func run() async throws {
        let limits = configuration.limits
        let application = Application(
            responder: PreviewResponder(router: PreviewRouter(host: host), gauge: gauge, limits: limits),
            server: .http1(
                configuration: .init(
                    idleTimeout: .nanoseconds(Int64(limits.idleTimeout.components.seconds) * 1_000_000_000
                        + limits.idleTimeout.components.attoseconds / 1_000_000_000),
                    httpDecoderConfiguration: .init(
                        maxHeaderFieldSize: limits.maxHeaderBytes, maxHeaderListSize: limits.maxHeaderBytes, maxHeaderFieldCount: 200))),
            configuration: ApplicationConfiguration(
                address: .hostname(configuration.host, port: Int(configuration.port)), serverName: nil,
                availableConnectionsDelegate: gauge.delegate(hardLimit: limits.maxConnections + limits.maxConnections / 2)),
            onServerRunning: { [listening] channel in await listening.set(channel.localAddress?.port) },
            logger: Self.quietLogger)
        let host = self.host
        let listening = self.listening
        do {
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask { try await application.run() }
                group.addTask { await host.watch() }
                // The listener ends only on failure or cancellation; stop watching either way.
                try await group.next()
                group.cancelAll()
            }
        } catch {
            await listening.fail(error)
            await host.live.close()
            throw error
        }
        await listening.fail(PreviewError.serverStopped)
        await host.live.close()
    }

    /// Returns once the server listens; throws if it could not.
    public func waitUntilListening() async throws {
        _ = try await listening.port()
    }

    /// The port actually bound (useful with port 0); nil before listening.
    public var port: UInt16? {
        get async { await listening.current.map { UInt16($0) } }
    }

    /// The address to open in a browser.
    public var url: String {
        get async {
            let port = await self.port ?? configuration.port
            let name = configuration.host.contains(":") ? "[\(configuration.host)]" : configuration.host
            return "http://\(name):\(port)/"
        }
    }

    /// Checks the bundle for changes now (tests; the server also reloads on its own when the
    /// kernel reports a change).
    @MainActor
    public func checkForChanges() {
        host.checkForChanges()
    }

    /// Shows `bundle` from now on, with `status` in the page's chrome (remote previews: see
    /// ``RemotePreview``). Open pages reload.
    @MainActor
    public func show(_ bundle: AppBundle, status: String) {
        host.show(bundle, status: status)
    }

    /// Changes the remote status line without changing the bundle.
    @MainActor
    public func setStatus(_ status: String) {
        host.setStatus(status)
    }

    /// Connections open now.
    public var openConnections: Int { gauge.count }

    /// Browser sessions kept now.
    @MainActor
    public var sessionCount: Int { host.sessions.count }

    /// Hummingbird's own logging stays off: the preview reports through `configuration.log`.
    private static var quietLogger: Logger {
        var logger = Logger(label: "sdui.preview")
        logger.logLevel = .critical
        return logger
    }
}

/// Hummingbird's entry point: refuses work past the connection limit, reads the body within
/// its limits, and hands the request to the router on the main actor.
struct PreviewResponder: HTTPResponder {
    typealias Context = BasicRequestContext
    let router: PreviewRouter
    let gauge: ConnectionGauge
    let limits: PreviewLimits

    func respond(to request: Request, context: Context) async throws -> Response {
        guard gauge.count <= limits.maxConnections else { return Reply.busy() }
        var body: [UInt8] = []
        if request.method == .post {
            if let length = request.headers[.contentLength].flatMap({ Int($0) }), length > limits.maxBodyBytes {
                return Reply.error(.contentTooLarge, "Actions are small", close: true)
            }
            switch await BodyReader.read(request.body, limit: limits.maxBodyBytes, timeout: limits.bodyTimeout) {
            case .bytes(let bytes): body = bytes
            case .tooLarge: return Reply.error(.contentTooLarge, "Actions are small", close: true)
            case .tooSlow: return Reply.error(.requestTimeout, "The request body took too long", close: true)
            case .failed: return Reply.error(.badRequest, "The request body could not be read", close: true)
            }
        }
        let incoming = IncomingRequest(request, body: body)
        // Routed on the main actor; a frame is written as JSON here, off it.
        return await router.respond(to: incoming).response
    }
}

/// The port the server listens on, once it does, for whoever waits for it.
actor ListeningAddress {
    private(set) var current: Int?
    private var failure: (any Error)?
    private var waiters: [CheckedContinuation<Int, any Error>] = []

    func set(_ port: Int?) {
        guard let port else { return fail(PreviewError.noPort) }
        current = port
        for waiter in waiters { waiter.resume(returning: port) }
        waiters = []
    }

    func fail(_ error: any Error) {
        guard current == nil else { return }
        failure = error
        for waiter in waiters { waiter.resume(throwing: error) }
        waiters = []
    }

    func port() async throws -> Int {
        if let current { return current }
        if let failure { throw failure }
        return try await withCheckedThrowingContinuation { waiters.append($0) }
    }
}
