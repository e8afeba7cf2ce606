import Foundation
import Testing
import TestSupport

@testable import PodcastCatalog

@Suite struct ResponseCacheTests {
    let body = Data("{\"resultCount\":0,\"results\":[]}".utf8)
    let key = "https://itunes.apple.com/search?media=podcast&term=history"

    @Test func servesAStoredBodyUntilItsTimeToLiveRunsOut() async {
        let clock = TestClock()
        let cache = ResponseCache(folder: nil, timeToLive: 60, now: clock.function)
        await cache.store(body, for: key)
        clock.advance(59)
        #expect(await cache.body(for: key) == body)
        clock.advance(1)
        #expect(await cache.body(for: key) == nil)
    }

    @Test func keysAreExact() async {
        let cache = ResponseCache(folder: nil, timeToLive: 60)
        await cache.store(body, for: key)
        #expect(await cache.body(for: key + "&limit=5") == nil)
    }

    @Test func survivesARelaunchThroughTheDisk() async throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let clock = TestClock()
        await ResponseCache(folder: folder.url, timeToLive: 60, now: clock.function).store(body, for: key)
        clock.advance(30)
        let relaunched = ResponseCache(folder: folder.url, timeToLive: 60, now: clock.function)
        #expect(await relaunched.body(for: key) == body)
        #expect(await relaunched.problems.isEmpty)
    }

    @Test func anExpiredFileOnDiskIsDeleted() async throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let clock = TestClock()
        await ResponseCache(folder: folder.url, timeToLive: 60, now: clock.function).store(body, for: key)
        #expect(try folder.files().count == 1)
        clock.advance(61)
        #expect(await ResponseCache(folder: folder.url, timeToLive: 60, now: clock.function).body(for: key) == nil)
        #expect(try folder.files().isEmpty)
    }

    @Test func aCorruptFileIsAMissAndIsDropped() async throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        await ResponseCache(folder: folder.url, timeToLive: 60).store(body, for: key)
        let file = try #require(try folder.files().first)
        try Data("garbage without the header".utf8).write(to: file)
        let cache = ResponseCache(folder: folder.url, timeToLive: 60)
        #expect(await cache.body(for: key) == nil)
        #expect(await cache.problems.count == 1)
        #expect(try folder.files().isEmpty)
    }

    @Test func aClockThatWentBackwardsRefetches() async {
        let clock = TestClock()
        let cache = ResponseCache(folder: nil, timeToLive: 60, now: clock.function)
        await cache.store(body, for: key)
        clock.advance(-10)
        #expect(await cache.body(for: key) == nil)
    }

    @Test func memoryKeepsTheMostRecentlyUsedAndDiskKeepsTheRest() async throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let memoryOnly = ResponseCache(folder: nil, timeToLive: 60, memoryLimit: 2)
        await memoryOnly.store(Data("1".utf8), for: "a")
        await memoryOnly.store(Data("2".utf8), for: "b")
        _ = await memoryOnly.body(for: "a")  // now b is the least recently used
        await memoryOnly.store(Data("3".utf8), for: "c")
        #expect(await memoryOnly.body(for: "b") == nil)
        #expect(await memoryOnly.body(for: "a") == Data("1".utf8))

        let withDisk = ResponseCache(folder: folder.url, timeToLive: 60, memoryLimit: 1)
        await withDisk.store(Data("1".utf8), for: "a")
        await withDisk.store(Data("2".utf8), for: "b")
        #expect(await withDisk.body(for: "a") == Data("1".utf8))
    }

    @Test func removeAllForgetsMemoryAndDisk() async throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let cache = ResponseCache(folder: folder.url, timeToLive: 60)
        await cache.store(body, for: key)
        await cache.removeAll()
        #expect(await cache.body(for: key) == nil)
        #expect(try folder.files().isEmpty)
    }

    @Test func anUnwritableFolderIsRecordedButTheMemoryCacheStillWorks() async throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        // A file where the cache folder should be: nothing can be written below it.
        let blocked = folder.url.appendingPathComponent("not-a-folder")
        try Data().write(to: blocked)
        let cache = ResponseCache(folder: blocked, timeToLive: 60)
        await cache.store(body, for: key)
        #expect(await cache.body(for: key) == body)
        #expect(await cache.problems.count == 1)
    }

    @Test func fileNamesAreStableHashes() {
        #expect(CacheKeyHash.hex("") == "cbf29ce484222325")
        #expect(CacheKeyHash.hex("a") == "af63dc4c8601ec8c")
        #expect(CacheKeyHash.hex(key).count == 16)
    }
}
