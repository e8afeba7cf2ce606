import Foundation
import ViewEngine

/// A podcast episode (`wrapperType: "podcastEpisode"`, `kind: "podcast-episode"`).
public struct Episode: Sendable, Hashable, Identifiable {
    /// `trackId`: 13 digits for episodes.
    public let id: Int
    /// `collectionId` of the podcast.
    public let podcastID: Int
    /// `collectionName`.
    public let podcastName: String
    /// `trackName`.
    public let title: String
    /// The full show notes, with newlines.
    public let description: String
    /// A one-line summary, when the feed has one.
    public let shortDescription: String?
    /// When the episode came out.
    public let releaseDate: Date?
    /// From `trackTimeMillis`, which for episodes really is milliseconds.
    public let duration: Duration?
    /// The audio file.
    public let audioURL: URL?
    /// The episode's artwork (60, 160 and 600 points).
    public let artwork: Artwork
    /// Episodes carry genres as objects (`{"name": "History", "id": "1487"}`), not as the
    /// podcast's parallel string arrays.
    public let genres: [PodcastGenre]
    /// From `trackExplicitness` or `contentAdvisoryRating`.
    public let isExplicit: Bool

    /// Whether an API result record is an episode.
    static func isEpisode(_ record: JSONValue) -> Bool {
        record["wrapperType"]?.stringValue == "podcastEpisode"
    }

    /// Decodes an episode result record.
    public init(record: JSONValue) throws(DataSourceError) {
        let reader = try RecordReader(record, what: "an episode record")
        let id = try reader.integer("trackId")
        let named = try RecordReader(record, what: "episode \(id)")
        self.id = id
        podcastID = try named.integer("collectionId")
        podcastName = named.optionalString("collectionName") ?? ""
        title = try named.string("trackName")
        description = named.optionalString("description") ?? ""
        shortDescription = named.optionalString("shortDescription")
        releaseDate = named.date("releaseDate")
        duration = named.optionalNumber("trackTimeMillis").map { .milliseconds($0) }
        audioURL = named.url("episodeUrl")
        artwork = Artwork(named, sizes: [60, 160, 600])
        genres = (named.object["genres"]?.arrayValue ?? []).compactMap { genre in
            guard let name = genre["name"]?.stringValue, let id = genre["id"]?.stringValue.flatMap({ Int($0) }) else { return nil }
            return PodcastGenre(id: id, name: name)
        }
        isExplicit = named.optionalString("trackExplicitness") == "explicit" || named.optionalString("contentAdvisoryRating") == "Explicit"
    }
}
