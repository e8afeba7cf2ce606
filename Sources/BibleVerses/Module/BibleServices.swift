import Foundation
import ViewEngine

/// What the module's data source and event handlers share: the API client (live or
/// offline), the database and the daily verse. One per host process; every session of the
/// preview server uses the same database.
public struct BibleServices: Sendable {
    /// Fetches passages: from bible-api.com, or from the offline Bible through ``FixtureBibleTransport``.
    public let client: BibleAPIClient
    /// The database of favourites, settings, recent searches and cached daily verses.
    public let store: BibleStore
    /// The daily verse (`/daily`), over the same client and store.
    public let daily: DailyVerseService
    /// Where problems that no screen can show go (the host's log).
    public let log: @Sendable (String) -> Void
    /// The translations this client can show when it answers from the offline Bible; nil when
    /// it calls the live API, which has them all. The Settings picker offers only these.
    public let offlineTranslations: [String]?
    /// Word search over the offline text (used in live mode too: the API has none).
    public let wordSearch: VerseSearch
    /// The sessions over this database, told when a favourite changes.
    let sessions = BibleSessions()

    /// Services over `client` and `store`; `now` and `timeZone` decide the daily verse, and
    /// `offlineTranslations` is nil when `client` calls the live API.
    public init(
        client: BibleAPIClient, store: BibleStore, now: @escaping @Sendable () -> Date, timeZone: TimeZone,
        wordSearch: VerseSearch = VerseSearch(), offlineTranslations: [String]? = nil, log: @escaping @Sendable (String) -> Void
    ) {
        self.offlineTranslations = offlineTranslations
        self.client = client
        self.store = store
        self.wordSearch = wordSearch
        daily = DailyVerseService(client: client, store: store, now: now, timeZone: timeZone)
        self.log = log
    }

    /// A passage as screens see it: the API's fields, `numberedText`, whether it is a
    /// favourite, and `followsTranslation` (a passage the user did not save follows a change of
    /// translation in Settings; a favourite keeps its own).
    func verseJSON(_ passage: BibleResponse, extra: JSONObject = [:]) async throws(DataSourceError) -> JSONValue {
        var object = passage.jsonValue.objectValue ?? [:]
        do {
            object["isFavorite"] = .bool(try await store.isFavorite(reference: passage.reference, translation: passage.translationId))
        } catch {
            throw error.dataSourceError
        }
        object["followsTranslation"] = true
        for (key, value) in extra { object[key] = value }
        return .object(object)
    }
}

extension StoreError {
    /// The error as screens show it: the saved data is the user's, so say so plainly.
    public var dataSourceError: DataSourceError {
        let message: String, key: String
        switch operation {
        case .open, .readFavorites, .readSettings, .readRecentSearches, .readDailyVerse:
            (message, key) = ("Your saved verses and settings couldn't be read. Try again.", "store_unreadable")
        case .saveFavorite, .removeFavorite, .saveSettings, .saveRecentSearch, .saveDailyVerse:
            (message, key) = ("Your change couldn't be saved. Try again.", "store_unsaved")
        }
        return DataSourceError(.unknown, message: message, messageKey: key, isRetryable: true, detail: description)
    }
}
