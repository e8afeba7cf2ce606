import Foundation
import Testing
import TestSupport
import ViewEngine

@testable import PodcastCatalog

/// What the issue asks of the generated catalogue, checked on the shipped files.
@Suite struct FixtureCatalogTests {
    @Test func holdsAtLeast40PodcastsAcross8GenresWith10To30EpisodesEach() throws {
        let catalog = try TestCatalog.shared()
        #expect(catalog.podcasts.count >= 40)
        let genres = Set(catalog.podcasts.compactMap { $0["primaryGenreName"]?.stringValue })
        #expect(genres.count >= 8)
        for podcast in catalog.podcasts {
            let id = try #require(podcast["collectionId"]?.numberValue)
            #expect(podcast["trackId"]?.numberValue == id)
            #expect((10...30).contains(catalog.episodes(podcastID: Int(id)).count), "\(podcast["trackName"] ?? nil)")
        }
    }

    @Test func everyRecordDecodesIntoTheModels() throws {
        let catalog = try TestCatalog.shared()
        for record in catalog.podcasts {
            let podcast = try Podcast(record: record)
            #expect(!podcast.genres.isEmpty)
            #expect(podcast.genres.allSatisfy { PodcastGenre.withID($0.id)?.name == $0.name })
            let episodes = try catalog.episodes(podcastID: podcast.id).map { try Episode(record: $0) }
            #expect(episodes.allSatisfy { $0.podcastID == podcast.id && $0.releaseDate != nil && $0.duration != nil })
            #expect(podcast.releaseDate == episodes.first?.releaseDate)
        }
    }

    @Test func everyPodcastHasItsArtwork() throws {
        let catalog = try TestCatalog.shared()
        for record in catalog.podcasts {
            let id = Int(try #require(record["collectionId"]?.numberValue))
            let svg = try #require(try catalog.artwork(podcastID: id))
            #expect(svg.starts(with: Data("<svg".utf8)))
        }
        #expect(try catalog.artwork(podcastID: 1) == nil)
    }

    @Test func aMissingOrBrokenCatalogueIsAClearError() async throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let missing = await dataSourceError { _ = try FixtureCatalog(folder: folder.url) }
        #expect(missing.detail?.contains("cannot read the fixture catalogue") == true)
        try Data("{\"podcasts\": [".utf8).write(to: folder.url.appendingPathComponent("catalog.json"))
        let broken = await dataSourceError { _ = try FixtureCatalog(folder: folder.url) }
        #expect(broken.kind == .malformedResponse)
        try Data("{\"podcasts\": {}}".utf8).write(to: folder.url.appendingPathComponent("catalog.json"))
        let wrongShape = await dataSourceError { _ = try FixtureCatalog(folder: folder.url) }
        #expect(wrongShape.detail?.contains("'podcasts' (an array)") == true)
    }
}
