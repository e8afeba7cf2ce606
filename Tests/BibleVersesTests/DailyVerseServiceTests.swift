import Foundation
import Testing
import TestSupport

@testable import BibleVerses

@Suite struct DailyVerseServiceTests {
    let database = TemporaryDatabase()
    let clock = TestClock()
    let utc = TimeZone(identifier: "UTC")!

    /// A fresh "launch": a new store on the same file and a new service.
    func launch(transport: CountingTransport, timeZone: TimeZone? = nil) throws -> DailyVerseService {
        let store = try BibleStore(path: database.path, now: clock.function)
        return DailyVerseService(client: BibleAPIClient(transport: transport), store: store, now: clock.function, timeZone: timeZone ?? utc)
    }

    @Test func aRelaunchTheSameDayShowsTheSameVerseWithoutAsking() async throws {
        let transport = try CountingTransport()
        let first = try await launch(transport: transport).dailyVerse(translation: "web")
        #expect(first.day == "2025-11-22")
        #expect(transport.requests == 1)
        clock.advance(6 * 3600)
        // Offline now: the cached verse still shows.
        transport.fail(with: URLError(.notConnectedToInternet))
        let again = try await launch(transport: transport).dailyVerse(translation: "web")
        #expect(again == first)
        #expect(transport.requests == 1)
    }

    @Test func theNextDayBringsTheNextVerse() async throws {
        let transport = try CountingTransport()
        let today = try await launch(transport: transport).dailyVerse(translation: "web")
        clock.advance(24 * 3600)
        let tomorrow = try await launch(transport: transport).dailyVerse(translation: "web")
        #expect(tomorrow.day == "2025-11-23")
        #expect(tomorrow.passage.reference != today.passage.reference)
        let number = DailyVerseService.day(of: clock.now, in: utc).number
        #expect(tomorrow.passage.reference == DailyVerseService.reference(forDayNumber: number))
    }

    @Test func theDayIsTheUsersCalendarDay() async throws {
        // 23:30 UTC on the 22nd is already the 23rd in Tokyo and still the 22nd in Los Angeles.
        let late = Date(timeIntervalSince1970: 1_763_854_200)
        #expect(DailyVerseService.day(of: late, in: utc).text == "2025-11-22")
        #expect(DailyVerseService.day(of: late, in: TimeZone(identifier: "Asia/Tokyo")!).text == "2025-11-23")
        #expect(DailyVerseService.day(of: late, in: TimeZone(identifier: "America/Los_Angeles")!).text == "2025-11-22")
        #expect(DailyVerseService.day(of: late, in: TimeZone(identifier: "Asia/Tokyo")!).number == DailyVerseService.day(of: late, in: utc).number + 1)
    }

    @Test func theSameDayGivesTheSameVerseOnAnyDevice() async throws {
        let other = TemporaryDatabase()
        let here = try await launch(transport: try CountingTransport(seed: 1)).dailyVerse(translation: "web")
        let store = try BibleStore(path: other.path, now: clock.function)
        let there = try await DailyVerseService(client: BibleAPIClient(transport: try CountingTransport(seed: 99)), store: store, now: clock.function, timeZone: utc)
            .dailyVerse(translation: "web")
        #expect(here == there)
    }

    @Test func anotherTranslationShowsTheSameReference() async throws {
        let transport = try CountingTransport()
        let service = try launch(transport: transport)
        let web = try await service.dailyVerse(translation: "web")
        let kjv = try await service.dailyVerse(translation: "kjv")
        #expect(kjv.passage.reference == web.passage.reference)
        #expect(kjv.passage.translationId == "kjv" && kjv.passage.text != web.passage.text)
        #expect(transport.requests == 2)
    }

    @Test func failuresSayWhatFailed() async throws {
        let transport = try CountingTransport()
        transport.fail(with: URLError(.notConnectedToInternet))
        let service = try launch(transport: transport)
        do throws(DailyVerseService.Failure) {
            _ = try await service.dailyVerse(translation: "web")
            Issue.record("no error")
        } catch {
            guard case .api(.network(.offline, _)) = error else {
                Issue.record("expected offline, got \(error)")
                return
            }
        }
        transport.fail(with: nil)
        do throws(DailyVerseService.Failure) {
            _ = try await service.dailyVerse(translation: "bbe")
            Issue.record("no error")
        } catch {
            #expect(error == .api(.notFound(BibleAPIError.translationNotAvailableOffline)))
        }
    }
}

@Suite struct FixtureResponderTests {
    let responder: FixtureResponder

    init() throws {
        responder = FixtureResponder(bible: try TestBible.shared(), random: SeededRandomSource(seed: 5))
    }

    func answer(_ target: String) -> (status: Int, body: String) {
        let response = responder.respond(to: URL(string: "https://bible-api.com" + target)!)
        return (response.status, String(decoding: response.body, as: UTF8.self))
    }

    @Test func answersInTheAPIsShapeWithTrailingNewlines() throws {
        let (status, body) = answer("/john+3:16?translation=kjv")
        #expect(status == 200)
        #expect(body.hasPrefix("{\"reference\":\"John 3:16\",\"verses\":[{\"book_id\":\"JHN\",\"book_name\":\"John\",\"chapter\":3,\"verse\":16,\"text\":\"For God so loved"))
        #expect(body.contains("everlasting life.\\n\"}],\"text\":\"For God so loved"))
        #expect(body.hasSuffix("\"translation_id\":\"kjv\",\"translation_name\":\"King James Version\",\"translation_note\":\"Public Domain\"}"))
    }

    @Test func defaultsToTheWorldEnglishBible() {
        #expect(answer("/John%203:16").body.contains("\"translation_id\":\"web\""))
    }

    @Test func errorsAreTheAPIs() {
        #expect(answer("/John%2099:1?translation=web") == (404, "{\"error\":\"not found\"}"))
        #expect(answer("/John%203:16?translation=xyz") == (404, "{\"error\":\"translation not found\"}"))
        #expect(answer("/John%203:16?translation=bbe") == (404, "{\"error\":\"translation not available offline\"}"))
        #expect(answer("/?translation=web") == (404, "{\"error\":\"not found\"}"))
    }

    @Test func randomVersesFollowTheSeed() {
        let other = FixtureResponder(bible: responder.bible, random: SeededRandomSource(seed: 5))
        let first = answer("/?random=verse&translation=web")
        #expect(first.status == 200)
        #expect(first.body == String(decoding: other.respond(to: URL(string: "https://bible-api.com/?random=verse&translation=web")!).body, as: UTF8.self))
        #expect(answer("/?random=verse&translation=web").body != first.body)
    }
}
