import Foundation

/// The `openExternalUrl` custom event (`{"url": "https://…"}`) that every host handles, and
/// the one rule for it: only web links leave the app. Screen data comes from remote APIs, so a
/// `tel:`, `file:` or app-scheme URL in it is not the user's choice.
public enum ExternalLink {
    /// The event name JSON uses.
    public static let event = "openExternalUrl"

    /// The payload's `url` when it is an http(s) URL with a host.
    public static func url(in payload: JSONObject) throws(DataSourceError) -> URL {
        guard let text = payload["url"]?.stringValue, let url = WebAddress.webURL(text) else {
            throw DataSourceError(
                .badRequest, message: "This link can't be opened.",
                detail: "\(event) needs an http(s) 'url', got \(JSONWriter.string(payload["url"] ?? .null))")
        }
        return url
    }
}
