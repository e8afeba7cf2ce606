import Foundation
import Testing
import TestSupport

@testable import ImagePipeline

/// A class, so each test's folder is removed when the test's instance goes.
final class DiskImageCacheTests {
    private let a = ImageCacheKey(url: "https://example.org/a.png")
    private let b = ImageCacheKey(url: "https://example.org/b.png")
    private let c = ImageCacheKey(url: "https://example.org/c.png")
    private let folder: TemporaryFolder
    private let clock = TestClock()

    init() throws {
        folder = try TemporaryFolder()
    }

    deinit {
        folder.cleanUp()
    }

    /// A cache on the test's folder and clock (a second one on the same folder is a relaunch).
    private func openCache(limit: Int) -> DiskImageCache {
        DiskImageCache(directory: folder.url, byteLimit: limit, now: clock.function)
    }

    @Test func storedImagesAreFoundByANewCacheOnTheSameFolder() throws {
        var first = openCache(limit: 1_000)
        try first.store(bytes(10, 3), for: a)

        let afterRelaunch = openCache(limit: 1_000)

        #expect(try afterRelaunch.data(for: a) == bytes(10, 3))
        #expect(try afterRelaunch.data(for: b) == nil)
        #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent(a.fileName).path))
    }

    @Test func evictsTheLeastRecentlyUsedFilesPastTheLimit() throws {
        var cache = openCache(limit: 25)
        try cache.store(bytes(10), for: a)
        clock.advance(10)
        try cache.store(bytes(10), for: b)
        clock.advance(10)
        _ = try cache.data(for: a)  // reading marks a as used after b
        clock.advance(10)

        try cache.store(bytes(10), for: c)

        #expect(try cache.data(for: a) != nil)
        #expect(try cache.data(for: b) == nil)
        #expect(try cache.data(for: c) != nil)
        #expect(try cache.totalBytes() == 20)
    }

    @Test func theLimitHoldsForFilesLeftByAnEarlierLaunch() throws {
        var big = openCache(limit: 1_000)
        try big.store(bytes(30), for: a)
        clock.advance(10)

        var small = openCache(limit: 40)
        try small.store(bytes(20), for: b)

        #expect(try small.data(for: a) == nil)
        #expect(try small.data(for: b) != nil)
    }

    @Test func overwritingAnImageDoesNotCountItTwice() throws {
        var cache = openCache(limit: 25)
        try cache.store(bytes(15), for: a)
        try cache.store(bytes(15), for: a)
        #expect(try cache.data(for: a) != nil)
        #expect(try cache.totalBytes() == 15)
    }

    @Test func anImageLargerThanTheLimitIsNotWritten() throws {
        var cache = openCache(limit: 10)
        try cache.store(bytes(11), for: a)
        #expect(try cache.data(for: a) == nil)
    }

    @Test func removeAndRemoveAllDeleteFiles() throws {
        var cache = openCache(limit: 100)
        try cache.store(bytes(10), for: a)
        try cache.store(bytes(10), for: b)

        try cache.remove(a)
        #expect(try cache.data(for: a) == nil)
        #expect(try cache.totalBytes() == 10)

        try cache.removeAll()
        #expect(try cache.data(for: b) == nil)
        #expect(try cache.totalBytes() == 0)
    }

    @Test func aFolderThatCannotBeCreatedIsAnError() throws {
        let file = folder.url.appendingPathComponent("not-a-folder")
        try Data("x".utf8).write(to: file)
        var cache = DiskImageCache(directory: file.appendingPathComponent("images"), byteLimit: 100)
        #expect(throws: (any Error).self) { try cache.store(bytes(1), for: a) }
    }
}
