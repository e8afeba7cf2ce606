import Foundation
import Testing
import TestSupport

@testable import BibleVerses

@Suite struct FixtureBibleTests {
    let bible: FixtureBible

    init() throws {
        bible = try TestBible.shared()
    }

    @Test func johnThreeSixteenInBothTranslations() throws {
        let web = try bible.passage("John 3:16", translation: "web")
        #expect(web.reference == "John 3:16")
        #expect(web.text == "For God so loved the world, that he gave his one and only Son, that whoever believes in him should not perish, but have eternal life.")
        #expect(web.verses == [VerseEntry(bookId: "JHN", bookName: "John", chapter: 3, verse: 16, text: web.text)])
        #expect(web.translationId == "web" && web.translationName == "World English Bible" && web.translationNote == "Public Domain")
        let kjv = try bible.passage("jn 3:16", translation: "KJV")
        #expect(kjv.text.hasPrefix("For God so loved the world, that he gave his only begotten Son"))
        #expect(kjv.translationId == "kjv" && kjv.translationName == "King James Version")
    }

    @Test func rangesAndChapters() throws {
        let range = try bible.passage("John 3:16-18", translation: "web")
        #expect(range.reference == "John 3:16-18")
        #expect(range.verses.map(\.verse) == [16, 17, 18])
        #expect(range.text == range.verses.map(\.text).joined(separator: " "))
        let psalm = try bible.passage("Psalm 23", translation: "kjv")
        #expect(psalm.reference == "Psalms 23")
        #expect(psalm.verses.count == 6)
        #expect(psalm.verses.first?.text.hasPrefix("The LORD is my shepherd") == true)
        #expect(try bible.passage("Psalms 23:1", translation: "web").reference == "Psalms 23:1")
        #expect(try bible.passage("Psalm 119", translation: "web").verses.count == 176)
    }

    @Test func aRangePastTheChapterEndStopsThere() throws {
        let passage = try bible.passage("John 3:35-40", translation: "web")
        #expect(passage.reference == "John 3:35-36")
        #expect(passage.verses.map(\.verse) == [35, 36])
    }

    @Test func anOmittedVerseIsNotFoundAndSkippedInRanges() throws {
        #expect(throws: FixtureBible.LookupError.self) { try bible.passage("Luke 17:36", translation: "web") }
        #expect(try bible.passage("Luke 17:35-37", translation: "web").verses.map(\.verse) == [35, 37])
        #expect(try bible.passage("Luke 17:36", translation: "kjv").verses.count == 1)
    }

    @Test(arguments: ["Hezekiah 1:1", "John 22:1", "John 3:99", "Genesis 51:1", "Obadiah 2:1", "nonsense", ""])
    func unknownPassagesAreNotFound(_ reference: String) {
        #expect {
            try bible.passage(reference, translation: "web")
        } throws: { error in
            if case FixtureBible.LookupError.notFound = error { return true }
            return false
        }
    }

    @Test func otherTranslationsAreNotAvailableOfflineOrUnknown() {
        for id in ["bbe", "oeb-us"] {
            #expect(throws: FixtureBible.LookupError.translationNotAvailableOffline(id)) { try bible.passage("John 3:16", translation: id) }
            #expect(throws: FixtureBible.LookupError.translationNotAvailableOffline(id)) {
                try bible.randomVerse(translation: id, random: SeededRandomSource(seed: 1))
            }
        }
        #expect(throws: FixtureBible.LookupError.unknownTranslation("klingon")) { try bible.passage("John 3:16", translation: "klingon") }
    }

    @Test func randomVersesComeFromTheSeedAndHaveText() throws {
        let first = try (0..<5).map { _ in try bible.randomVerse(translation: "web", random: SeededRandomSource(seed: 42)).reference }
        #expect(Set(first).count == 1)  // the same seed gives the same verse
        let random = SeededRandomSource(seed: 42)
        let picks = try (0..<50).map { _ in try bible.randomVerse(translation: "kjv", random: random) }
        #expect(Set(picks.map(\.reference)).count > 40)
        for pick in picks {
            #expect(pick.verses.count == 1 && !pick.text.isEmpty)
            #expect(try bible.passage(pick.reference, translation: "kjv") == pick)
        }
    }

    @Test func everyDailyReferenceExistsInBothTranslations() throws {
        #expect(Set(DailyVerseService.references).count == DailyVerseService.references.count)
        for reference in DailyVerseService.references {
            for translation in ["web", "kjv"] {
                let passage = try bible.passage(reference, translation: translation)
                #expect(passage.reference == reference, "\(reference) comes back as \(passage.reference)")
            }
        }
    }

    @Test func coversTheGospelsAndPsalms() throws {
        for (book, chapters) in [("Matthew", 28), ("Mark", 16), ("Luke", 24), ("John", 21), ("Psalms", 150)] {
            for chapter in [1, chapters] {
                #expect(!(try bible.passage("\(book) \(chapter):1", translation: "web").text.isEmpty))
                #expect(!(try bible.passage("\(book) \(chapter):1", translation: "kjv").text.isEmpty))
            }
        }
    }

    @Test func committedFixturesStayBounded() throws {
        let folder = packageRoot.appendingPathComponent("Sources/BibleVerses/Fixtures")
        var total = 0
        for name in ["web.json.gz", "kjv.json.gz"] {
            let compressed = try Data(contentsOf: folder.appendingPathComponent(name))
            // No file in the repository over 2 MiB: each is ~1.2 MB gzipped.
            #expect(compressed.count < 2 << 20, "\(name) is \(compressed.count) bytes")
            total += try Gunzip.decompress(compressed, maximumSize: FixtureBible.maximumFixtureSize).count
        }
        // The whole Bible in two translations is ~8.3 MB of JSON; this bounds growth, e.g. a
        // third translation added without thought.
        #expect(total < 9_000_000)
    }

    @Test func aDamagedFixtureIsReportedWithItsName() throws {
        let url = packageRoot.appendingPathComponent("Sources/BibleVerses/Fixtures/web.json.gz")
        let whole = try Data(contentsOf: url)
        #expect(try FixtureBible.load(compressed: whole, name: "web.json.gz").translation.id == "web")
        #expect(throws: FixtureError.notDecompressible("web.json.gz", .truncated(decompressedBytes: 0))) {
            try FixtureBible.load(compressed: whole.prefix(10), name: "web.json.gz")
        }
        #expect(throws: FixtureError.notDecompressible("web.json", .notGzip)) {
            try FixtureBible.load(compressed: Data(#"{"translation": {}}"#.utf8), name: "web.json")
        }
        let message = FixtureError.notDecompressible("web.json.gz", .tooLarge(limit: 16)).description
        #expect(message == "the fixture web.json.gz cannot be decompressed: gzip data decompresses to more than the limit of 16 bytes")
    }
}
