import Foundation
import Testing
import TestSupport
import ViewEngine

@testable import BibleVerses

/// The JSON app in `Apps/BibleVerses`, run by the engine with the module on the offline
/// Bible and a temporary database: every screen, the flows between them, persistence across
/// launches, and the loading, error and empty states of architecture §8.
@MainActor
@Suite struct BibleBundleTests {
    let database = TemporaryDatabase()

    func launch(clock: TestClock = TestClock(), transport: (any BibleTransport)? = nil) throws -> BibleApp {
        try BibleApp(databasePath: database.path, clock: clock, transport: transport)
    }

    // MARK: The bundle

    @Test func validatesWithoutErrorsOrWarnings() throws {
        let bundle = try BibleApp.bundle()
        let diagnostics = BundleValidator().validate(bundle)
        #expect(diagnostics.isEmpty, "\(diagnostics.all.map(\.description))")
        #expect(bundle.modules == ["bible-verses"])
        #expect(Set(bundle.screens.keys) == ["today", "discover", "search", "favorites", "favorite_detail", "settings", "share"])
    }

    @Test func hasTheFiveTabsOfTheArchitecture() async throws {
        let tabs = try launch().runtime.tabBar().tabs
        #expect(tabs.map(\.title) == ["Today", "Discover", "Search", "Favorites", "Settings"])
        #expect(tabs.map(\.icon) == ["sun.max", "shuffle", "magnifyingglass", "heart", "gearshape"])
        #expect(tabs.allSatisfy { $0.badge == nil })
    }

    @Test func everyScreenResolvesWithRealContentAndNoPlaceholders() async throws {
        let seeded = try launch()
        let favorite = try await seeded.module.services.store.addFavorite(try TestBible.shared().passage("Psalm 23:1", translation: "kjv"))
        let john = try TestBible.shared().passage("John 3:16", translation: "web").jsonValue
        let cases: [(String, JSONObject, JSONObject, String)] = [
            ("today", [:], [:], "Refreshes tomorrow"),
            ("discover", [:], [:], "Shuffle"),
            ("search", [:], [:], "Look Up a Verse"),
            ("favorites", [:], [:], "Psalms 23:1"),
            ("favorite_detail", ["favoriteId": .number(Double(favorite.id))], [:], "The LORD is my shepherd; I shall not want."),
            ("settings", [:], [:], "Scripture from bible-api.com"),
            ("share", ["verse": john], [:], "John 3:16 · WEB"),
        ]
        for (name, params, state, expected) in cases {
            let app = try launch()
            let id = try #require(await app.runtime.show(name, params: params, state: state))
            let tree = app.runtime.render(id)
            #expect(tree.texts.contains { $0.contains(expected) }, "\(name): \(tree.texts)")
            #expect(tree.allNodes.filter(\.isPlaceholder).isEmpty, "\(name)")
            #expect(app.runtime.issues.isEmpty, "\(name): \(app.runtime.issues)")
        }
    }

    @Test func everyIconOnlyControlHasAName() async throws {
        let app = try launch()
        try await app.module.services.store.addFavorite(try TestBible.shared().passage("John 3:16", translation: "web"))
        for tab in ["Today", "Discover", "Search", "Favorites", "Settings"] {
            try await app.open(tab: tab)
            if tab == "Search" { try await app.search("John 3:16") }
            for node in try app.tree().allNodes {
                guard case .button(let button) = node.content else { continue }
                if button.label.texts.isEmpty {
                    #expect(node.accessibility.label?.isEmpty == false, "\(tab): an icon-only button without a label")
                }
            }
        }
    }

    // MARK: Today

    @Test func todayShowsTheDailyVerseWithItsDateAndNote() async throws {
        let app = try launch()
        await app.runtime.start()
        let tree = try app.tree()
        let card = try #require(tree.node(identifier: "verse-card"))
        let reference = DailyVerseService.reference(forDayNumber: DailyVerseService.day(of: TestClock().now, in: TimeZone(identifier: "UTC")!).number)
        #expect(card.texts.contains(reference))
        #expect(card.texts.contains("World English Bible"))
        #expect(tree.node(identifier: "today-date")?.text == "Saturday, November 22")
        #expect(tree.node(identifier: "refresh-note")?.text == "Refreshes tomorrow")
        #expect(try app.favoriteButtonLabel() == "Add to Favorites")
    }

