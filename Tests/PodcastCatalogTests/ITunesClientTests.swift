import Foundation
import NetworkTransport
import Testing
import TestSupport
import ViewEngine

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@testable import PodcastCatalog

/// The client over the real URLSession stack, against the fixture catalogue served on
/// 127.0.0.1: success paths first, then every failure the API is known for.
@Suite struct ITunesClientTests {
    func client(_ server: FixtureServer, timeout: TimeInterval = 2, cache: ResponseCache? = nil, maxBytes: Int = 8 << 20) -> ITunesClient {
        ITunesClient(baseURL: server.baseURL, transport: URLSessionTransport(accept: ITunesClient.acceptHeader), cache: cache, timeout: timeout, maxResponseBytes: maxBytes)
    }

    // MARK: Answers

    @Test func searchFindsPodcastsByNameAndSendsTheDocumentedQuery() async throws {
        try await FixtureServer.with { server in
            let podcasts = try await client(server).searchPodcasts("footnotes")
            #expect(podcasts.map(\.id) == [FootnotesOfHistory.id])
            #expect(server.targets == ["/search?media=podcast&term=footnotes"])
            let podcast = try #require(podcasts.first)
            #expect(podcast.name == "Footnotes of History")
            #expect(podcast.genres == [PodcastGenre(id: 1487, name: "History")])
            // The podcast record's trackTimeMillis holds seconds.
            #expect(podcast.latestEpisodeDuration == .seconds(2533))
            #expect(podcast.isExplicit == false)
            #expect(podcast.artwork.url(atLeast: 500)?.absoluteString == "/fixtures/artwork/749368887/600x600bb.svg")
        }
    }

    @Test func episodesLookupGivesThePodcastThenEpisodesNewestFirst() async throws {
        try await FixtureServer.with { server in
            let (podcast, episodes) = try await client(server).episodes(podcastID: FootnotesOfHistory.id)
            #expect(podcast.id == FootnotesOfHistory.id)
            #expect(episodes.count == podcast.episodeCount)
            let newest = try #require(episodes.first)
            #expect(newest.id == FootnotesOfHistory.newestEpisodeID)
            #expect(newest.releaseDate == FootnotesOfHistory.newestEpisodeDate)
            #expect(newest.duration == .milliseconds(FootnotesOfHistory.newestEpisodeMilliseconds))
            #expect(newest.genres == [PodcastGenre(id: 1487, name: "History")])
            #expect(newest.description.contains("\n"))
            #expect(newest.audioURL?.scheme == "https")
            let dates = episodes.compactMap(\.releaseDate)
            #expect(dates.count == episodes.count)
            #expect(dates == dates.sorted(by: >))
        }
    }

    @Test func rawLookupKeepsTheAPIShapeWithThePodcastCounted() async throws {
        try await FixtureServer.with { server in
            let value = try await client(server).response(for: .episodes(podcastID: FootnotesOfHistory.id))
            let results = try #require(value["results"]?.arrayValue)
            #expect(value["resultCount"] == .number(Double(results.count)))
            #expect(results.first?["wrapperType"] == "track")
            #expect(results.dropFirst().allSatisfy { $0["wrapperType"] == "podcastEpisode" })
        }
    }

    @Test func genreBrowsingReturnsOnlyThatGenreUpToTheLimit() async throws {
        try await FixtureServer.with { server in
            let podcasts = try await client(server).podcasts(inGenre: 1487, limit: 3)
            #expect(podcasts.count == 3)
            #expect(podcasts.allSatisfy { $0.genres.contains(PodcastGenre(id: 1487, name: "History")) })
            #expect(server.targets == ["/search?genreId=1487&limit=3&media=podcast&term=podcast"])
        }
    }

    @Test func anUnknownPodcastIsNotFound() async throws {
        try await FixtureServer.with { server in
            let error = await dataSourceError { _ = try await client(server).podcast(id: 42) }
            #expect(error.kind == .notFound)
            #expect(error.isRetryable == false)
        }
    }

    @Test func anEmptySearchCostsNoRequest() async throws {
        try await FixtureServer.with { server in
            let found = try await client(server).searchPodcasts("   ")
            #expect(found.isEmpty)
            #expect(server.targets.isEmpty)
        }
    }

