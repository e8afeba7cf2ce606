import Foundation

/// The `openExternalUrl` custom event (`{"url": "https://…"}`) that every host handles, and
/// the one rule for it: only web links leave the app. Screen data comes from remote APIs, so a
/// `tel:`, `file:` or app-scheme URL in it is not the user's choice.
public enum ExternalLink {
    /// The event name JSON uses.
    public static let event = "openExternalUrl"

    /// `text` as a URL when it is a web link: http or https, with a host. The one rule; the
    /// web renderer's link policy asks it too.
    public static func webURL(_ text: String) -> URL? {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "https" || scheme == "http",
            let host = url.host, !host.isEmpty
        else { return nil }
        return url
    }

    /// The payload's `url` when it is an http(s) URL with a host.
    public static func url(in payload: JSONObject) throws(DataSourceError) -> URL {
        guard let text = payload["url"]?.stringValue, let url = webURL(text) else {
            throw DataSourceError(
                .badRequest, message: "This link can't be opened.",
                detail: "\(event) needs an http(s) 'url', got \(JSONWriter.string(payload["url"] ?? .null))")
        }
        return url
    }
}