    @Test func aRelaunchTheSameDayShowsTheSameVerseAndTheNextDayAnother() async throws {
        let clock = TestClock()
        let first = try launch(clock: clock)
        await first.runtime.start()
        let verse = try first.tree().node(identifier: "verse-reference")?.text
        clock.advance(3 * 3600)
        let second = try launch(clock: clock)
        await second.runtime.start()
        #expect(try second.tree().node(identifier: "verse-reference")?.text == verse)
        clock.advance(24 * 3600)
        let third = try launch(clock: clock)
        await third.runtime.start()
        #expect(try third.tree().node(identifier: "verse-reference")?.text != verse)
    }

    @Test func offlineShowsTheErrorAndTryAgainRecovers() async throws {
        let transport = try CountingTransport()
        transport.fail(with: URLError(.notConnectedToInternet))
        let app = try launch(transport: transport)
        await app.runtime.start()
        let error = try #require(try app.tree().node(identifier: "error"))
        #expect(error.texts.contains("No internet connection. Check your connection and try again."))
        transport.fail(with: nil)
        try await app.tap("retry")
        #expect(try app.tree().node(identifier: "verse-card") != nil)
        #expect(try app.tree().node(identifier: "error") == nil)
    }

    @Test func throttlingShowsServiceUnavailable() async throws {
        let server = try LocalHTTPServer { _ in .answer(status: 429, contentType: "text/plain", body: Data("Slow down".utf8)) }
        defer { server.stop() }
        let store = try BibleStore(path: database.path)
        let module = BibleModule(client: BibleAPIClient(baseURL: server.baseURL, transport: URLSessionTransport()), store: store)
        let runtime = AppRuntime(bundle: try BibleApp.bundle(), environment: .fixed())
        runtime.install(modulesFrom: [module])
        await runtime.start()
        let screen = try #require(runtime.activeScreen)
        let error = try #require(runtime.render(screen).node(identifier: "error"))
        #expect(error.texts.contains("Service temporarily unavailable. Try again in a moment."))
        #expect(error.node(identifier: "retry") != nil)
    }

    // MARK: Discover