    @Test func blankLinesBeforeTheJSONAndTextJavascriptAreAccepted() async throws {
        let body = "\n\n\n\n{\"resultCount\":0,\"results\":[]}\n\n"
        try await FixtureServer.with(faults: [.answer(status: 200, contentType: "text/javascript; charset=utf-8", body: body)]) { server in
            let value = try await client(server).response(for: .search(term: "nothing"))
            #expect(value == ["resultCount": 0, "results": []])
        }
    }

    // MARK: Failures

    @Test func aSlowServerIsATimeout() async throws {
        try await FixtureServer.with(faults: [.delay(5)]) { server in
            // Whole seconds: Linux's URLSession drops the fraction of a request's timeout. The
            // server would answer after 5 s, so a `.timeout` error (not a result) proves the
            // client's own deadline cut the request; no wall-clock bound, which a busy machine breaks.
            let error = await dataSourceError { _ = try await client(server, timeout: 1).searchPodcasts("history") }
            #expect(error.kind == .timeout)
            #expect(error.isRetryable == true)
        }
    }

    @Test func aRefusedConnectionIsOffline() async throws {
        let error = try await LocalHTTPServer.withRefusingPort { port in
            let client = ITunesClient(baseURL: URL(string: "http://127.0.0.1:\(port)")!, transport: URLSessionTransport(accept: ITunesClient.acceptHeader), timeout: 2)
            return await dataSourceError { _ = try await client.searchPodcasts("history") }
        }
        #expect(error.kind == .offline)
        #expect(error.message == DataSourceError.defaultMessage(.offline))
        #expect(error.isRetryable == true)
    }

    @Test func aConnectionClosedWithoutAnAnswerIsRetryable() async throws {
        try await FixtureServer.with(faults: [.dropConnection]) { server in
            let error = await dataSourceError { _ = try await client(server).searchPodcasts("history") }
            // Darwin reports a lost connection; Linux's URLSession an empty, bad server reply.
            #expect(error.kind == .offline || error.kind == .malformedResponse, "\(error)")
            #expect(error.isRetryable == true)
        }
    }

    @Test func badParametersShowTheAPIsErrorMessage() async throws {
        try await FixtureServer.with(faults: [.badRequest]) { server in
            let error = await dataSourceError { _ = try await client(server).searchPodcasts("history") }
            #expect(error.kind == .badRequest)
            #expect(error.message == "The request was not accepted: Invalid value(s) for key(s): [mediaType]")
            #expect(error.isRetryable == false)
        }
    }

    @Test func theRealFixtureRejectsBadParametersTheSameWay() async throws {
        try await FixtureServer.with { server in
            let error = await dataSourceError {
                _ = try await client(server).response(for: ITunesRequest(.search, parameters: ["term": "a", "limit": "many"]))
            }
            #expect(error.kind == .badRequest)
            #expect(error.message.contains("[limit]"))
        }
    }

    @Test(arguments: [
        ("403", Fault.forbidden), ("403 with an HTML page", Fault.throttlePage), ("429", Fault.tooManyRequests),
    ])
    func throttlingIsReportedAsSuch(_ name: String, _ fault: Fault) async throws {
        try await FixtureServer.with(faults: [fault]) { server in
            let error = await dataSourceError { _ = try await client(server).searchPodcasts("history") }
            #expect(error.kind == .throttled, "\(name)")
            #expect(error.isRetryable == true)
            #expect(error.message == DataSourceError.defaultMessage(.throttled))
        }
    }

    @Test(arguments: [("500", Fault.serverError), ("503", Fault.unavailable)])
    func serverErrorsAreRetryable(_ name: String, _ fault: Fault) async throws {
        try await FixtureServer.with(faults: [fault]) { server in
            let error = await dataSourceError { _ = try await client(server).searchPodcasts("history") }
            #expect(error.kind == .server, "\(name)")
            #expect(error.isRetryable == true)
            #expect(error.detail?.contains("HTTP \(name)") == true)
        }
    }

