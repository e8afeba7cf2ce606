import Foundation
import Hummingbird
import WebRenderer

/// A preview whose bundle is handed to it instead of read from a watched folder
/// (`sdui serve --remote`): the host shows each new bundle with ``PreviewServer/show(_:status:)``,
/// the page's chrome shows the status line (version, last refresh result) and a Refresh button
/// that runs ``refresh``.
public struct RemotePreview: Sendable {
    /// Asked for by the Refresh button (`POST /_sdui/refresh`); the host refreshes and calls
    /// ``PreviewServer/show(_:status:)`` or ``PreviewServer/setStatus(_:)`` before returning.
    public var refresh: @Sendable () async -> Void
    /// The status line shown at start.
    public var status: String

    public init(status: String, refresh: @escaping @Sendable () async -> Void) {
        self.status = status
        self.refresh = refresh
    }

    /// The route the Refresh button posts to.
    public static let refreshRoute = "/_sdui/refresh"

    /// The chrome above the app: the status line and the Refresh button (plain HTML: a form
    /// post, so it works without the client script).
    static func chrome(status: String) -> String {
        "<div class=\"remote-status\" id=\"sdui-remote-status\"><span>" + HTMLEscaping.escape(status)
            + "</span> <form method=\"post\" action=\"" + refreshRoute + "\" style=\"display:inline\"><button type=\"submit\">Refresh</button></form></div>"
    }
}

/// `POST /_sdui/refresh`: refreshes the remote bundle, then sends the browser back to the page.
@MainActor
struct RefreshHandler {
    let host: PreviewHost

    func refresh(_ request: IncomingRequest) async -> Response {
        guard let remote = host.configuration.remote else { return Reply.notFound() }
        // Another site's page must not make this preview fetch (and swap) bundles.
        guard !request.isCrossSite else { return Reply.error(.forbidden, "Refresh from the preview's own page.") }
        await remote.refresh()
        return Reply.seeOther(WireProtocol.Route.page)
    }
}
