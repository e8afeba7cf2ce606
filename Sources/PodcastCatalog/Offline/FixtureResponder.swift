import Foundation
import NetworkTransport
import ViewEngine

/// Answers iTunes API URLs from a ``FixtureCatalog`` with the bytes the real API would send:
/// blank lines before the JSON, `text/javascript`, `resultCount` counting every result,
/// 400 with `{"errorMessage": …}` for bad parameters.
///
/// Shared by ``FixtureTransport`` and the tests' local HTTP server, so the offline app, the
/// client tests and the real API all go through the same parsing.
public struct FixtureResponder: Sendable {
    /// An HTTP answer.
    public typealias Response = OfflineResponse

    /// The records answers are made from.
    public let catalog: FixtureCatalog

    /// A responder over `catalog`'s podcast and episode records.
    public init(catalog: FixtureCatalog) {
        self.catalog = catalog
    }

    static let javascript = "text/javascript; charset=utf-8"
    /// Media types the API accepts in `media`; only podcasts have results here.
    static let mediaTypes: Set<String> = ["all", "podcast", "music", "movie", "musicVideo", "audiobook", "shortFilm", "tvShow", "software", "ebook"]

    /// The answer to a GET of `url` (scheme and host are ignored).
    public func respond(to url: URL) -> Response {
        let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        var query: [String: String] = [:]
        for item in components?.queryItems ?? [] {
            query[item.name] = item.value ?? ""
        }
        switch components?.path ?? "" {
        case "/search": return search(query)
        case "/lookup": return lookup(query)
        default:
            return Response(status: 404, contentType: "text/html; charset=utf-8", body: Data("<html><body><h1>Not Found</h1></body></html>".utf8))
        }
    }

    private func search(_ query: [String: String]) -> Response {
        var invalid: [String] = []
        if let media = query["media"], !Self.mediaTypes.contains(media) { invalid.append("mediaType") }
        if let entity = query["entity"], entity != "podcast" { invalid.append("resultEntity") }
        let limit = self.limit(query, &invalid)
        let genreID = query["genreId"].map { Int($0) }
        if case .some(.none) = genreID { invalid.append("genreId") }
        guard invalid.isEmpty else { return rejected(invalid) }
        let media = query["media"] ?? "all"
        guard media == "podcast" || media == "all" else { return results([]) }
        return results(catalog.search(term: query["term"] ?? "", genreID: genreID ?? nil, limit: limit))
    }

    private func lookup(_ query: [String: String]) -> Response {
        var invalid: [String] = []
        let ids = (query["id"] ?? "").split(separator: ",", omittingEmptySubsequences: false).map { Int($0.trimmingCharacters(in: .whitespaces)) }
        if ids.isEmpty || ids.contains(nil) { invalid.append("id") }
        let entity = query["entity"]
        if let entity, entity != "podcast" && entity != "podcastEpisode" { invalid.append("resultEntity") }
        let limit = self.limit(query, &invalid)
        guard invalid.isEmpty else { return rejected(invalid) }
        var found: [JSONValue] = []
        for id in ids.compactMap({ $0 }) {
            guard let podcast = catalog.podcast(id: id) else { continue }
            found.append(podcast)
            if entity == "podcastEpisode" { found += catalog.episodes(podcastID: id).prefix(limit) }
        }
        return results(found)
    }

    /// `limit` defaults to 50 and tops out at 200; anything not a number is rejected.
    private func limit(_ query: [String: String], _ invalid: inout [String]) -> Int {
        guard let text = query["limit"] else { return ITunesRequest.defaultLimit }
        guard let value = Int(text) else {
            invalid.append("limit")
            return 0
        }
        return min(max(value, 1), ITunesRequest.maximumLimit)
    }

    private func results(_ records: [JSONValue]) -> Response {
        let envelope: JSONValue = ["resultCount": .number(Double(records.count)), "results": .array(records)]
        return Response(status: 200, contentType: Self.javascript, body: Data(("\n\n\n" + JSONWriter.string(envelope) + "\n").utf8))
    }

    private func rejected(_ keys: [String]) -> Response {
        let body: JSONValue = ["errorMessage": .string("Invalid value(s) for key(s): [\(keys.joined(separator: ", "))]")]
        return Response(status: 400, contentType: Self.javascript, body: Data(("\n\n\n" + JSONWriter.string(body) + "\n").utf8))
    }
}
