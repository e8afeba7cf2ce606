import Testing

@testable import ImagePipeline

/// The generic rule both image caches use, with costs that are not byte counts of the value.
struct LRUCacheTests {
    @Test func evictsByCostNotByCount() {
        var cache = LRUCache<String, String>(costLimit: 10)
        cache.insert("small", cost: 2, for: "a")
        cache.insert("small", cost: 2, for: "b")
        cache.insert("large", cost: 7, for: "c")  // 11 > 10: "a", the oldest, goes

        #expect(!cache.contains("a"))
        #expect(cache.value(for: "b") == "small")
        #expect(cache.value(for: "c") == "large")
        #expect(cache.totalCost == 9)
    }

    @Test func replacingWithAValueOverTheBudgetDropsTheOutOfDateOne() {
        var cache = LRUCache<String, Int>(costLimit: 10)
        cache.insert(1, cost: 5, for: "a")
        cache.insert(2, cost: 11, for: "a")

        #expect(cache.value(for: "a") == nil)
        #expect(cache.totalCost == 0)
    }

    @Test func aNegativeLimitKeepsNothing() {
        var cache = LRUCache<String, Int>(costLimit: -5)
        cache.insert(1, cost: 1, for: "a")

        #expect(cache.costLimit == 0)
        #expect(cache.count == 0)
    }
}
