/// The iTunes Search API's records as plain `Codable` values, with the API's own field names
/// (the architecture document's §3.1), for host code that calls the API itself and wants
/// `JSONDecoder`. The app's engine side reads the richer ``PodcastCatalog/Podcast`` and
/// ``PodcastCatalog/Episode``, which fix the API's quirks (seconds vs. milliseconds, parallel
/// genre arrays); these keep every value as sent. They live in this namespace because the
/// module's own `Podcast` and `Episode` already take those names.
public enum ITunes {
    /// An answer of `/search?…&media=podcast`: the count and the podcasts.
    public struct PodcastSearchResult: Codable, Sendable, Hashable {
        public let resultCount: Int
        public let results: [Podcast]

        public init(resultCount: Int, results: [Podcast]) {
            self.resultCount = resultCount
            self.results = results
        }
    }

    /// A podcast record (`wrapperType: "track"`, `kind: "podcast"`).
    public struct Podcast: Codable, Sendable, Hashable, Identifiable {
        public let trackId: Int
        public let trackName: String
        public let artistName: String
        public let artworkUrl600: String?
        /// The show's Apple Podcasts page.
        public let collectionViewUrl: String?
        /// The show's RSS feed.
        public let feedUrl: String?
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
        public let trackId: Int
        public let trackName: String
        public let description: String?
        /// ISO 8601, as sent.
        public let releaseDate: String?
        /// Milliseconds for episodes (a podcast record's field of that name holds seconds).
        public let trackTimeMillis: Int?
        /// The audio file.
        public let episodeUrl: String?

        public var id: Int { trackId }

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
