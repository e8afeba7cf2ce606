import Foundation
import Testing
import TestSupport
import ViewEngine

@testable import BibleVerses

/// The module's data source and event handlers on their own: what they answer, what they
/// refuse, and how they report it.
@MainActor
@Suite struct BibleModuleTests {
    let database = TemporaryDatabase()

    func perform(_ event: String, _ payload: JSONValue = [:], in app: BibleApp) async throws {
        let action = Action(.custom(event: event, payload: .constant(payload)))
        await app.runtime.perform(BoundAction(action: action, context: DataContext()), on: try app.activeScreen)
    }

    func fetch(_ endpoint: String, _ params: JSONObject, app: BibleApp) async throws -> JSONValue {
        let source = BibleDataSource(services: app.module.services, session: BibleSession(runtime: app.runtime, services: app.module.services))
        return try await source.fetch(DataRequest(endpoint: endpoint, params: params))
    }

    @Test func isNamedForTheBundleAndStoresUnderItsDataFolder() async throws {
        #expect(try BibleApp(databasePath: database.path).module.name == "bible-verses")
        #expect(BibleModule.databasePath(in: URL(fileURLWithPath: "/data")) == "/data/bible-verses/bible.sqlite")
    }

    @Test func aSearchSupersededByALaterOneIsNotRemembered() async throws {
        // A word search waiting for the index, then a reference searched at once: the screen
        // shows the reference, so only it becomes the newest recent search.
        let app = try BibleApp(databasePath: database.path)
        let session = BibleSession(runtime: app.runtime, services: app.module.services)
        let (first, second) = (session.beginSearch(), session.beginSearch())
        await session.recordSearch("John 3:17", search: second)
        await session.recordSearch("shepherd", search: first)
        #expect(try await app.module.services.store.recentSearches().first == "John 3:17")
        #expect(try await !app.module.services.store.recentSearches().contains("shepherd"))
    }

    @Test func versesCarryTheFieldsScreensUse() async throws {
        let app = try BibleApp(databasePath: database.path)
        let verse = try await fetch("/verse", ["reference": "John 3:16-17", "translation": "kjv"], app: app)
        #expect(verse["reference"] == "John 3:16-17")
        #expect(verse["translation_abbreviation"] == "KJV")
        #expect(verse["numberedText"]?.stringValue?.hasPrefix("¹⁶ For God so loved") == true)
        #expect(verse["numberedText"]?.stringValue?.contains(" ¹⁷ For God sent not") == true)
        #expect(verse["isFavorite"] == false && verse["followsTranslation"] == true)
        #expect(verse["verses"]?.arrayValue?.count == 2)
        let daily = try await fetch("daily", [:], app: app)
        #expect(daily["day"] == "2025-11-22" && daily["translation_id"] == "web")
    }

    nonisolated static let refusals: [(String, JSONObject, DataSourceError.Kind)] = [
        ("/psalms", JSONObject(), DataSourceError.Kind.badRequest), ("/verse", ["reference": ["John 3:16"]], .badRequest),
        ("/verse", ["reference": "John 3:16", "translation": 7], .badRequest), ("/verse", [:], .badRequest),
        ("/verse", ["reference": "Hezekiah 1:1"], .notFound), ("/favorite", ["id": "x"], .badRequest), ("/favorite", ["id": 99], .notFound),
        ("/random", ["translation": "oeb-us"], .notFound),
    ]

    @Test(arguments: refusals)
    func refusesWhatItCannotAnswer(_ endpoint: String, _ params: JSONObject, _ kind: DataSourceError.Kind) async throws {
        let app = try BibleApp(databasePath: database.path)
        let error = await dataSourceError { _ = try await fetch(endpoint, params, app: app) }
        #expect(error.kind == kind, "\(endpoint) \(params): \(error)")
        #expect(!error.message.isEmpty)
    }

    @Test func malformedPayloadsAreReportedAndChangeNothing() async throws {
        let app = try BibleApp(databasePath: database.path)
        try await perform(BibleEvents.addFavorite, ["verse": "John 3:16"], in: app)
        try await perform(BibleEvents.removeFavorite, ["verse": ["reference": "John 3:16"]], in: app)
        try await perform(BibleEvents.removeFavorite, ["id": "first"], in: app)
        try await perform(BibleEvents.removeRecentSearch, ["query": 3], in: app)
        try await perform(BibleEvents.saveSettings, ["settings": ["fontSize": "huge"]], in: app)
        try await perform(BibleEvents.saveSettings, ["fontSize": 20], in: app)
        let issues = app.runtime.issues.map(\.message)
        #expect(issues.count == 6, "\(issues)")
        #expect(issues.contains { $0.contains("saveSettings: 'settings' must be an object") })
        #expect(issues.contains { $0.contains("addFavorite: 'verse' must be a verse object") })
        #expect(issues.contains { $0.contains("removeFavorite: 'verse' is not a complete verse") })
        #expect(issues.contains { $0.contains("removeFavorite: 'id'") })
        #expect(issues.contains { $0.contains("the setting 'fontSize' must be a number") })
        #expect(try await app.module.services.store.favorites().isEmpty)
        #expect(try await app.module.services.store.settings().settings == .defaults)
    }

    @Test func recentSearchesCanBeRemovedAndCleared() async throws {
        let app = try BibleApp(databasePath: database.path)
        for reference in ["John 3:16", "ps 23", "Romans 8:28"] {
            _ = try await fetch("/search", ["reference": .string(reference)], app: app)
        }
        #expect(try await app.module.services.store.recentSearches() == ["Romans 8:28", "Psalms 23", "John 3:16"])
        let relaunched = try BibleApp(databasePath: database.path)
        await relaunched.runtime.start()
        #expect(relaunched.env["recentSearches"] == ["Romans 8:28", "Psalms 23", "John 3:16"])
        try await perform(BibleEvents.removeRecentSearch, ["query": "psalms 23"], in: relaunched)
        #expect(relaunched.env["recentSearches"] == ["Romans 8:28", "John 3:16"])
        try await perform(BibleEvents.clearRecentSearches, in: relaunched)
        #expect(relaunched.env["recentSearches"] == [])
        #expect(try await relaunched.module.services.store.recentSearches().isEmpty)
        #expect(relaunched.runtime.issues.isEmpty)
    }

    @Test func aStoredSettingThatCannotBeUsedIsLoggedAtLaunch() async throws {
        let store = try BibleStore(path: database.path)
        try await store.write(.saveSettings) { db in try db.execute(sql: "INSERT INTO settings (key, value) VALUES ('translation', '\"nkjv\"')") }
        let logged = Lines()
        let app = try BibleApp(databasePath: database.path, log: { logged.append($0) })
        await app.runtime.start()
        #expect(app.env["settings"]?["translation"] == "web")
        #expect(logged.all.contains { $0.contains("'translation'") })
    }
}

/// Log lines collected from any thread.
final class Lines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    func append(_ line: String) { lock.withLock { lines.append(line) } }
    var all: [String] { lock.withLock { lines } }
}
