import Foundation
import HTTPTypes
import Hummingbird

/// What the preview's handlers read of a request: the raw (still percent-encoded) path, so
/// traversal checks see what the client sent, the query, the few headers that matter, and
/// the body once read within its limits. Independent of the HTTP library.
struct IncomingRequest: Sendable {
    enum Method: Sendable { case get, head, post, other }

    var method: Method
    /// The path as sent, percent-encoded, without the query.
    var rawPath: String
    var query: [String: String] = [:]
    /// `Host` (HTTP/1.1) or `:authority`.
    var host: String?
    var cookie: String?
    var contentType: String?
    /// `Sec-Fetch-Site`: `same-origin`, `same-site`, `cross-site` or `none` (typed URL).
    var fetchSite: String?
    var body: [UInt8] = []

    init(method: Method, target: String, host: String? = "127.0.0.1", cookie: String? = nil, contentType: String? = nil,
         fetchSite: String? = nil, body: [UInt8] = []) {
        self.method = method
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        rawPath = parts.isEmpty ? "/" : String(parts[0])
        if parts.count == 2 { query = Self.parseQuery(parts[1]) }
        self.host = host
        self.cookie = cookie
        self.contentType = contentType
        self.fetchSite = fetchSite
        self.body = body
    }

    init(_ request: Request, body: [UInt8]) {
        let method: Method
        switch request.method {
        case .get: method = .get
        case .head: method = .head
        case .post: method = .post
        default: method = .other
        }
        let cookies = request.headers[values: .cookie]
        self.init(
            method: method, target: request.head.path ?? "/", host: request.head.authority,
            cookie: cookies.isEmpty ? nil : cookies.joined(separator: "; "), contentType: request.headers[.contentType],
            fetchSite: request.headers[Self.secFetchSite], body: body)
    }

    /// `application/json`, with or without parameters, and nothing else (not `application/jsonp`).
    var isJSON: Bool {
        guard let contentType else { return false }
        let mediaType = contentType.prefix { $0 != ";" }.trimmingCharacters(in: .whitespaces).lowercased()
        return mediaType == "application/json"
    }

    /// A request another page made (a link, an image, a form, a fetch), as the browser
    /// reports it: it gets no new session, so a page elsewhere cannot push the user's sessions
    /// out. `same-site` counts too: a page on another port of localhost is same-site. Requests
    /// without the header (older browsers, curl) and typed URLs (`none`) are the user's own.
    var isCrossSite: Bool { ["cross-site", "same-site"].contains(fetchSite?.lowercased() ?? "") }

    // The header's name is valid by construction.
    private static let secFetchSite = HTTPField.Name("Sec-Fetch-Site")!

    private static func parseQuery(_ text: Substring) -> [String: String] {
        var query: [String: String] = [:]
        for pair in text.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let decode = { (part: Substring) in String(part).replacingOccurrences(of: "+", with: " ").removingPercentEncoding }
            guard let name = decode(parts[0]) else { continue }
            // A value that is not valid percent-encoding stays as written, so a reply naming it
            // (`unknown locale '%zz'`) shows what was asked.
            query[name] = parts.count == 2 ? decode(parts[1]) ?? String(parts[1]) : ""
        }
        return query
    }
}