    @Test func shuffleChangesTheVerse() async throws {
        let app = try launch()
        try await app.open(tab: "Discover")
        var seen: [String] = []
        for _ in 0..<4 {
            seen.append(try #require(try app.tree().node(identifier: "verse-reference")?.text))
            try await app.tap("shuffle")
        }
        #expect(Set(seen).count == seen.count, "\(seen)")
        // The card slides in, keyed by the verse, so each shuffle animates.
        let transitions = try app.tree().allNodes.compactMap(\.transition)
        #expect(transitions.count == 1 && transitions.first?.kind == .slide)
        #expect(transitions.first?.key == "\(try #require(try app.tree().node(identifier: "verse-reference")?.text)) web")
        #expect(try app.tree().node(identifier: "shuffle")?.accessibility.label == "Shuffle")
    }

    // MARK: Search

    @Test func searchShowsThePassageAndRemembersIt() async throws {
        let app = try launch()
        try await app.open(tab: "Search")
        let field = try #require(try app.tree().node(identifier: "search-field"))
        guard case .textField(let input) = field.content else { throw TestFailure("not a text field") }
        #expect(input.placeholder == "Search (e.g. John 3:16 or shepherd)")
        try await app.search("John 3:16")
        let card = try #require(try app.tree().node(identifier: "verse-card"))
        #expect(card.text.contains("For God so loved the world"))
        try await app.search("jn 3:16")
        try await app.search("Psalm 23")
        #expect(app.env["recentSearches"] == ["Psalms 23", "John 3:16"])
        // A recent search chip searches again.
        try await app.search("")
        try await app.tap("recent-1")
        #expect(try app.tree().node(identifier: "verse-reference")?.text == "John 3:16")
    }

    @Test func oneRecentSearchCanBeRemoved() async throws {
        let app = try launch()
        try await app.open(tab: "Search")
        try await app.search("John 3:16")
        try await app.search("Psalm 23")
        try await app.search("")
        #expect(try app.tree().node(identifier: "remove-recent-1")?.accessibility.label == "Remove John 3:16")

        try await app.tap("remove-recent-1")

        #expect(app.env["recentSearches"] == ["Psalms 23"])
        #expect(try app.tree().node(identifier: "recent-0")?.text == "Psalms 23")
        #expect(try app.tree().node(identifier: "recent-1") == nil)
        #expect(try await app.module.services.store.recentSearches() == ["Psalms 23"])
    }

    @Test func anUnknownReferenceIsAnInlineMessage() async throws {
        let app = try launch()
        try await app.open(tab: "Search")
        try await app.search("John 99:1")
        let tree = try app.tree()
        #expect(tree.node(identifier: "not-found")?.text == "Verse not found. Try e.g. John 3:16")
        #expect(tree.node(identifier: "verse-card") == nil && tree.node(identifier: "error") == nil)
        #expect(app.env["recentSearches"] == [])
    }

    // MARK: Favourites

    @Test func aFavoriteShowsEverywhereAndSurvivesARelaunch() async throws {
        let app = try launch()
        await app.runtime.start()
        let daily = try #require(try app.tree().node(identifier: "verse-reference")?.text)
        try await app.open(tab: "Search")
        try await app.search(daily)
        #expect(try app.favoriteButtonLabel() == "Add to Favorites")
        try await app.tap("favorite-button")
        #expect(try app.favoriteButtonLabel() == "Remove from Favorites")
        #expect(app.env["favoritesCount"] == 1)
        #expect(app.runtime.tabBar().tabs[3].badge == "1")
        // Today shows the same verse: its heart follows.
        try await app.open(tab: "Today")
        #expect(try app.favoriteButtonLabel() == "Remove from Favorites")
        try await app.open(tab: "Favorites")
        #expect(try app.tree().node(identifier: "favorites-empty") == nil)
        #expect(try app.tree().texts.contains(daily))

        let relaunched = try launch()
        await relaunched.runtime.start()
        #expect(relaunched.env["favoritesCount"] == 1)
        #expect(relaunched.runtime.tabBar().tabs[3].badge == "1")
        try await relaunched.open(tab: "Favorites")
        #expect(try relaunched.tree().texts.contains(daily))
    }

    @Test func favoritesAreNewestFirstAndOpenTheirVerse() async throws {
        let clock = TestClock()
        let app = try launch(clock: clock)
        try await app.open(tab: "Search")
        for reference in ["Romans 8:28", "John 3:16", "Psalm 23:1"] {
            try await app.search(reference)
            try await app.tap("favorite-button")
            clock.advance(10)
        }
        try await app.open(tab: "Favorites")
        let rows = try app.tree().allNodes.compactMap(\.accessibility.identifier).filter { $0.hasPrefix("favorite-") && $0 != "favorite-button" }
        #expect(rows.count == 3)
        let references = try app.tree().texts.filter { ["Romans 8:28", "John 3:16", "Psalms 23:1"].contains($0) }
        #expect(references == ["Psalms 23:1", "John 3:16", "Romans 8:28"])
        try await app.tap(rows[1])
        #expect(app.runtime.screen(try app.activeScreen)?.name == "favorite_detail")
        #expect(try app.tree().node(identifier: "verse-card")?.text.contains("For God so loved the world") == true)
        let savedFirst = try #require(try app.tree().node(identifier: "saved-at")?.text)
        #expect(savedFirst.hasPrefix("Saved "))
        // Removing it from its card updates the list, the badge and the "Saved" line.
        try await app.tap("favorite-button")
        #expect(try app.favoriteButtonLabel() == "Add to Favorites")
        #expect(app.env["favoritesCount"] == 2)
        #expect(try app.tree().node(identifier: "saved-at") == nil)
        // Saving it again shows the new date.
        clock.advance(86_400 * 3)
        try await app.tap("favorite-button")
        #expect(try app.favoriteButtonLabel() == "Remove from Favorites")
        let savedAgain = try #require(try app.tree().node(identifier: "saved-at")?.text)
        #expect(savedAgain.hasPrefix("Saved ") && savedAgain != savedFirst)
        try await app.tap("favorite-button")
        app.runtime.goBack()
        #expect(!(try app.tree().texts.contains("John 3:16")))
    }

    @Test func theEmptyStateShowsWithoutFavorites() async throws {
        let app = try launch()
        try await app.open(tab: "Favorites")
        #expect(try app.tree().node(identifier: "favorites-empty") != nil || app.tree().texts.contains("No favorites yet"))
        #expect(try app.tree().texts.contains("Tap the heart on any verse to keep it here."))
    }

    @Test func swipingARowDeletesTheFavoriteAndUpdatesOpenCards() async throws {
        let app = try launch()
        try await app.open(tab: "Search")
        for reference in ["Romans 8:28", "John 3:16"] {
            try await app.search(reference)
            try await app.tap("favorite-button")
        }
        try await app.open(tab: "Favorites")
        let screen = try app.activeScreen
        let rows = try #require(app.tree().allNodes.lazy.compactMap { node -> LazyRows? in
            if case .list(let list) = node.content { return list.rows }
            return nil
        }.first)
        #expect(rows.count == 2 && rows.hasRowActions)
        let delete = try #require(rows.rowActions(at: 0).first)
        #expect(delete.title == "Delete" && delete.icon == "trash" && delete.role == .destructive)
        await app.runtime.perform(delete.action, on: screen)
        #expect(app.env["favoritesCount"] == 1)
        #expect(try app.tree().texts.contains("Romans 8:28") && !(app.tree().texts.contains("John 3:16")))
        #expect(app.runtime.tabBar().tabs[3].badge == "1")
        // The search result on the other tab shows the verse as not saved any more.
        try await app.open(tab: "Search")
        #expect(try app.favoriteButtonLabel() == "Add to Favorites")
        #expect(app.runtime.issues.isEmpty, "\(app.runtime.issues)")
    }

    // MARK: Sharing

    @Test func shareOpensTheStyledCardWithTextAndImage() async throws {
        let app = try launch()
        try await app.open(tab: "Search")
        // The type steps down with the text's length, to 11 points for Esther 8:9 (the longest verse).
        for (reference, font) in [("John 3:16", 23.0), ("Psalm 23:1", 30), ("Psalm 23", 11), ("John 3:16-17", 18), ("Jeremiah 21:7", 11), ("Esther 8:9", 11)] {
            try await app.search(reference)
            try await app.tap("share-button")
            #expect(app.runtime.sheets.count == 1)
            let tree = try app.tree()
            let card = try #require(tree.firstNode(withID: "share-card"))
            #expect(card.style.width == .points(360) && card.style.height == .points(360))
            // On a gradient (architecture §5.3: "branded background gradient").
            guard case .drawing(.background(.shape(.roundedRectangle(24, _), fill: .gradient(let gradient))))? = card.modifiers.first else {
                Issue.record("the card has no gradient background: \(card.modifiers)")
                return
            }
            #expect(gradient.stops.count == 3)
            // A designed image: its text stays at `large` whatever the reader's text size.
            guard case .animation(.dynamicTypeSize(let sizes))? = card.modifiers.last else {
                Issue.record("the card's text size is not held: \(card.modifiers)")
                return
            }
            #expect(sizes == TextSize.large...TextSize.large)
            let verse = try #require(card.allNodes.first { node in
                if case .text(let text) = node.content { return text.content.hasPrefix("“") }
                return false
            })
            #expect(verse.style.font?.size == font, "\(reference)")
            let link = try #require(tree.allNodes.lazy.compactMap { node -> RenderNode.ShareLink? in
                if case .shareLink(let link) = node.content { return link }
                return nil
            }.first)
            #expect(link.snapshotID == "share-card")
            #expect(link.snapshotPixelWidth == 1080, "1080 × 1080 pixels on every device")
            #expect(link.text.hasPrefix("“") && link.text.hasSuffix("(WEB)"))
            try await app.tap("share-done")
            #expect(app.runtime.sheets.isEmpty)
        }
    }

    // MARK: Settings

    @Test func switchingToKJVShowsKJVWordingAndPersists() async throws {
        let app = try launch()
        await app.runtime.start()
        try await app.open(tab: "Search")
        try await app.search("John 3:16")
        try await app.open(tab: "Settings")
        try await app.set("translation-picker", to: "kjv")
        #expect(app.env["settings"]?["translation"] == "kjv")
        // Open verses follow: the search result and today's verse are now KJV.
        try await app.open(tab: "Search")
        #expect(try app.tree().node(identifier: "verse-card")?.text.contains("only begotten Son") == true)
        try await app.search("John 3:16")
        #expect(try app.tree().node(identifier: "verse-card")?.text.contains("For God so loved the world, that he gave his only begotten Son") == true)
        try await app.open(tab: "Today")
        #expect(try app.tree().node(identifier: "verse-card")?.text.contains("King James Version") == true)

        let relaunched = try launch()
        await relaunched.runtime.start()
        #expect(relaunched.env["settings"]?["translation"] == "kjv")
        #expect(try relaunched.tree().node(identifier: "verse-card")?.text.contains("King James Version") == true)
    }

    @Test func wordSearchResultsFollowATranslationSwitch() async throws {
        let app = try launch()
        await app.runtime.start()
        try await app.open(tab: "Search")
        try await app.search("shepherd")
        // More verses match than are listed: the count is every match, and the screen says so.
        let found = try app.tree().texts
        #expect(found.contains("54 verses in the World English Bible"), "\(found.prefix(8))")
        #expect(found.contains("The 50 best matches are listed."))
        try await app.open(tab: "Settings")
        try await app.set("translation-picker", to: "kjv")
        try await app.open(tab: "Search")
        let texts = try app.tree().texts
        #expect(texts.contains { $0.contains("King James Version") }, "\(texts.prefix(8))")
        #expect(!texts.contains { $0.contains("World English Bible") })
    }

    @Test func aTranslationNotAvailableOfflineSaysSo() async throws {
        let app = try launch()
        await app.runtime.start()
        try await app.open(tab: "Settings")
        try await app.set("translation-picker", to: "bbe")
        try await app.open(tab: "Today")
        let message = try app.tree().texts.first { $0.contains("not available offline") }
        #expect(message != nil)
        // Back to a translation the offline Bible has: Today loads again by itself.
        try await app.open(tab: "Settings")
        try await app.set("translation-picker", to: "web")
        try await app.open(tab: "Today")
        #expect(try app.tree().node(identifier: "verse-card") != nil)
    }

    @Test func fontSizeVerseNumbersAndAppearancePersist() async throws {
        let app = try launch()
        try await app.open(tab: "Search")
        try await app.search("John 3:16")
        #expect(try app.tree().node(identifier: "verse-text")?.text.hasPrefix("¹⁶ For God") == true)
        #expect(try app.tree().node(identifier: "verse-text")?.style.font?.size == 20)
        try await app.open(tab: "Settings")
        try await app.set("verse-numbers-toggle", to: false)
        try await app.set("font-size-slider", to: 28)
        #expect(app.runtime.preferredColorScheme == nil)
        try await app.set("appearance-picker", to: "dark")
        #expect(app.runtime.preferredColorScheme == .dark)
        try await app.open(tab: "Search")
        let verse = try #require(try app.tree().node(identifier: "verse-text"))
        #expect(verse.text.hasPrefix("For God"))
        #expect(verse.style.font?.size == 28)
        #expect(verse.style.font?.design == .serif)
        let saved = try await app.module.services.store.settings().settings
        #expect(saved == AppSettings(translation: "web", appearance: .dark, fontSize: 28, showVerseNumbers: false))
        let relaunched = try launch()
        await relaunched.runtime.start()
        #expect(relaunched.env["settings"] == .object(saved.jsonObject))

        try await app.open(tab: "Settings")
        try await app.tap("reset-settings")
        #expect(try await app.module.services.store.settings().settings == .defaults)
        #expect(app.env["settings"] == .object(AppSettings.defaults.jsonObject))
        #expect(app.runtime.preferredColorScheme == nil)
    }

    @Test func anInvalidSettingIsRefusedAndReported() async throws {
        let app = try launch()
        try await app.open(tab: "Settings")
        try await app.set("translation-picker", to: "klingon")
        #expect(app.runtime.issues.contains { $0.message.contains("translation") })
        #expect(try await app.module.services.store.settings().settings == .defaults)
    }
}
