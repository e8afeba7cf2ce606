import Hummingbird
import WebRenderer

/// Which handler answers a request. Every request must name a loopback host first (see
/// ``PreviewHost/isAllowedHost(_:)``).
///
/// Routes: `GET /` the app page · `POST /_sdui/action` an interaction · `GET /_sdui/settle`
/// the frame once running actions finish · `GET /_sdui/live` server-sent events with the
/// bundle's generation · `GET /_sdui/client.js` · `GET /_sdui/snapshot/<screen>/<id>.svg` a node of
/// a session's screen as an SVG image (share links) · `POST /_sdui/refresh` a remote preview's
/// Refresh button · `GET /assets/…` the bundle's `assets/`
/// folder · any other path the modules' assets (`/fixtures/artwork/…`).
@MainActor
struct PreviewRouter {
    let host: PreviewHost

    func respond(to request: IncomingRequest) async -> Routed {
        guard host.isAllowedHost(request.host) else {
            return .ready(Reply.error(.misdirectedRequest, "This preview answers only to 127.0.0.1 and localhost."))
        }
        typealias Route = WireProtocol.Route
        switch (request.method, request.rawPath) {
        case (.post, Route.action): return await FrameHandler(host: host).action(request)
        case (.get, Route.settle): return await FrameHandler(host: host).settle(request)
        default: return .ready(await response(to: request))
        }
    }

    private func response(to request: IncomingRequest) async -> Response {
        typealias Route = WireProtocol.Route
        switch (request.method, request.rawPath) {
        case (.get, Route.page), (.head, Route.page): return await PageHandler(host: host).page(request)
        case (.get, Route.clientScript), (.head, Route.clientScript): return Reply.script(ClientScript.source)
        case (.get, "/favicon.ico"), (.head, "/favicon.ico"): return Reply.noContent()  // no icon, and no console error
        case (.post, RemotePreview.refreshRoute): return await RefreshHandler(host: host).refresh(request)
        case (.get, Route.live): return LiveHandler(host: host).events(request)
        case (.get, _) where request.rawPath.hasPrefix(Route.snapshotPrefix): return SnapshotHandler(host: host).snapshot(request)
        case (.get, _), (.head, _): return AssetHandler(configuration: host.configuration).asset(request.rawPath)
        default:
            var refused = Reply.error(.methodNotAllowed, "Method not allowed")
            refused.headers[.allow] = "GET, HEAD, POST"
            return refused
        }
    }
}

/// What the router answers: a response, or a frame that the caller writes as JSON off the
/// main actor (``Frame/response``).
enum Routed: Sendable {
    case ready(Response)
    case frame(Frame)

    nonisolated var response: Response {
        switch self {
        case .ready(let response): return response
        case .frame(let frame): return frame.response
        }
    }
}
