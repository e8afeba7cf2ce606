import Foundation

/// One verse per calendar day (architecture §3.2): the day's reference is picked from
/// ``DailyVerseService/references`` by the date in the user's time zone, fetched once, and
/// cached in the database, so every launch that day — and every translation — shows the same
/// verse until midnight.
///
/// The architecture fetched a random verse; a pick from the date instead gives the same
/// verse in every translation and on every device that day, without a network round trip
/// to decide, and can be tested. The cache still matters: a verse fetched live stays
/// available offline for the rest of the day.
public struct DailyVerseService: Sendable {
    let client: BibleAPIClient
    let store: BibleStore
    let now: @Sendable () -> Date
    let timeZone: TimeZone

    /// A service that fetches through `client` and caches in `store`; the day is the date of
    /// `now()` in `timeZone`, so the verse changes at that time zone's midnight.
    public init(client: BibleAPIClient, store: BibleStore, now: @escaping @Sendable () -> Date, timeZone: TimeZone) {
        self.client = client
        self.store = store
        self.now = now
        self.timeZone = timeZone
    }

    /// Today's verse and the day it belongs to.
    public struct DailyVerse: Sendable, Hashable {
        /// `yyyy-MM-dd` in the service's time zone.
        public var day: String
        /// The day's verse in the translation asked for, from the cache or just fetched.
        public var passage: BibleResponse
    }

    /// Why the daily verse could not be shown.
    public enum Failure: Error, Sendable, Hashable {
        /// Fetching the verse failed (today's was not cached yet in that translation).
        case api(BibleAPIError)
        /// Reading the cache, or caching the verse just fetched, failed.
        case store(StoreError)
    }

    /// Today's verse in `translation`: from the cache, else fetched and cached.
    public func dailyVerse(translation: String) async throws(Failure) -> DailyVerse {
        let today = Self.day(of: now(), in: timeZone)
        let reference: String
        do {
            if let cached = try await store.dailyVerse(day: today.text, translation: translation) {
                return DailyVerse(day: today.text, passage: cached)
            }
            reference = try await store.dailyReference(day: today.text) ?? Self.reference(forDayNumber: today.number)
        } catch {
            throw .store(error)
        }
        let passage: BibleResponse
        do {
            passage = try await client.fetchVerse(reference: reference, translation: translation)
        } catch {
            throw .api(error)
        }
        do {
            try await store.saveDailyVerse(passage, day: today.text)
        } catch {
            throw .store(error)
        }
        return DailyVerse(day: today.text, passage: passage)
    }

    /// The calendar day of `date` in `timeZone`: its `yyyy-MM-dd` text and its number of days
    /// since 1970-01-01, which picks the verse.
    public static func day(of date: Date, in timeZone: TimeZone) -> (text: String, number: Int) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        let (year, month, day) = (parts.year ?? 1970, parts.month ?? 1, parts.day ?? 1)
        let text = String(format: "%04d-%02d-%02d", year, month, day)
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(secondsFromGMT: 0)!
        let midnight = utc.date(from: DateComponents(year: year, month: month, day: day)) ?? date
        return (text, Int((midnight.timeIntervalSince1970 / 86_400).rounded(.down)))
    }

    /// The reference of day number `number`: consecutive days walk through the list.
    public static func reference(forDayNumber number: Int) -> String {
        let count = references.count
        return references[((number % count) + count) % count]
    }

    /// Well-known verses, all in the offline Bible; their order is the order of the days.
    public static let references = [
        "John 3:16", "Psalms 23:1", "Proverbs 3:5-6", "Philippians 4:13", "Romans 8:28", "Jeremiah 29:11", "Isaiah 40:31",
        "Joshua 1:9", "Psalms 46:1", "Matthew 11:28", "Romans 12:2", "Philippians 4:6-7", "1 Corinthians 13:4-5",
        "Psalms 119:105", "Matthew 5:14", "John 14:27", "Psalms 27:1", "Lamentations 3:22-23", "Micah 6:8", "Isaiah 53:5",
        "Romans 5:8", "Ephesians 2:8", "James 1:5", "1 John 4:19", "Genesis 1:1", "Psalms 121:1-2", "Psalms 34:18",
        "Matthew 6:33", "John 1:5", "John 8:32", "John 11:25", "John 15:13", "Luke 1:37", "Mark 10:27", "Proverbs 16:3",
        "Psalms 37:4", "Psalms 91:1", "Isaiah 55:8", "Romans 15:13", "Ephesians 4:32", "James 1:17", "1 John 1:9",
        "Psalms 139:14", "Proverbs 18:10", "Matthew 5:9", "Luke 6:31", "John 13:34", "Psalms 118:24", "Isaiah 40:8",
        "Romans 8:38-39", "1 Corinthians 16:14", "Philippians 4:8", "Psalms 100:4", "Matthew 7:7", "John 16:33",
        "Proverbs 17:17", "Psalms 19:14", "Ephesians 3:20", "Romans 10:9", "Luke 2:14",
    ]
}
