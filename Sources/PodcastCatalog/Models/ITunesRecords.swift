/// The iTunes Search API's records as plain `Codable` values, with the API's own field names
/// (the architecture document's §3.1), for host code that calls the API itself and wants
/// `JSONDecoder`. The app's engine side reads the richer ``PodcastCatalog/Podcast`` and
/// ``PodcastCatalog/Episode``, which fix the API's quirks (seconds vs. milliseconds, parallel
/// genre arrays); these keep every value as sent. They live in this namespace because the
/// module's own `Podcast` and `Episode` already take those names.
public enum ITunes {
    /// An answer of `/search?…&media=podcast`: the count and the podcasts.
    public struct PodcastSearchResult: Codable, Sendable, Hashable {
        /// How many records `results` holds, as the API counts them.
        public let resultCount: Int
        /// The podcasts found, at most the request's `limit` (50 when none is given).
        public let results: [Podcast]

        /// A result from its parts; `resultCount` is not checked against `results`.
        public init(resultCount: Int, results: [Podcast]) {
            self.resultCount = resultCount
            self.results = results
        }
    }

    /// A podcast record (`wrapperType: "track"`, `kind: "podcast"`).
    public struct Podcast: Codable, Sendable, Hashable, Identifiable {
        /// The show's id (the same as its `collectionId`): what `/lookup?id=` takes.
        public let trackId: Int
        /// The show's title.
        public let trackName: String
        /// Who makes the show, as the API credits it.
        public let artistName: String
        /// The 600×600 cover; the smaller sizes the API sends (`artworkUrl100`…) are not kept.
        public let artworkUrl600: String?
        /// The show's Apple Podcasts page.
        public let collectionViewUrl: String?
        /// The show's RSS feed.
        public let feedUrl: String?
        /// The show's main genre, in English ("History").
        public let primaryGenreName: String?
        /// Genre names, the "Podcasts" root among them, as sent.
        public let genres: [String]?
        /// The number of episodes.
        public let trackCount: Int?
        /// ISO 8601, as sent.
        public let releaseDate: String?
        /// "Explicit" or "Clean".
        public let contentAdvisoryRating: String?

        public var id: Int { trackId }

        /// A record with the fields every podcast has; the others default to nil.
        public init(
            trackId: Int, trackName: String, artistName: String, artworkUrl600: String? = nil,
            collectionViewUrl: String? = nil, feedUrl: String? = nil, primaryGenreName: String? = nil,
            genres: [String]? = nil, trackCount: Int? = nil, releaseDate: String? = nil, contentAdvisoryRating: String? = nil
        ) {
            self.trackId = trackId
            self.trackName = trackName
            self.artistName = artistName
            self.artworkUrl600 = artworkUrl600
            self.collectionViewUrl = collectionViewUrl
            self.feedUrl = feedUrl
            self.primaryGenreName = primaryGenreName
            self.genres = genres
            self.trackCount = trackCount
            self.releaseDate = releaseDate
            self.contentAdvisoryRating = contentAdvisoryRating
        }
    }

    /// An episode record of `/lookup?id=…&entity=podcastEpisode` (`wrapperType: "podcastEpisode"`).
    public struct Episode: Codable, Sendable, Hashable, Identifiable {
        /// The episode's own id; the podcast's is the record's `collectionId`, not kept here.
        public let trackId: Int
        /// The episode's title.
        public let trackName: String
        /// The episode's full notes, as sent (the record's `shortDescription` is not kept).
        public let description: String?
        /// ISO 8601, as sent.
        public let releaseDate: String?
        /// Milliseconds for episodes (a podcast record's field of that name holds seconds).
        public let trackTimeMillis: Int?
        /// The audio file.
        public let episodeUrl: String?

        public var id: Int { trackId }

        /// A record with the fields every episode has; the others default to nil.
        public init(
            trackId: Int, trackName: String, description: String? = nil, releaseDate: String? = nil,
            trackTimeMillis: Int? = nil, episodeUrl: String? = nil
        ) {
            self.trackId = trackId
            self.trackName = trackName
            self.description = description
            self.releaseDate = releaseDate
            self.trackTimeMillis = trackTimeMillis
            self.episodeUrl = episodeUrl
        }
    }
}
