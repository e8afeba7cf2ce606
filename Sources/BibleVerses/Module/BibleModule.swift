import Foundation
import ViewEngine

/// The Bible Verses app's native glue for hosts: the data source (offline fixture Bible by
/// default, bible-api.com on request), the favourites / settings / recent-searches database,
/// and the event handlers that change them (``BibleEvents``).
///
/// Bundles ask for it with `"modules": ["bible-verses"]` in `app.json`. Install it in every
/// runtime; all of them share one database.
public struct BibleModule: AppModule {
    /// The name bundles use in `modules`.
    public let name = "bible-verses"
    /// The client, database and daily verse that the data source and event handlers share.
    public let services: BibleServices

    /// A module over any client and store (tests inject local servers and temporary files).
    public init(
        client: BibleAPIClient, store: BibleStore, now: @escaping @Sendable () -> Date = { Date() }, timeZone: TimeZone = .current,
        wordSearch: VerseSearch = VerseSearch(), offlineTranslations: [String]? = nil,
        log: @escaping @Sendable (String) -> Void = BibleModule.standardErrorLog
    ) {
        services = BibleServices(
            client: client, store: store, now: now, timeZone: timeZone, wordSearch: wordSearch, offlineTranslations: offlineTranslations, log: log)
    }

    /// The module as hosts use it.
    ///
    /// - Parameters:
    ///   - live: call `https://bible-api.com` instead of answering from the offline Bible.
    ///   - databasePath: the SQLite file (created with its folder when missing).
    ///   - now: the clock that decides the daily verse and dates favourites.
    ///   - timeZone: the user's time zone: the daily verse changes at its midnight.
    ///   - random: picks offline random verses (seed it for repeatable screenshots).
    ///   - baseURL: the server to call instead of `https://bible-api.com` (staging, or a local
    ///     server replaying recorded responses); giving one implies `live`.
    ///   - log: where problems the screens cannot show go (saved data that cannot be read or
    ///     written); standard error by default.
    public init(
        live: Bool = false, databasePath: String, now: @escaping @Sendable () -> Date = { Date() }, timeZone: TimeZone = .current,
        random: any RandomSource = SystemRandomSource(), baseURL: URL? = nil, log: @escaping @Sendable (String) -> Void = BibleModule.standardErrorLog
    ) throws {
        let online = live || baseURL != nil
        let transport: any BibleTransport
        let wordSearch: VerseSearch
        var offlineTranslations: [String]?
        if online {
            transport = URLSessionTransport(maxBodyBytes: BibleAPIClient.defaultMaxResponseBytes)
            wordSearch = VerseSearch()  // the offline text, loaded on the first word search
        } else {
            let bible = try FixtureBible.bundled()
            transport = FixtureBibleTransport(bible: bible, random: random)
            wordSearch = VerseSearch { bible }
            offlineTranslations = bible.texts.keys.sorted()
        }
        let store = try BibleStore(path: databasePath, now: now)
        let client = BibleAPIClient(baseURL: baseURL ?? BibleAPIClient.productionBaseURL, transport: transport)
        self.init(client: client, store: store, now: now, timeZone: timeZone, wordSearch: wordSearch, offlineTranslations: offlineTranslations, log: log)
    }

    /// The database file of a data folder: `<folder>/bible-verses/bible.sqlite`.
    public static func databasePath(in dataFolder: URL) -> String {
        dataFolder.appendingPathComponent("bible-verses").appendingPathComponent("bible.sqlite").path
    }

    /// Registers the data source as the default and the ``BibleEvents`` handlers; the runtime's
    /// `AppRuntime.start()` then fills `$.env` (settings, favourites, recent searches) from
    /// the database before the first screen loads.
    @MainActor
    public func install(in runtime: AppRuntime) {
        let session = BibleSession(runtime: runtime, services: services)
        runtime.register(dataSource: BibleDataSource(services: services, session: session))
        session.registerHandlers()
        runtime.registerPreparation { await session.loadEnvironment() }
        services.sessions.add(session)
    }

    /// Writes a line to standard error, where hosts' logs go.
    public static let standardErrorLog: @Sendable (String) -> Void = { message in
        StandardError.writeLine(message)
    }
}
