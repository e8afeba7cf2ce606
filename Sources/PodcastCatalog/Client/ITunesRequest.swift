import Foundation

/// One GET request to the iTunes Search API: `/search` or `/lookup` with query parameters.
///
/// Parameters are kept sorted by name, so the same request always makes the same URL — the
/// response cache's key.
public struct ITunesRequest: Sendable, Hashable, CustomStringConvertible {
    /// The two API endpoints the app uses.
    public enum Path: String, Sendable, CaseIterable {
        /// `/search`: podcasts by `term`, or a genre's by `genreId`.
        case search = "/search"
        /// `/lookup`: podcasts by `id`, followed by their episodes with `entity=podcastEpisode`.
        case lookup = "/lookup"
    }

    /// `/search` or `/lookup`.
    public var path: Path
    /// Query parameters by name (`term`, `id`, `entity`, `genreId`, `limit`…).
    public var parameters: [String: String]

    /// A request with `parameters` exactly as given: it adds no `media=podcast` (as
    /// ``search(term:limit:)`` and ``genre(_:limit:)`` do) and does not clamp `limit` to
    /// 1…``maximumLimit`` (as the factories that take a limit do).
    public init(_ path: Path, parameters: [String: String]) {
        self.path = path
        self.parameters = parameters
    }

    /// The API returns at most this many results, whatever `limit` asks for.
    public static let maximumLimit = 200
    /// What the API returns when no `limit` is given.
    public static let defaultLimit = 50

    /// `/search?term=…&media=podcast`: podcasts whose names or artists match.
    public static func search(term: String, limit: Int? = nil) -> ITunesRequest {
        ITunesRequest(.search, parameters: withLimit(["term": term, "media": "podcast"], limit))
    }

    /// `/lookup?id=…`: one podcast.
    public static func lookup(id: Int) -> ITunesRequest {
        ITunesRequest(.lookup, parameters: ["id": String(id)])
    }

    /// `/lookup?id=…&entity=podcastEpisode`: the podcast, then its episodes newest first.
    public static func episodes(podcastID: Int, limit: Int? = nil) -> ITunesRequest {
        ITunesRequest(.lookup, parameters: withLimit(["id": String(podcastID), "entity": "podcastEpisode"], limit))
    }

    /// `/search?term=podcast&genreId=…&limit=…`: podcasts of a genre.
    public static func genre(_ id: Int, limit: Int? = nil) -> ITunesRequest {
        ITunesRequest(.search, parameters: withLimit(["term": "podcast", "media": "podcast", "genreId": String(id)], limit))
    }

    private static func withLimit(_ parameters: [String: String], _ limit: Int?) -> [String: String] {
        var result = parameters
        if let limit { result["limit"] = String(min(max(limit, 1), maximumLimit)) }
        return result
    }

    /// Whether this search has nothing to search for; the API answers such a request with no
    /// results, so the client does not spend a call on it.
    var isEmptySearch: Bool {
        path == .search && (parameters["term"] ?? "").trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }

    /// The query items, sorted by name.
    public var queryItems: [URLQueryItem] {
        parameters.keys.sorted().map { URLQueryItem(name: $0, value: parameters[$0]) }
    }

    /// The full URL against `base` (`https://itunes.apple.com`, or a local test server).
    public func url(relativeTo base: URL) -> URL {
        var components = URLComponents()
        components.scheme = base.scheme
        components.host = base.host
        components.port = base.port
        let basePath = base.path.hasSuffix("/") ? String(base.path.dropLast()) : base.path
        components.path = basePath + path.rawValue
        components.queryItems = queryItems
        // `+` is literal in URLComponents' encoding but means a space to many servers.
        components.percentEncodedQuery = components.percentEncodedQuery?.replacingOccurrences(of: "+", with: "%2B")
        return components.url!
    }

    public var description: String {
        path.rawValue + "?" + queryItems.map { "\($0.name)=\($0.value ?? "")" }.joined(separator: "&")
    }
}
