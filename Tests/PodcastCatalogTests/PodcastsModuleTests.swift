import Foundation
import Testing
import TestSupport
import ViewEngine

@testable import PodcastCatalog

@Suite struct PodcastsModuleTests {
    let module: PodcastsModule

    init() throws {
        module = try PodcastsModule()
    }

    @Test func servesArtworkAtEverySizeAsSVG() throws {
        let large = try #require(module.asset(at: "/fixtures/artwork/749368887/600x600bb.svg"))
        #expect(large.contentType == "image/svg+xml")
        #expect(large.bytes.starts(with: Array("<svg".utf8)))
        #expect(module.asset(at: "/fixtures/artwork/749368887/60x60bb.svg") == large)
    }

    @Test(arguments: [
        "/fixtures/artwork/../catalog.json", "/fixtures/artwork/749368887/../../catalog.json",
        "/fixtures/artwork/..%2F..%2Fcatalog.json/60x60bb.svg", "/fixtures/artwork/749368887/60x60bb.svg/..",
        "/fixtures/artwork/749368887/60x61bb.svg", "/fixtures/artwork/749368887/x60bb.svg", "/fixtures/artwork/749368887.svg",
        "/fixtures/artwork//60x60bb.svg", "/fixtures/artwork/-1/60x60bb.svg", "/fixtures/artwork/1/60x60bb.svg",
        "/fixtures/catalog.json", "/search?term=x", "",
    ])
    func servesNothingElse(_ path: String) {
        #expect(module.asset(at: path) == nil)
    }

    @Test func everyFixtureArtworkURLResolves() throws {
        for record in try TestCatalog.shared().podcasts {
            for key in ["artworkUrl30", "artworkUrl60", "artworkUrl100", "artworkUrl600"] {
                let path = try #require(record[key]?.stringValue)
                #expect(module.asset(at: path) != nil, "\(path)")
            }
        }
    }
}

@Suite struct ITunesDataSourceTests {
    @Test func mapsActionParametersToAQuery() throws {
        let request = try ITunesDataSource.iTunesRequest(
            for: DataRequest(endpoint: "/lookup", params: ["id": 749_368_887, "entity": "podcastEpisode", "limit": 10, "country": nil]))
        #expect(request == ITunesRequest(.lookup, parameters: ["id": "749368887", "entity": "podcastEpisode", "limit": "10"]))
        #expect(try ITunesDataSource.iTunesRequest(for: DataRequest(endpoint: "search", params: ["explicit": true])).parameters == ["explicit": "true"])
    }

    @Test func rejectsUnknownEndpointsAndStructuredParameters() {
        for request in [DataRequest(endpoint: "/rss"), DataRequest(endpoint: "/search", params: ["term": ["a", "b"]])] {
            let result = Result { () throws(DataSourceError) in try ITunesDataSource.iTunesRequest(for: request) }
            guard case .failure(let error) = result else {
                Issue.record("accepted \(request)")
                continue
            }
            #expect(error.kind == .badRequest)
            #expect(!error.isRetryable)
        }
    }

    @Test func returnsTheAPIsJSONAndTreatsAnEmptyLookupAsNotFound() async throws {
        let source = ITunesDataSource(client: ITunesClient(transport: FixtureTransport(catalog: try TestCatalog.shared())))
        let found = try await source.fetch(DataRequest(endpoint: "/search", params: ["term": "footnotes", "media": "podcast"]))
        #expect(found["resultCount"] == 1)
        #expect(found["results"]?[0]?["trackName"] == "Footnotes of History")
        let missing = await dataSourceError { _ = try await source.fetch(DataRequest(endpoint: "/lookup", params: ["id": 1])) }
        #expect(missing.kind == .notFound)
        #expect(missing.message == "This podcast isn't available.")
    }
}
