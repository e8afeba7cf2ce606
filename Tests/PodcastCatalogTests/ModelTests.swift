import Foundation
import Testing
import ViewEngine

@testable import PodcastCatalog

/// The API's quirks, on hand-written records shaped like its answers.
@Suite struct ModelTests {
    func record(_ json: String) throws -> JSONValue {
        try JSONDocument.parse(json).root.value
    }

    @Test func aPodcastRecordsTrackTimeIsInSecondsAndItsGenresAreParallelStrings() throws {
        let podcast = try Podcast(record: record("""
            {"wrapperType":"track","kind":"podcast","collectionId":42,"trackId":42,"trackName":"Show","artistName":"Host",
             "trackTimeMillis":2533,"genres":["Comedy","Podcasts","Music"],"genreIds":["1303","26","1310"],
             "releaseDate":"2025-10-22T09:00:00Z","contentAdvisoryRating":"Explicit","trackCount":12,
             "artworkUrl30":"https://a/30.jpg","artworkUrl600":"https://a/600.jpg","feedUrl":"https://f/x.xml"}
            """))
        #expect(podcast.latestEpisodeDuration == .seconds(2533))
        #expect(podcast.genres.map(\.id) == [1303, 1310])
        #expect(podcast.isExplicit)
        #expect(podcast.episodeCount == 12)
        #expect(podcast.releaseDate == FootnotesOfHistory.newestEpisodeDate)
        #expect(podcast.artwork.url(atLeast: 60)?.absoluteString == "https://a/600.jpg")
        #expect(podcast.artwork.url(atLeast: 1000)?.absoluteString == "https://a/600.jpg")
    }

    @Test func anEpisodeRecordsTrackTimeIsInMillisecondsAndItsGenresAreObjects() throws {
        let episode = try Episode(record: record("""
            {"wrapperType":"podcastEpisode","kind":"podcast-episode","trackId":1000732421528,"collectionId":42,
             "trackName":"Bread Riots","trackTimeMillis":2533000,"genres":[{"name":"History","id":"1487"}],
             "description":"Line one.\\nLine two.","episodeUrl":"https://m/1.mp3","releaseDate":"2025-10-22T09:00:00Z"}
            """))
        #expect(episode.id == 1_000_732_421_528)
        #expect(episode.duration == .milliseconds(2_533_000))
        #expect(episode.genres == [PodcastGenre(id: 1487, name: "History")])
        #expect(episode.description == "Line one.\nLine two.")
        #expect(episode.audioURL?.absoluteString == "https://m/1.mp3")
        #expect(episode.releaseDate == FootnotesOfHistory.newestEpisodeDate)
    }

    @Test func fractionalSecondsInDatesAreAccepted() throws {
        let episode = try Episode(record: record(
            #"{"trackId":1,"collectionId":2,"trackName":"x","releaseDate":"2025-10-22T09:00:00.500Z"}"#))
        #expect(episode.releaseDate == FootnotesOfHistory.newestEpisodeDate.addingTimeInterval(0.5))
    }

    @Test(arguments: [
        (#"{"kind":"podcast","trackName":"x"}"#, "no whole number 'collectionId'"),
        (#"{"collectionId":1.5,"trackName":"x"}"#, "no whole number 'collectionId'"),
        (#"{"collectionId":7}"#, "podcast 7 has no text 'collectionName'"),
        (#"["not", "an", "object"]"#, "an array, not an object"),
    ])
    func malformedPodcastRecordsSayWhatIsWrong(_ json: String, _ detail: String) throws {
        let value = try record(json)
        do {
            _ = try Podcast(record: value)
            Issue.record("decoded \(json)")
        } catch {
            #expect(error.kind == .malformedResponse)
            #expect(error.detail?.contains(detail) == true, "\(error.detail ?? "")")
        }
    }

    @Test func unsafeOrOddURLsAreIgnored() throws {
        let podcast = try Podcast(record: record(
            #"{"collectionId":7,"trackName":"x","feedUrl":"javascript:alert(1)","artworkUrl600":"ftp://x/y.jpg"}"#))
        #expect(podcast.feedURL == nil)
        #expect(podcast.artwork.urls.isEmpty)
    }

    @Test func requestsBuildStableURLs() {
        let base = URL(string: "https://itunes.apple.com")!
        #expect(ITunesRequest.search(term: "true crime & more").url(relativeTo: base).absoluteString
            == "https://itunes.apple.com/search?media=podcast&term=true%20crime%20%26%20more")
        #expect(ITunesRequest.search(term: "c++").url(relativeTo: base).absoluteString.hasSuffix("term=c%2B%2B"))
        #expect(ITunesRequest.genre(1487, limit: 500).parameters["limit"] == "200")
        #expect(ITunesRequest.episodes(podcastID: 7).url(relativeTo: URL(string: "http://127.0.0.1:8080/api/")!).absoluteString
            == "http://127.0.0.1:8080/api/lookup?entity=podcastEpisode&id=7")
    }
}
