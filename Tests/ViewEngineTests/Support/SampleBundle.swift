import Foundation
import Testing

@testable import ViewEngine

/// The sample bundle under Fixtures/, loaded fresh.
func loadSampleBundle() throws -> AppBundle {
    let url = try #require(Bundle.module.url(forResource: "Fixtures/SampleBundle", withExtension: nil))
    return try BundleLoader().load(folder: url)
}

/// Podcast-like fixture data for the sample bundle's data source.
enum SampleData {
    static let podcasts: JSONValue = [
        "resultCount": 3,
        "results": [
            ["trackId": 11, "trackName": "Hardcore History", "artistName": "Dan", "contentAdvisoryRating": "Explicit"],
            ["trackId": 12, "trackName": "Footnotes", "artistName": "Ana", "contentAdvisoryRating": "Clean"],
            ["trackId": 13, "trackName": "A very long podcast title that needs truncating", "artistName": "Bo", "contentAdvisoryRating": "Clean"],
        ],
    ]

    static let lookup: JSONValue = [
        "resultCount": 3,
        "results": [
            ["wrapperType": "track", "trackId": 11, "trackName": "Hardcore History"],
            ["wrapperType": "podcastEpisode", "trackId": 1_000_732_421_528, "trackName": "Episode 2", "releaseDate": "2025-10-22T09:00:00Z", "trackTimeMillis": 2_533_000],
            ["wrapperType": "podcastEpisode", "trackId": 1_000_732_421_527, "trackName": "Episode 1", "releaseDate": "2025-10-15T09:00:00Z", "trackTimeMillis": 3_723_000],
        ],
    ]

    static func source() -> StubDataSource {
        StubDataSource(["/top": .success(podcasts), "/lookup": .success(lookup), "/search": .success(["resultCount": 0, "results": []])])
    }
}