    @Test func a404IsNotFound() async throws {
        try await FixtureServer.with(faults: [.notFound]) { server in
            let error = await dataSourceError { _ = try await client(server).searchPodcasts("history") }
            #expect(error.kind == .notFound)
        }
    }

    @Test(arguments: [
        ("HTML instead of JSON", Fault.htmlInsteadOfJSON, "HTML page"), ("truncated JSON", Fault.truncatedJSON, "not JSON"),
        ("no results array", Fault.wrongShape, "'results'"),
    ])
    func malformedBodiesAreReportedNotCrashedOn(_ name: String, _ fault: Fault, _ detail: String) async throws {
        try await FixtureServer.with(faults: [fault]) { server in
            let error = await dataSourceError { _ = try await client(server).searchPodcasts("history") }
            #expect(error.kind == .malformedResponse, "\(name)")
            #expect(error.detail?.contains(detail) == true, "\(error.detail ?? "no detail")")
            #expect(error.isRetryable == true)
        }
    }

    @Test func aHugeBodyIsRefused() async throws {
        try await FixtureServer.with(faults: [.huge(bytes: 300_000)]) { server in
            let error = await dataSourceError { _ = try await client(server, maxBytes: 100_000).searchPodcasts("history") }
            #expect(error.kind == .malformedResponse)
            #expect(error.detail?.contains("at most 100000") == true)
        }
    }

    @Test func theLiveTransportStopsReadingABodyPastItsLimit() async throws {
        try await FixtureServer.with(faults: [.huge(bytes: 300_000), .huge(bytes: 300_000)]) { server in
            let url = server.baseURL.appendingPathComponent("search")
            // Cut off as it arrives (a server that never stops would otherwise fill memory):
            // the request fails as unreadable, and the client says the answer could not be read.
            do {
                _ = try await URLSessionTransport(maxBodyBytes: 100_000).send(URLRequest(url: url))
                Issue.record("a 300 KB body was read whole past a 100 KB limit")
            } catch let error as URLError {
                #expect(error.code == .dataLengthExceedsMaximum)
                #expect(TransportFailure(error.code) == .unreadableResponse)
            }
            let (body, response) = try await URLSessionTransport(maxBodyBytes: 400_000).send(URLRequest(url: url))
            #expect(response.statusCode == 200 && body.count > 300_000)
        }
    }

    @Test func aRecordOfTheWrongShapeNamesTheField() async throws {
        let body = "{\"resultCount\":1,\"results\":[{\"wrapperType\":\"track\",\"kind\":\"podcast\",\"collectionId\":\"7\"}]}"
        try await FixtureServer.with(faults: [.answer(status: 200, contentType: "text/javascript", body: body)]) { server in
            let error = await dataSourceError { _ = try await client(server).searchPodcasts("history") }
            #expect(error.kind == .malformedResponse)
            #expect(error.detail?.contains("collectionId") == true)
        }
    }

    // MARK: Retry and cache

    @Test func tryingAgainAfterAFailureFetchesAnewAndThenCaches() async throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let cache = ResponseCache(folder: folder.url, timeToLive: 60)
        try await FixtureServer.with(faults: [.serverError]) { server in
            let client = client(server, cache: cache)
            let failure = await dataSourceError { _ = try await client.searchPodcasts("history") }
            #expect(failure.kind == .server)
            // The failure was not stored: the retry reaches the server and succeeds.
            let podcasts = try await client.searchPodcasts("history")
            #expect(!podcasts.isEmpty)
            #expect(server.targets.count == 2)
            // Now the answer is cached: no third request.
            let again = try await client.searchPodcasts("history")
            #expect(again == podcasts)
            #expect(server.targets.count == 2)
        }
    }

    @Test func malformedAnswersAreNeverCached() async throws {
        let cache = ResponseCache(folder: nil, timeToLive: 60)
        try await FixtureServer.with(faults: [.truncatedJSON]) { server in
            let client = client(server, cache: cache)
            #expect(await dataSourceError { _ = try await client.searchPodcasts("history") }.kind == .malformedResponse)
            let url = ITunesRequest.search(term: "history").url(relativeTo: server.baseURL).absoluteString
            #expect(await cache.body(for: url) == nil)
        }
    }
}
