import Foundation
import Testing
import ViewEngine

@testable import PodcastCatalog

/// The fixture answers must match the real API's behaviour, since the offline app and the
/// client tests rely on them.
@Suite struct FixtureResponderTests {
    let responder: FixtureResponder

    init() throws {
        responder = FixtureResponder(catalog: try TestCatalog.shared())
    }

    func answer(_ target: String) throws -> (status: Int, json: JSONValue, raw: String) {
        let response = responder.respond(to: URL(string: "https://itunes.apple.com" + target)!)
        let raw = String(decoding: response.body, as: UTF8.self)
        let json = try JSONDocument.parse(raw.trimmingCharacters(in: .whitespacesAndNewlines)).root.value
        return (response.status, json, raw)
    }

    func names(_ json: JSONValue) -> [String] {
        (json["results"]?.arrayValue ?? []).compactMap { $0["trackName"]?.stringValue }
    }

    @Test func answersLookLikeTheRealAPI() throws {
        let response = responder.respond(to: URL(string: "https://itunes.apple.com/search?term=history&media=podcast")!)
        #expect(response.status == 200)
        #expect(response.contentType.hasPrefix("text/javascript"))
        #expect(response.body.starts(with: Data("\n\n\n{".utf8)))
    }

    @Test(arguments: [
        ("footnotes", "Footnotes of History"),  // a title word
        ("CASTELLANE", "Footnotes of History"),  // an artist, any case
        ("cafe", "Kernel Panic at the Café"),  // without the accent
        ("strasse stein", "Straße & Stein: Walking Europe's Past"),  // case folding spells ß as ss
        ("straße stein", "Straße & Stein: Walking Europe's Past"),
        ("zebra", nil),
        ("hist", "Footnotes of History"),  // part of a word
    ])
    func searchMatchesNamesAndArtists(_ term: String, _ expected: String?) throws {
        let query = term.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed)!
        let (status, json, _) = try answer("/search?media=podcast&term=\(query)")
        #expect(status == 200)
        if let expected {
            #expect(names(json).contains(expected), "\(names(json))")
        } else {
            #expect(names(json).isEmpty)
        }
        #expect(json["resultCount"]?.numberValue == Double(names(json).count))
    }

    @Test func everyWordMustMatch() throws {
        #expect(try names(answer("/search?term=footnotes%20zebra").json).isEmpty)
        #expect(try names(answer("/search?term=footnotes%20history").json) == ["Footnotes of History"])
    }

    @Test func anEmptyOrPunctuationOnlySearchFindsNothing() throws {
        for target in ["/search?term=", "/search?media=podcast", "/search?term=%E2%80%94%21%3F"] {
            let (status, json, raw) = try answer(target)
            #expect(status == 200)
            #expect(json == ["resultCount": 0, "results": []], "\(raw)")
        }
    }

    @Test func genreBrowsingKeepsOnlyThatGenre() throws {
        let (_, json, _) = try answer("/search?term=podcast&genreId=1488&limit=25")
        let results = try #require(json["results"]?.arrayValue)
        #expect(results.count == 5)
        #expect(results.allSatisfy { $0["primaryGenreName"] == "True Crime" })
        // 26, the root genre, is every podcast.
        let all = try answer("/search?term=podcast&genreId=26&limit=200").json
        #expect(all["resultCount"]?.numberValue == Double(try TestCatalog.shared().podcasts.count))
    }

    @Test func limitDefaultsTo50AndTopsOutAt200() throws {
        #expect(try answer("/search?term=podcast").json["resultCount"] == 50)
        #expect(try answer("/search?term=podcast&limit=2").json["resultCount"] == 2)
        #expect(try answer("/search?term=podcast&limit=5000").json["resultCount"]?.numberValue == Double(try TestCatalog.shared().podcasts.count))
    }

    @Test(arguments: [
        ("/search?term=a&limit=lots", "[limit]"), ("/search?term=a&media=podcasts", "[mediaType]"),
        ("/search?term=a&genreId=history", "[genreId]"), ("/lookup?id=abc", "[id]"), ("/lookup", "[id]"),
        ("/lookup?id=1&entity=song", "[resultEntity]"),
    ])
    func badParametersAre400WithAnErrorMessage(_ target: String, _ key: String) throws {
        let (status, json, _) = try answer(target)
        #expect(status == 400)
        #expect(json["errorMessage"]?.stringValue == "Invalid value(s) for key(s): \(key)")
    }

    @Test func lookupWithEpisodesListsThePodcastThenItsEpisodesNewestFirst() throws {
        let (_, json, _) = try answer("/lookup?id=749368887&entity=podcastEpisode")
        let results = try #require(json["results"]?.arrayValue)
        #expect(results.first?["kind"] == "podcast")
        #expect(json["resultCount"]?.numberValue == Double(results.count))
        let episodes = results.dropFirst()
        #expect(episodes.allSatisfy { $0["kind"] == "podcast-episode" })
        let dates = episodes.compactMap { $0["releaseDate"]?.stringValue }
        #expect(dates == dates.sorted(by: >))
        #expect(episodes.first?["trackId"] == .number(Double(FootnotesOfHistory.newestEpisodeID)))
        // limit counts episodes; the podcast comes on top.
        #expect(try answer("/lookup?id=749368887&entity=podcastEpisode&limit=3").json["resultCount"] == 4)
    }

    @Test func lookupTakesSeveralIdsAndSkipsUnknownOnes() throws {
        #expect(try names(answer("/lookup?id=749368887,1,607645129").json) == ["Footnotes of History", "Receipts from the Past: Everyday Life in History"])
        #expect(try answer("/lookup?id=1").json == ["resultCount": 0, "results": []])
    }

    @Test func unknownPathsAre404() {
        #expect(responder.respond(to: URL(string: "https://itunes.apple.com/rss/toppodcasts")!).status == 404)
    }
}
