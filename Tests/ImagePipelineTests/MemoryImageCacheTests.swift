import Foundation
import Testing

@testable import ImagePipeline

struct MemoryImageCacheTests {
    private let a = ImageCacheKey(url: "https://example.org/a.png")
    private let b = ImageCacheKey(url: "https://example.org/b.png")
    private let c = ImageCacheKey(url: "https://example.org/c.png")

    @Test func returnsWhatWasStored() {
        var cache = MemoryImageCache(byteLimit: 100)
        cache.insert(bytes(10, 1), for: a)
        #expect(cache.data(for: a) == bytes(10, 1))
        #expect(cache.data(for: b) == nil)
        #expect(cache.totalBytes == 10)
    }

    @Test func evictsTheLeastRecentlyUsedPastTheLimit() {
        var cache = MemoryImageCache(byteLimit: 25)
        cache.insert(bytes(10), for: a)
        cache.insert(bytes(10), for: b)
        _ = cache.data(for: a)  // a is now more recent than b

        cache.insert(bytes(10), for: c)

        #expect(cache.contains(a))
        #expect(!cache.contains(b))
        #expect(cache.contains(c))
        #expect(cache.totalBytes == 20)
    }

    @Test func replacingAnEntryCountsItsBytesOnce() {
        var cache = MemoryImageCache(byteLimit: 100)
        cache.insert(bytes(30), for: a)
        cache.insert(bytes(40), for: a)
        #expect(cache.totalBytes == 40)
        #expect(cache.count == 1)
    }

    @Test func anImageLargerThanTheBudgetIsNotKeptAndEvictsNothing() {
        var cache = MemoryImageCache(byteLimit: 50)
        cache.insert(bytes(20), for: a)
        cache.insert(bytes(51), for: b)
        #expect(cache.contains(a))
        #expect(!cache.contains(b))
        #expect(cache.totalBytes == 20)
    }

    @Test func removeAllEmptiesIt() {
        var cache = MemoryImageCache(byteLimit: 50)
        cache.insert(bytes(20), for: a)
        cache.removeAll()
        #expect(cache.count == 0)
        #expect(cache.totalBytes == 0)
    }
}
