import Foundation
import ViewEngine

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The iTunes Search API client: one code path for the live API, a local test server and the
/// offline fixtures, which differ only in `HTTPTransport` and base URL.
///
/// Every failure comes out as a `DataSourceError` (see `ResponseInterpreter`), so screens
/// can show a precise message and offer to try again.
public struct ITunesClient: Sendable {
    /// What to ask the API for: it answers JSON, sometimes labelled `text/javascript`.
    public static let acceptHeader = "application/json, text/javascript"

    /// The real API.
    public static let productionBaseURL = URL(string: "https://itunes.apple.com")!

    /// Where requests go: the real API, or a local server in tests.
    public var baseURL: URL
    /// What sends the requests.
    public var transport: any HTTPTransport
    /// Successful responses are served from here while fresh; nil disables caching.
    public var cache: ResponseCache?
    /// Seconds to wait for an answer.
    public var timeout: TimeInterval
    /// Larger bodies are refused as malformed: a search result is far smaller, and a runaway
    /// body must not exhaust a phone's memory.
    public var maxResponseBytes: Int
    /// 8 MiB: also what the module's live transport reads at most, so a longer body is cut
    /// off as it arrives rather than after it has all been received.
    public static let defaultMaxResponseBytes = 8 << 20

    /// A client of `baseURL` (the real API unless a test server is given) over `transport`:
    /// no cache unless one is given, a 15-second timeout, bodies up to 8 MiB.
    public init(
        baseURL: URL = ITunesClient.productionBaseURL, transport: any HTTPTransport, cache: ResponseCache? = nil,
        timeout: TimeInterval = 15, maxResponseBytes: Int = ITunesClient.defaultMaxResponseBytes
    ) {
        self.baseURL = baseURL
        self.transport = transport
        self.cache = cache
        self.timeout = timeout
        self.maxResponseBytes = maxResponseBytes
    }

    /// The API's JSON for `request`, as the API shaped it: `{"resultCount", "results"}`.
    public func response(for request: ITunesRequest) async throws(DataSourceError) -> JSONValue {
        if request.isEmptySearch { return ["resultCount": 0, "results": []] }
        let url = request.url(relativeTo: baseURL)
        let key = url.absoluteString
        if let cache, let body = await cache.body(for: key) {
            do {
                return try ResponseInterpreter.parseCached(body)
            } catch {
                // Only checked bodies are stored, so this means a damaged file; fetch anew.
            }
        }
        let body: Data
        let response: HTTPURLResponse
        do {
            (body, response) = try await transport.get(url, timeout: timeout)
        } catch {
            throw ResponseInterpreter.classify(transportError: error)
        }
        let value = try ResponseInterpreter.interpret(body, response, maxBytes: maxResponseBytes)
        if let cache { await cache.store(body, for: key) }
        return value
    }

    /// Podcasts matching `term` (names and artists).
    public func searchPodcasts(_ term: String, limit: Int? = nil) async throws(DataSourceError) -> [Podcast] {
        try Self.podcasts(in: await response(for: .search(term: term, limit: limit)))
    }

    /// Podcasts of a genre (``PodcastGenre``).
    public func podcasts(inGenre genreID: Int, limit: Int? = nil) async throws(DataSourceError) -> [Podcast] {
        try Self.podcasts(in: await response(for: .genre(genreID, limit: limit)))
    }

    /// One podcast; `notFound` when the API knows no podcast with that id.
    public func podcast(id: Int) async throws(DataSourceError) -> Podcast {
        guard let podcast = try Self.podcasts(in: await response(for: .lookup(id: id))).first else {
            throw DataSourceError(.notFound, message: "This podcast isn't available.", messageKey: "podcast_unavailable", detail: "no podcast with id \(id)")
        }
        return podcast
    }

    /// A podcast and its episodes, newest first (the API lists the podcast first).
    public func episodes(podcastID: Int, limit: Int? = nil) async throws(DataSourceError) -> (podcast: Podcast, episodes: [Episode]) {
        let value = try await response(for: .episodes(podcastID: podcastID, limit: limit))
        guard let podcast = try Self.podcasts(in: value).first else {
            throw DataSourceError(.notFound, message: "This podcast isn't available.", messageKey: "podcast_unavailable", detail: "no podcast with id \(podcastID)")
        }
        var episodes: [Episode] = []
        for record in value["results"]?.arrayValue ?? [] where Episode.isEpisode(record) {
            episodes.append(try Episode(record: record))
        }
        return (podcast, episodes)
    }

    /// The podcast records among a response's results; other kinds are skipped.
    static func podcasts(in value: JSONValue) throws(DataSourceError) -> [Podcast] {
        var podcasts: [Podcast] = []
        for record in value["results"]?.arrayValue ?? [] where Podcast.isPodcast(record) {
            podcasts.append(try Podcast(record: record))
        }
        return podcasts
    }
}

extension ResponseInterpreter {
    /// A cached body: it passed ``interpret(_:_:maxBytes:)`` when stored.
    static func parseCached(_ body: Data) throws(DataSourceError) -> JSONValue {
        let value: JSONValue
        do {
            value = try JSONDocument.parse(trimmingLeadingWhitespace(body), fileName: "cache").root.value
        } catch {
            throw .malformed("the cached body is not JSON: \(error.description)")
        }
        try checkEnvelope(value)
        return value
    }
}
