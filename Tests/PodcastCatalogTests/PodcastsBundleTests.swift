import Foundation
import Testing
import TestSupport
import ViewEngine

@testable import PodcastCatalog

/// The JSON app in `Apps/Podcasts`, run by the engine against the fixture catalogue: every
/// screen, the flows between them, and the loading and error states.
@MainActor
@Suite struct PodcastsBundleTests {
    let bundle: AppBundle
    let opened = Locked<[URL]>([])

    init() throws {
        bundle = try BundleLoader().load(folder: packageRoot.appendingPathComponent("Apps/Podcasts"))
    }

    func runtime(transport: (any HTTPTransport)? = nil) throws -> AppRuntime {
        let catalog = try TestCatalog.shared()
        let client = ITunesClient(transport: transport ?? FixtureTransport(catalog: catalog))
        let opened = self.opened
        let module = PodcastsModule(client: client, catalog: catalog) { url in opened.update { $0.append(url) } }
        let runtime = AppRuntime(bundle: bundle, environment: .fixed())
        module.install(in: runtime)
        return runtime
    }

    func activeTree(_ runtime: AppRuntime) throws -> RenderNode {
        runtime.render(try #require(runtime.activeScreen))
    }

    func tap(_ identifier: String, in runtime: AppRuntime) async throws {
        let screen = try #require(runtime.activeScreen)
        let node = try #require(runtime.render(screen).node(identifier: identifier), "no '\(identifier)' on \(runtime.screen(screen)?.name ?? "?")")
        await runtime.perform(try #require(node.tapAction, "'\(identifier)' does nothing"), on: screen)
    }

    func activeScreenName(_ runtime: AppRuntime) -> String? {
        runtime.activeScreen.flatMap { runtime.screen($0)?.name }
    }

    // MARK: The bundle

    @Test func validatesWithoutErrorsOrWarnings() {
        let diagnostics = BundleValidator().validate(bundle)
        #expect(diagnostics.isEmpty, "\(diagnostics.all.map(\.description))")
        #expect(bundle.modules == ["podcasts"])
        #expect(Set(bundle.screens.keys) == ["browse", "search", "podcast_detail", "episode_detail", "genre"])
    }

    @Test func hasBrowseAndSearchTabs() throws {
        let tabs = try runtime().tabBar().tabs
        #expect(tabs.map(\.title) == ["Browse", "Search"])
        #expect(tabs.map(\.screen) == ["browse", "search"])
    }

    @Test func everyScreenResolvesWithRealContentAndNoPlaceholders() async throws {
        let catalog = try TestCatalog.shared()
        let episode = try #require(catalog.episodes(podcastID: FootnotesOfHistory.id).first)
        let cases: [(String, JSONObject, JSONObject, String)] = [
            ("browse", [:], [:], "Footnotes of History"),
            ("search", [:], ["query": "footnotes"], "Footnotes of History"),
            ("podcast_detail", ["podcastId": .number(Double(FootnotesOfHistory.id))], [:], "Bread Riots"),
            ("episode_detail", ["episode": episode, "podcastName": "Footnotes of History"], [:], "Bread Riots"),
            ("genre", ["genreId": 1487, "genreName": "History"], [:], "Footnotes of History"),
        ]
        for (name, params, state, expected) in cases {
            let runtime = try runtime()
            let id = try #require(await runtime.show(name, params: params, state: state))
            let tree = runtime.render(id)
            #expect(tree.texts.contains(expected), "\(name)")
            #expect(tree.allNodes.filter(\.isPlaceholder).isEmpty, "\(name)")
            #expect(runtime.issues.isEmpty, "\(name): \(runtime.issues)")
        }
    }

    // MARK: Browse

    @Test func browseShowsAtLeast20PodcastsAcrossGenreShelves() async throws {
        let runtime = try runtime()
        await runtime.start()
        let tree = try activeTree(runtime)
        let cards = tree.identifiers(prefix: "podcast-")
        #expect(cards.count >= 20)
        #expect(Set(cards).count == cards.count)
        for shelf in ["History", "Technology", "Comedy", "True Crime", "Sports", "Science"] {
            #expect(tree.texts.contains(shelf))
        }
        #expect(tree.identifiers(prefix: "genre-").count == PodcastGenre.all.count)
    }

    @Test func aPodcastCardOpensItsDetailWithEpisodes() async throws {
        let runtime = try runtime()
        await runtime.start()
        try await tap("podcast-749368887", in: runtime)
        #expect(activeScreenName(runtime) == "podcast_detail")
        let screen = try #require(runtime.activeScreen)
        #expect(runtime.screen(screen)?.params["podcastId"] == .number(Double(FootnotesOfHistory.id)))
        let tree = runtime.render(screen)
        guard case .screen(let content) = tree.content else {
            Issue.record("not a screen")
            return
        }
        #expect(content.title == "Footnotes of History")
        for text in ["Footnotes of History", "Priya Castellane & Owen Marchetti", "History", "Oct 22, 2025", "42:13", "Bread Riots"] {
            #expect(tree.texts.contains(text), "\(text)")
        }
        #expect(tree.texts.contains { $0.hasPrefix("21 episodes · Updated Oct 22, 2025") })
        #expect(tree.identifiers(prefix: "episode-").count == 21)
        #expect(tree.identifiers(prefix: "episode-").first == "episode-1000732421528")
        #expect(!tree.texts.contains("E"))  // a clean show has no explicit badge
    }

    @Test func explicitPodcastsCarryTheBadge() async throws {
        let runtime = try runtime()
        let id = try #require(await runtime.show("podcast_detail", params: ["podcastId": 1_724_070_027]))
        let badge = runtime.render(id).allNodes.first { $0.accessibility.label == "Explicit" }
        #expect(badge.map { node -> Bool in
            if case .text(let text) = node.content { return text.content == "E" }
            return false
        } == true)
    }

