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

    /// Shows `status` until the host calls ``PreviewServer/show(_:status:)`` or
    /// ``PreviewServer/setStatus(_:)``; each Refresh
    /// press awaits `refresh` before the browser goes back to the page.
    public init(status: String, refresh: @escaping @Sendable () async -> Void) {
        self.status = status
        self.refresh = refresh
    }

    /// The route the Refresh button posts to.
    public static let refreshRoute = WireProtocol.Route.refresh

    /// The chrome above the app: the status line and the Refresh button (plain HTML: a form
    /// post, so it works without the client script). The post carries the page's chosen
    /// locale and text size (from `query`) so the page it leads back to keeps them.
    static func chrome(status: String, query: [String: String]) -> String {
        let action = refreshRoute + chromeChoices(in: query)
        return "<div class=\"remote-status\" id=\"sdui-remote-status\"><span>" + HTMLEscaping.escape(status)
            + "</span> <form method=\"post\" action=\"" + HTMLEscaping.escape(action)
            + "\" style=\"display:inline\"><button type=\"submit\">Refresh</button></form></div>"
    }

    /// The page's address keeping the chrome's choices from `query`: where a refresh sends the
    /// browser back to. Nothing else of the query is kept, so the address cannot lead away.
    static func page(keeping query: [String: String]) -> String {
        WireProtocol.Route.page + chromeChoices(in: query)
    }

    /// `?locale=de&text-size=xxxLarge`, the chrome's parameters `query` holds (percent-encoded;
    /// the page checks their values), or nothing.
    private static func chromeChoices(in query: [String: String]) -> String {
        let kept = [LocaleControl.parameter, TextSizeControl.parameter].compactMap { name in
            query[name].map { name + "=" + ($0.addingPercentEncoding(withAllowedCharacters: unreserved) ?? "") }
        }
        return kept.isEmpty ? "" : "?" + kept.joined(separator: "&")
    }

    /// RFC 3986's unreserved characters: all a query value may hold unencoded.
    private static let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
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
        return Reply.seeOther(RemotePreview.page(keeping: request.query))
    }
}
