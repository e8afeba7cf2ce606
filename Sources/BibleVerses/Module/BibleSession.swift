import Foundation
import ViewEngine

/// The module's side of one runtime (one app launch, one browser session): its event
/// handlers, and the app state they keep in step with the database.
///
/// The database is the truth; `$.env` mirrors it for screens:
///
/// | `$.env.…`         | holds                                                       |
/// |-------------------|-------------------------------------------------------------|
/// | `settings`        | `{translation, appearance, fontSize, showVerseNumbers}`     |
/// | `favorites`       | saved verses, newest first (verse objects with `id`)        |
/// | `favoritesCount`  | their number, for the tab badge                             |
/// | `recentSearches`  | references, newest first, at most 10                        |
///
/// Screens keep the verse they show in their state under `verse`; when a favourite changes,
/// every open screen's `verse.isFavorite` is updated, so a heart never disagrees with the
/// Favorites tab.
@MainActor
final class BibleSession {
    /// The number of the search started last (``beginSearch()``).
    private var latestSearch = 0
    /// Weak: the runtime owns the handlers, which own this session.
    private weak var runtime: AppRuntime?
    let services: BibleServices

    /// State key under which screens keep the verse they show.
    static let verseKey = "verse"

    init(runtime: AppRuntime, services: BibleServices) {
        self.runtime = runtime
        self.services = services
    }

    /// Registers the handlers of ``BibleEvents``.
    func registerHandlers() {
        guard let runtime else { return }
        runtime.registerEventHandler(BibleEvents.addFavorite) { [self] payload in try await addFavorite(payload) }
        runtime.registerEventHandler(BibleEvents.removeFavorite) { [self] payload in try await removeFavorite(payload) }
        runtime.registerEventHandler(BibleEvents.saveSettings) { [self] payload in try await saveSettings(payload) }
        runtime.registerEventHandler(BibleEvents.resetSettings) { [self] _ in try await resetSettings() }
        runtime.registerEventHandler(BibleEvents.removeRecentSearch) { [self] payload in try await removeRecentSearch(payload) }
        runtime.registerEventHandler(BibleEvents.clearRecentSearches) { [self] _ in try await clearRecentSearches() }
    }

    /// Fills `$.env` from the database; the runtime runs it before the first screen loads
    /// (``AppRuntime/registerPreparation(_:)``), without blocking the main actor meanwhile.
    ///
    /// When the database cannot be read (another process holds it locked), screens start on
    /// app.json's defaults and the log says why; the Favorites screen does not show that empty
    /// list as the truth: it loads the favourites itself (`/favorites`) and shows the error
    /// with Try Again.
    func loadEnvironment() async {
        offerOnlyWorkingTranslations()
        // What the search field suggests while a book name is typed ("Jo": Joshua … John).
        setEnv("books", .array(BookNames.all.map { .object(["name": .string($0.name)]) }))
        do {
            let (settings, problems) = try await services.store.settings()
            problems.forEach(services.log)
            setEnv("settings", .object(settings.jsonObject))
            publish(favorites: try await services.store.favoritesReadingEachRow())
            try await publishRecentSearches()
        } catch {
            services.log("bible-verses: the saved data could not be read: \(error)")
        }
    }

    /// Offline, the Settings picker (`$.env.translations`, app.json's list) keeps only the
    /// translations the offline Bible has: the others would always fail.
    private func offerOnlyWorkingTranslations() {
        guard let available = services.offlineTranslations, let runtime,
            case .array(let options)? = runtime.appState["translations"]
        else { return }
        let working = options.filter { option in option["value"]?.stringValue.map(available.contains) ?? false }
        if working.count != options.count { setEnv("translations", .array(working)) }
    }

    // MARK: Favourites

    private func addFavorite(_ payload: JSONObject) async throws {
        let passage = try Self.passage(in: payload["verse"], event: BibleEvents.addFavorite)
        let saved = try await services.store.addFavorite(passage)  // already saved (another tab): kept as it is
        await favoriteChanged(reference: passage.reference, translation: passage.translationId, savedAt: saved.savedAt)
    }

