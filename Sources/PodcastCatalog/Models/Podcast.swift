import Foundation
import ViewEngine

/// A podcast as iTunes describes it (`wrapperType: "track"`, `kind: "podcast"`).
public struct Podcast: Sendable, Hashable, Identifiable {
    /// `collectionId`, which for podcasts equals `trackId`.
    public let id: Int
    /// `trackName` (equal to `collectionName` for podcasts).
    public let name: String
    /// The host or publisher.
    public let artistName: String
    /// Cover art (30, 60, 100 and 600 points).
    public let artwork: Artwork
    /// The show's RSS feed.
    public let feedURL: URL?
    /// The show's Apple Podcasts page (`collectionViewUrl`).
    public let storeURL: URL?
    /// The real genres (without the "Podcasts" root), in the record's order.
    public let genres: [PodcastGenre]
    /// The main genre's name.
    public let primaryGenreName: String?
    /// Number of episodes.
    public let episodeCount: Int?
    /// When the newest episode came out.
    public let releaseDate: Date?
    /// `contentAdvisoryRating` "Explicit" or `collectionExplicitness` "explicit".
    public let isExplicit: Bool
    /// The newest episode's length. The podcast record's `trackTimeMillis` holds **seconds**,
    /// unlike an episode's.
    public let latestEpisodeDuration: Duration?

    /// Whether an API result record is a podcast.
    static func isPodcast(_ record: JSONValue) -> Bool {
        record["wrapperType"]?.stringValue == "track" && record["kind"]?.stringValue == "podcast"
    }

    /// Decodes a podcast result record.
    public init(record: JSONValue) throws(DataSourceError) {
        let reader = try RecordReader(record, what: "a podcast record")
        let id = try reader.integer("collectionId")
        let named = try RecordReader(record, what: "podcast \(id)")
        self.id = id
        if let trackName = named.optionalString("trackName") {
            name = trackName
        } else {
            name = try named.string("collectionName")
        }
        artistName = named.optionalString("artistName") ?? ""
        artwork = Artwork(named, sizes: [30, 60, 100, 600])
        feedURL = named.url("feedUrl")
        storeURL = named.url("collectionViewUrl")
        genres = Self.genres(names: named.object["genres"], ids: named.object["genreIds"])
        primaryGenreName = named.optionalString("primaryGenreName")
        episodeCount = named.optionalInteger("trackCount")
        releaseDate = named.date("releaseDate")
        isExplicit =
            named.optionalString("contentAdvisoryRating") == "Explicit" || named.optionalString("collectionExplicitness") == "explicit"
        latestEpisodeDuration = named.optionalNumber("trackTimeMillis").map { .seconds($0) }
    }

    /// Pairs `genres` (names) with `genreIds` (numeric strings), dropping the "Podcasts" root.
    private static func genres(names: JSONValue?, ids: JSONValue?) -> [PodcastGenre] {
        let nameList = names?.arrayValue?.compactMap(\.stringValue) ?? []
        let idList = ids?.arrayValue?.compactMap { $0.stringValue.flatMap { Int($0) } } ?? []
        return zip(idList, nameList).compactMap { id, name in
            id == PodcastGenre.podcasts.id ? nil : PodcastGenre(id: id, name: name)
        }
    }
}