    @Test func hourLongEpisodesShowHours() async throws {
        let catalog = try TestCatalog.shared()
        let longEpisodes = catalog.podcasts.flatMap { podcast in
            catalog.episodes(podcastID: Int(podcast["collectionId"]?.numberValue ?? 0))
                .filter { ($0["trackTimeMillis"]?.numberValue ?? 0) >= 3_600_000 }
        }
        let long = try #require(longEpisodes.first, "the fixtures have no episode of an hour or more")
        let runtime = try runtime()
        let id = try #require(await runtime.show("episode_detail", params: ["episode": long, "podcastName": "x"]))
        let milliseconds = try #require(long["trackTimeMillis"]?.numberValue)
        let seconds = Int(milliseconds / 1000)
        let expected = String(format: "%d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60)
        #expect(runtime.render(id).texts.contains(expected))
    }

    @Test func aGenreChipOpensThatGenresGrid() async throws {
        let runtime = try runtime()
        await runtime.start()
        try await tap("genre-1488", in: runtime)
        #expect(activeScreenName(runtime) == "genre")
        let tree = try activeTree(runtime)
        #expect(tree.identifiers(prefix: "podcast-").count == 5)
        #expect(tree.texts.contains("Cold Case Lantern"))
    }

    // MARK: Episodes

    @Test func anEpisodeRowOpensTheEpisodeWhoseButtonOpensItsURL() async throws {
        let runtime = try runtime()
        _ = try #require(await runtime.show("podcast_detail", params: ["podcastId": .number(Double(FootnotesOfHistory.id))]))
        try await tap("episode-1000732421528", in: runtime)
        #expect(activeScreenName(runtime) == "episode_detail")
        let screen = try #require(runtime.activeScreen)
        #expect(runtime.screen(screen)?.params["podcastName"] == "Footnotes of History")
        #expect(runtime.screen(screen)?.params["episode"]?["trackId"] == .number(Double(FootnotesOfHistory.newestEpisodeID)))
        let tree = runtime.render(screen)
        for text in ["Bread Riots", "FOOTNOTES OF HISTORY", "Oct 22, 2025", "42:13", "Open Episode"] {
            #expect(tree.texts.contains(text), "\(text)")
        }
        #expect(tree.texts.contains { $0.hasPrefix("Today's episode is all about why the price of bread") && $0.contains("\n") })
        try await tap("open-episode", in: runtime)
        #expect(opened.read { $0 } == [URL(string: "https://media.example.com/footnotes-of-history/21.mp3")!])
        #expect(runtime.issues.isEmpty)
    }

    @Test func thePodcastOpensInApplePodcastsAndItsFeed() async throws {
        let runtime = try runtime()
        _ = try #require(await runtime.show("podcast_detail", params: ["podcastId": .number(Double(FootnotesOfHistory.id))]))
        let tree = try activeTree(runtime)
        #expect(tree.texts.contains("Apple Podcasts") && tree.texts.contains("RSS Feed"))

        try await tap("open-in-apple-podcasts", in: runtime)
        try await tap("open-feed", in: runtime)

        #expect(opened.read { $0 } == [
            URL(string: "https://podcasts.apple.com/us/podcast/footnotes-of-history/id749368887?uo=4")!,
            URL(string: "https://feeds.example.com/footnotes-of-history.xml")!,
        ])
        #expect(runtime.issues.isEmpty)
    }

    @Test func anEpisodeOpensItsOwnPageInApplePodcasts() async throws {
        let runtime = try runtime()
        _ = try #require(await runtime.show("podcast_detail", params: ["podcastId": .number(Double(FootnotesOfHistory.id))]))
        try await tap("episode-\(FootnotesOfHistory.newestEpisodeID)", in: runtime)
        #expect(try activeTree(runtime).texts.contains("Open in Apple Podcasts"))

        try await tap("open-in-apple-podcasts", in: runtime)

        #expect(opened.read { $0 } == [URL(string: "https://podcasts.apple.com/us/podcast/bread-riots/id749368887?i=1000732421528&uo=4")!])
        #expect(runtime.issues.isEmpty)
    }

    // MARK: Search

    @Test func searchStartsEmptyThenFindsPodcastsOrSaysNothingMatched() async throws {
        let runtime = try runtime()
        await runtime.selectTab(1)
        let screen = try #require(runtime.activeScreen)
        var tree = runtime.render(screen)
        #expect(tree.texts.contains("Find a Podcast"))
        let field = try #require(tree.node(identifier: "search-field")?.textField)
        #expect(field.placeholder == "Search podcasts")
        #expect(field.isSearch)

        runtime.setValue("history", at: field.binding, screen: screen)
        await runtime.perform(try #require(field.onSubmit), on: screen)
        tree = runtime.render(screen)
        #expect(tree.identifiers(prefix: "podcast-").count == 5)
        #expect(tree.texts.contains("5 podcasts"))
        #expect(!tree.texts.contains("Find a Podcast"))

        runtime.setValue("zzzqqq", at: field.binding, screen: screen)
        await runtime.perform(try #require(field.onSubmit), on: screen)
        tree = runtime.render(screen)
        #expect(tree.texts.contains("No Results"))
        #expect(tree.texts.contains("No podcasts match “zzzqqq”. Check the spelling or try another word."))
        #expect(tree.identifiers(prefix: "podcast-").isEmpty)
    }

    @Test func aSuggestionSearchesForIt() async throws {
        let runtime = try runtime()
        await runtime.selectTab(1)
        try await tap("suggestion-0", in: runtime)
        let tree = try activeTree(runtime)
        #expect(tree.node(identifier: "search-field")?.textField?.text == "history")
        #expect(tree.identifiers(prefix: "podcast-").contains("podcast-749368887"))
    }

    // MARK: Loading and failures

    @Test func aScreenShowsProgressWhileItLoads() async throws {
        let transport = try ScriptedTransport([.hold])
        let runtime = try runtime(transport: transport)
        let showing = Task { await runtime.show("podcast_detail", params: ["podcastId": .number(Double(FootnotesOfHistory.id))]) }
        for _ in 0..<1000 where transport.heldCount == 0 { await Task.yield() }
        #expect(transport.heldCount == 1)
        let loading = try activeTree(runtime)
        #expect(!loading.allNodes.filter(\.isProgress).isEmpty)
        #expect(loading.node(identifier: "loading") != nil)
        transport.release()
        _ = await showing.value
        let loaded = try activeTree(runtime)
        #expect(loaded.allNodes.filter(\.isProgress).isEmpty)
        #expect(loaded.texts.contains("Bread Riots"))
    }

    @Test func aFailureShowsItsMessageAndTryAgainLoadsTheScreenAgain() async throws {
        let transport = try ScriptedTransport([.fail(URLError(.notConnectedToInternet))])
        let runtime = try runtime(transport: transport)
        _ = try #require(await runtime.show("podcast_detail", params: ["podcastId": .number(Double(FootnotesOfHistory.id))]))
        var tree = try activeTree(runtime)
        #expect(tree.texts.contains(DataSourceError.defaultMessage(.offline)))
        #expect(tree.texts.contains("Try Again"))
        #expect(!tree.texts.contains("Bread Riots"))
        try await tap("retry", in: runtime)
        tree = try activeTree(runtime)
        #expect(tree.texts.contains("Bread Riots"))
        #expect(tree.node(identifier: "error") == nil)
        #expect(transport.requestCount == 2)
    }

    @Test func browseShowsAnErrorPerShelfThatFailed() async throws {
        // The shelves load concurrently: fail the History shelf's request (genre 1487) by its URL.
        let transport = try ScriptedTransport([.fail(URLError(.timedOut))]) { $0.url?.absoluteString.contains("1487") == true }
        let runtime = try runtime(transport: transport)
        await runtime.start()
        var tree = try activeTree(runtime)
        #expect(tree.texts.filter { $0 == DataSourceError.defaultMessage(.timeout) }.count == 1)
        #expect(!tree.texts.contains("Footnotes of History"))
        #expect(tree.texts.contains("Stack Trace Radio"))  // the other shelves loaded
        try await tap("retry", in: runtime)
        tree = try activeTree(runtime)
        #expect(tree.texts.contains("Footnotes of History"))
        #expect(tree.node(identifier: "error") == nil)
    }

    @Test func searchFailuresOfferTryAgainToo() async throws {
        let transport = try ScriptedTransport([.fail(URLError(.cannotConnectToHost))])
        let runtime = try runtime(transport: transport)
        await runtime.selectTab(1)
        let screen = try #require(runtime.activeScreen)
        let field = try #require(runtime.render(screen).node(identifier: "search-field")?.textField)
        runtime.setValue("footnotes", at: field.binding, screen: screen)
        await runtime.perform(try #require(field.onSubmit), on: screen)
        #expect(runtime.render(screen).texts.contains(DataSourceError.defaultMessage(.offline)))
        try await tap("retry", in: runtime)
        #expect(runtime.render(screen).identifiers(prefix: "podcast-") == ["podcast-749368887"])
    }

    @Test func anUnknownPodcastSaysSo() async throws {
        let runtime = try runtime()
        _ = try #require(await runtime.show("podcast_detail", params: ["podcastId": 1]))
        #expect(try activeTree(runtime).texts.contains("This podcast isn't available."))
    }
}