    private func removeFavorite(_ payload: JSONObject) async throws {
        let removed: FavoriteVerse?
        if payload["verse"] != nil {
            let passage = try Self.passage(in: payload["verse"], event: BibleEvents.removeFavorite)
            removed = try await services.store.removeFavorite(reference: passage.reference, translation: passage.translationId)
        } else {
            guard let number = payload["id"]?.numberValue, let id = Int64(exactly: number) else {
                throw PayloadError(
                    event: BibleEvents.removeFavorite, member: "id", reason: "must be a favourite's id; got \(JSONWriter.string(payload["id"] ?? .null))")
            }
            removed = try await services.store.removeFavorite(id: id)
        }
        guard let removed else { return }  // already gone (another tab): nothing to show
        await favoriteChanged(reference: removed.passage.reference, translation: removed.passage.translationId, savedAt: nil)
    }

    /// Reads the favourites once and shows the change in every session over this database.
    private func favoriteChanged(reference: String, translation: String, savedAt: Date?) async {
        let favorites: FavoritesReading?
        do {
            favorites = try await services.store.favoritesReadingEachRow()
        } catch {
            // The change is saved; the lists show it on the next successful read.
            services.log("bible-verses: the favourites could not be read after a change: \(error)")
            favorites = nil
        }
        services.sessions.favoriteChanged(reference: reference, translation: translation, savedAt: savedAt, favorites: favorites)
    }

    /// A session over this database (or this one) saved or removed a favourite: show it here
    /// on the next render.
    func favoriteChanged(reference: String, translation: String, savedAt: Date?, favorites: FavoritesReading?) {
        if let favorites { publish(favorites: favorites) }
        markOpenVerses(reference: reference, translation: translation, savedAt: savedAt)
    }

    /// Mirrors the favourites in `$.env` (the list and the tab badge's count).
    func publish(favorites reading: FavoritesReading) {
        reading.problems.forEach(services.log)
        setEnv("favorites", .array(reading.favorites.map(\.jsonValue)))
        setEnv("favoritesCount", .number(Double(reading.favorites.count)))
    }

    /// Sets `verse.isFavorite` and `verse.savedAt` on every open screen that shows this
    /// passage, so a heart and a "Saved …" line never disagree with the database.
    private func markOpenVerses(reference: String, translation: String, savedAt: Date?) {
        guard let runtime, let isFavoritePath = BindingPath(dotted: "\(Self.verseKey).isFavorite"),
            let savedAtPath = BindingPath(dotted: "\(Self.verseKey).savedAt")
        else { return }
        let savedAtValue = savedAt.map { JSONValue.string(ISO8601DateFormatter().string(from: $0)) } ?? .null
        for id in openScreens {
            guard let verse = runtime.screen(id)?.state[Self.verseKey],
                verse["reference"]?.stringValue == reference, verse["translation_id"]?.stringValue == translation
            else { continue }
            runtime.setValue(.bool(savedAt != nil), at: isFavoritePath, screen: id)
            runtime.setValue(savedAtValue, at: savedAtPath, screen: id)
        }
    }

    /// The passage a screen sent: a verse object in the API's shape.
    static func passage(in value: JSONValue?, event: String) throws -> BibleResponse {
        guard let value, case .object = value else {
            throw PayloadError(event: event, member: "verse", reason: "must be a verse object; got \(JSONWriter.string(value ?? .null))")
        }
        do {
            var passage = try JSONDecoder().decode(BibleResponse.self, from: Data(JSONWriter.string(value).utf8))
            if passage.translationNote.isEmpty { passage.translationNote = "Public Domain" }
            return passage
        } catch {
            throw PayloadError(event: event, member: "verse", reason: "is not a complete verse: \(error)")
        }
    }

    // MARK: Settings

    private func saveSettings(_ payload: JSONObject) async throws {
        let (current, _) = try await services.store.settings()
        guard let changes = payload["settings"]?.objectValue else {
            throw PayloadError(event: BibleEvents.saveSettings, member: "settings", reason: "must be an object of settings to change")
        }
        let settings = try AppSettings(validating: changes, base: current)
        try await services.store.saveSettings(settings)
        setEnv("settings", .object(settings.jsonObject))
        if settings.translation != current.translation { await followTranslation(settings.translation) }
    }

    private func resetSettings() async throws {
        let (current, _) = try await services.store.settings()
        try await services.store.resetSettings()
        setEnv("settings", .object(AppSettings.defaults.jsonObject))
        if current.translation != AppSettings.defaults.translation { await followTranslation(AppSettings.defaults.translation) }
    }

