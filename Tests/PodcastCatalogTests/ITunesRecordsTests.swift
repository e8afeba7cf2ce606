import Foundation
import Testing

@testable import PodcastCatalog

/// The §3.1 `Codable` records decode the API's answers byte for byte as the fixture responder
/// serves them (leading newlines, `text/javascript`, every extra member the API sends).
@Suite struct ITunesRecordsTests {
    let responder: FixtureResponder

    init() throws {
        responder = FixtureResponder(catalog: try TestCatalog.shared())
    }

    func body(_ target: String) -> Data {
        responder.respond(to: URL(string: "https://itunes.apple.com" + target)!).body
    }

    @Test func aSearchAnswerDecodesAsPodcastSearchResult() throws {
        let answer = try JSONDecoder().decode(ITunes.PodcastSearchResult.self, from: body("/search?term=footnotes&media=podcast"))

        #expect(answer.resultCount == answer.results.count)
        let show = try #require(answer.results.first { $0.id == FootnotesOfHistory.id })
        #expect(show.trackName == "Footnotes of History")
        #expect(show.collectionViewUrl?.hasPrefix("https://podcasts.apple.com/") == true)
        #expect(show.collectionViewUrl?.contains("id\(FootnotesOfHistory.id)") == true)
        #expect(show.feedUrl?.hasSuffix(".xml") == true)
        #expect(show.genres?.contains("Podcasts") == true)
        #expect(show.primaryGenreName == "History")
        #expect((show.trackCount ?? 0) >= 10)
    }

    @Test func anEpisodeLookupDecodesItsEpisodes() throws {
        struct Lookup: Decodable { let resultCount: Int; let results: [ITunes.Episode] }
        let answer = try JSONDecoder().decode(Lookup.self, from: body("/lookup?id=\(FootnotesOfHistory.id)&entity=podcastEpisode"))

        // The API sends the podcast itself first, then its episodes, newest first.
        #expect(answer.results.first?.id == FootnotesOfHistory.id)
        let newest = try #require(answer.results.dropFirst().first)
        #expect(newest.id == FootnotesOfHistory.newestEpisodeID)
        #expect(newest.trackTimeMillis == FootnotesOfHistory.newestEpisodeMilliseconds)
        #expect(newest.releaseDate == "2025-10-22T09:00:00Z")
        #expect(newest.episodeUrl != nil)
        #expect(newest.description?.isEmpty == false)
    }

    @Test func recordsRoundTripWithTheAPIsFieldNames() throws {
        let podcast = ITunes.Podcast(
            trackId: 1, trackName: "Show", artistName: "Host", collectionViewUrl: "https://podcasts.apple.com/x/id1",
            feedUrl: "https://f/x.xml", genres: ["History", "Podcasts"])
        let data = try JSONEncoder().encode(podcast)
        let members = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])

        #expect(Set(members.keys) == ["trackId", "trackName", "artistName", "collectionViewUrl", "feedUrl", "genres"])
        #expect(try JSONDecoder().decode(ITunes.Podcast.self, from: data) == podcast)
    }

    @Test func aRecordWithoutItsNameIsRefused() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(ITunes.Podcast.self, from: Data(#"{"trackId": 1, "artistName": "Host"}"#.utf8))
        }
    }
}
