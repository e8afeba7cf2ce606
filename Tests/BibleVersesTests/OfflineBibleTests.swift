import Foundation
import Testing
import TestSupport
import ViewEngine

@testable import BibleVerses

/// The whole Bible offline (66 books of the WEB and the KJV), word search over it, and the
/// translations offered offline.
@Suite struct OfflineBibleTests {
    @Test(arguments: ["web", "kjv"])
    func everyBookIsThereFromGenesisToRevelation(translation: String) throws {
        let bible = try TestBible.shared()
        let expected = [
            "Revelation 21:4": translation == "web" ? "He will wipe away every tear from their eyes" : "And God shall wipe away all tears from their eyes",
            "Genesis 1:1": "In the beginning God created the heaven",
            "Obadiah 1:1": "The vision of Obadiah",
            "3 John 1:14": translation == "web" ? "but I hope to see you soon" : "But I trust I shall shortly see thee",
        ]
        for (reference, start) in expected {
            let passage = try bible.passage(reference, translation: translation)
            #expect(passage.reference == reference)
            #expect(passage.text.hasPrefix(start), "\(reference): \(passage.text)")
        }
        #expect(try bible.passage("Jude 1:25", translation: translation).verses.count == 1)
    }

    @Test(arguments: ["web", "kjv"])
    func loveOneAnotherFindsJohn13_34FirstWithTheWordsToMark(translation: String) async throws {
        let search = VerseSearch { try TestBible.shared() }
        let answer = try await search.search("Love one another!", translation: translation)
        #expect(answer.words == ["Love", "one", "another"])
        #expect(Array(answer.hits.prefix(3).map(\.reference)).contains("John 13:34"), "\(answer.hits.prefix(5).map(\.reference))")
        #expect(answer.hits.allSatisfy { $0.text.lowercased().contains("love one another") })
        let shepherd = try await search.search("shepherd", translation: translation)
        #expect(shepherd.hits.contains { $0.reference == "Psalms 23:1" })
    }

    @Test func wordsNotInAPhraseAreFoundAnywhereInTheVerseAndSyntaxIsOnlyText() async throws {
        let search = VerseSearch { try TestBible.shared() }
        let apart = try await search.search("shepherd lack", translation: "web")
        #expect(apart.hits.first?.reference == "Psalms 23:1")
        // FTS5 operators and quotes are words here, never syntax (and never an error).
        #expect(try await search.search("\"NEAR( OR * ^", translation: "web").hits.count >= 0)
        #expect(try await search.search("zzqx", translation: "kjv").hits.isEmpty)
        await #expect(throws: FixtureBible.LookupError.translationNotAvailableOffline("bbe")) {
            try await search.search("love", translation: "bbe")
        }
    }

    @Test @MainActor func theSearchEndpointSearchesWordsButReferencesComeFirst() async throws {
        let database = TemporaryDatabase()
        let module = try BibleModule(databasePath: database.path, random: SeededRandomSource(seed: 7), log: { _ in })
        let runtime = AppRuntime(bundle: try BibleApp.bundle(), environment: .fixed(now: TestClock().now))
        #expect(runtime.install(modulesFrom: [module]).isEmpty)
        await runtime.start()
        let source = BibleDataSource(services: module.services, session: BibleSession(runtime: runtime, services: module.services))
        let words = try await source.fetch(DataRequest(endpoint: "/search", params: ["reference": "love one another", "translation": "kjv"]))
        #expect(words["words"]?.stringValue == "love one another")
        // Data, no sentence: the screen words it from its string tables.
        #expect(words["translation_name"]?.stringValue == "King James Version" && words["on_device_instead"]?.boolValue == false)
        let references = words["results"]?.arrayValue?.compactMap { $0["reference"]?.stringValue } ?? []
        #expect(words["count"]?.numberValue == Double(references.count) && !references.isEmpty)
        #expect(references.prefix(3).contains("John 13:34"))
        let verse = try await source.fetch(DataRequest(endpoint: "/search", params: ["reference": "John 3:16", "translation": "web"]))
        #expect(verse["words"] == nil && verse["reference"]?.stringValue == "John 3:16")
        // Offline, the Settings picker keeps only the translations the offline Bible has.
        let offered = runtime.appState["translations"]?.arrayValue?.compactMap { $0["value"]?.stringValue }
        #expect(offered == ["web", "kjv"])
    }
}