    /// Shows the open screens' verses in `translation`: the same passage (today's verse stays
    /// today's), or the same words searched again, through the screen's own request machinery,
    /// so loading and errors show as usual. Saved favourites keep their translation; a screen whose last request failed
    /// runs its `onLoad` again (a failed search has none, and waits for the next search).
    private func followTranslation(_ translation: String) async {
        guard let runtime else { return }
        for id in openScreens {
            guard let state = runtime.screen(id)?.state else { continue }
            let action: Action
            if state["status"]?[Self.verseKey]?["state"] == "failed" {
                // Its last request failed (perhaps for the old translation); load it afresh.
                action = Action(.reload)
            } else if let verse = state[Self.verseKey]?.objectValue, let words = verse["words"]?.stringValue,
                verse["translation_id"]?.stringValue != translation
            {
                // Word search results: the same words searched in the new translation.
                let params: JSONObject = ["reference": .string(words), "translation": .string(translation)]
                action = Action(.api(endpoint: .literal("/search"), params: .constant(.object(params)), resultKey: Self.verseKey, source: nil))
            } else if let verse = state[Self.verseKey]?.objectValue, verse["followsTranslation"] == true,
                verse["translation_id"]?.stringValue != translation
            {
                let isDaily = verse["day"] != nil
                var params: JSONObject = ["translation": .string(translation)]
                if !isDaily { params["reference"] = verse["reference"] }
                action = Action(.api(endpoint: .literal(isDaily ? "/daily" : "/verse"), params: .constant(.object(params)), resultKey: Self.verseKey, source: nil))
            } else {
                continue
            }
            await runtime.perform(BoundAction(action: action, context: DataContext()), on: id)
        }
    }

    // MARK: Recent searches

    /// Marks the start of a search and returns its number: a search the user starts later
    /// supersedes it (the screen shows only the later one's answer).
    func beginSearch() -> Int {
        latestSearch += 1
        return latestSearch
    }

    /// Called by the data source after search number `search` found a passage or verses: it
    /// becomes the newest recent search, unless a later search has started since, whose
    /// answer is the one the screen shows.
    func recordSearch(_ reference: String, search: Int) async {
        guard search == latestSearch else { return }
        do {
            try await services.store.addRecentSearch(reference)
            try await publishRecentSearches()
        } catch {
            // The passage was found and is shown; only the history entry is lost.
            services.log("bible-verses: the recent search '\(reference)' could not be saved: \(error)")
        }
    }

    private func removeRecentSearch(_ payload: JSONObject) async throws {
        guard let query = payload["query"]?.stringValue else {
            throw PayloadError(event: BibleEvents.removeRecentSearch, member: "query", reason: "must be text; got \(JSONWriter.string(payload["query"] ?? .null))")
        }
        try await services.store.removeRecentSearch(query)
        try await publishRecentSearches()
    }

    private func clearRecentSearches() async throws {
        try await services.store.clearRecentSearches()
        try await publishRecentSearches()
    }

    private func publishRecentSearches() async throws(StoreError) {
        setEnv("recentSearches", .array(try await services.store.recentSearches().map(JSONValue.string)))
    }

    // MARK: Runtime access

    /// Every screen on a tab's stack or in a sheet.
    private var openScreens: [ScreenID] {
        guard let runtime else { return [] }
        return runtime.tabs.flatMap(\.stack.screens) + runtime.sheets.flatMap(\.screens)
    }

    /// Writes `$.env.<key>`. The runtime writes app state through any screen (a path that
    /// starts with `env` is app-wide), so the first tab's root serves.
    private func setEnv(_ key: String, _ value: JSONValue) {
        guard let runtime, let anyScreen = runtime.tabs.first?.stack.root else { return }
        runtime.setValue(value, at: BindingPath([.init("env"), .init(key)]), screen: anyScreen)
    }
}

/// A `custom` event whose payload lacks what its handler needs: a bug in the bundle's JSON,
/// reported as a runtime issue with the event and member.
struct PayloadError: Error, CustomStringConvertible {
    let event: String
    let member: String
    let reason: String

    var description: String { "\(event): '\(member)' \(reason)" }
}
