import Foundation
import Testing
import TestSupport
import ViewEngine

@testable import BibleVerses

/// The client through the real URLSession stack against a local server that answers like
/// bible-api.com (the fixture responder) or fails the ways the API does.
@Suite struct BibleAPIClientTests {
    static let json = "application/json; charset=utf-8"

    /// A server that answers from the fixtures.
    static func fixtureHandler(seed: UInt64 = 3) throws -> LocalHTTPServer.Handler {
        let responder = FixtureResponder(bible: try TestBible.shared(), random: SeededRandomSource(seed: seed))
        return { request in
            let answer = responder.respond(to: URL(string: "http://127.0.0.1" + request.target)!)
            return .answer(status: answer.status, contentType: answer.contentType, body: answer.body)
        }
    }

    static func client(_ server: LocalHTTPServer, timeout: TimeInterval = 5) -> BibleAPIClient {
        BibleAPIClient(baseURL: server.baseURL, transport: URLSessionTransport(), timeout: timeout)
    }

    static func answering(_ status: Int, _ contentType: String, _ body: String, delay: TimeInterval = 0) -> LocalHTTPServer.Handler {
        { _ in .answer(status: status, contentType: contentType, body: Data(body.utf8), delay: delay) }
    }

    @Test func fetchesAVerseAndTrimsItsText() async throws {
        try await LocalHTTPServer.with(handler: try Self.fixtureHandler()) { server in
            let passage = try await Self.client(server).fetchVerse(reference: "John 3:16", translation: "web")
            #expect(passage.reference == "John 3:16")
            #expect(passage.text == "For God so loved the world, that he gave his one and only Son, that whoever believes in him should not perish, but have eternal life.")
            #expect(passage.verses.first?.text == passage.text)
            #expect(server.targets == ["/John%203:16?translation=web"])
        }
    }

    @Test func trimsTheNewlinesTheAPIPadsTextWith() async throws {
        let body = """
            {"reference":"Psalms 23:1","verses":[{"book_id":"PSA","book_name":"Psalms","chapter":23,"verse":1,"text":"\\nYahweh is my shepherd:\\nI shall lack nothing.\\n"}],\
            "text":"\\n\\nYahweh is my shepherd:\\nI shall lack nothing.\\n\\n","translation_id":"web","translation_name":"World English Bible","translation_note":"Public Domain"}
            """
        try await LocalHTTPServer.with(handler: Self.answering(200, Self.json, body)) { server in
            let passage = try await Self.client(server).fetchVerse(reference: "Psalm 23:1", translation: "web")
            #expect(passage.text == "Yahweh is my shepherd: I shall lack nothing.")
            #expect(passage.verses[0].text == "Yahweh is my shepherd: I shall lack nothing.")
        }
    }

    @Test func fetchesARandomVerseInTheTranslation() async throws {
        try await LocalHTTPServer.with(handler: try Self.fixtureHandler()) { server in
            let passage = try await Self.client(server).fetchRandomVerse(translation: "kjv")
            #expect(passage.translationId == "kjv" && passage.verses.count == 1)
            #expect(server.targets == ["/?random=verse&translation=kjv"])
        }
    }

    @Test func encodesReferencesSoTheyCannotChangeTheResource() throws {
        let base = URL(string: "https://bible-api.com")!
        #expect(try BibleAPIClient.verseURL(reference: " jn  3:16-18 ", translation: "KJV", baseURL: base).absoluteString
            == "https://bible-api.com/jn%203:16-18?translation=kjv")
        #expect(try BibleAPIClient.verseURL(reference: "John 3:16/../x?y#z", translation: "web", baseURL: base).absoluteString
            == "https://bible-api.com/John%203:16%2F..%2Fx%3Fy%23z?translation=web")
        #expect(try BibleAPIClient.verseURL(reference: "Ésaïe 40", translation: "web", baseURL: URL(string: "http://h/")!).absoluteString
            == "http://h/%C3%89sa%C3%AFe%2040?translation=web")
        #expect(try BibleAPIClient.randomURL(translation: "oeb-us", baseURL: base).absoluteString == "https://bible-api.com/?random=verse&translation=oeb-us")
    }

    @Test(arguments: [("", "web"), ("   ", "web"), ("John 3:16", ""), ("John 3:16", "web&x=1"), ("John 3:16", "../kjv")])
    func refusesWhatCannotBeAURL(_ reference: String, _ translation: String) async {
        let client = BibleAPIClient(transport: URLSessionTransport())
        let error = await apiError { () throws(BibleAPIError) in _ = try await client.fetchVerse(reference: reference, translation: translation) }
        guard case .invalidURL? = error else {
            Issue.record("expected invalidURL, got \(String(describing: error))")
            return
        }
        #expect(error?.dataSourceError.kind == .badRequest)
    }

    @Test func anUnknownPassageIsNotFound() async throws {
        try await LocalHTTPServer.with(handler: try Self.fixtureHandler()) { server in
            let error = await apiError { () throws(BibleAPIError) in _ = try await Self.client(server).fetchVerse(reference: "John 99:1", translation: "web") }
            #expect(error == .notFound("not found"))
            #expect(error?.dataSourceError.kind == .notFound)
            #expect(error?.dataSourceError.message == "Verse not found. Try e.g. John 3:16")
            #expect(error?.dataSourceError.isRetryable == false)
        }
    }

    @Test func anUnknownTranslationIsNotFoundWithItsOwnMessage() async throws {
        try await LocalHTTPServer.with(handler: Self.answering(404, Self.json, "{\"error\":\"translation not found\"}")) { server in
            let error = await apiError { () throws(BibleAPIError) in _ = try await Self.client(server).fetchVerse(reference: "John 3:16", translation: "xyz") }
            #expect(error == .notFound("translation not found"))
            #expect(error?.dataSourceError.message == "This translation isn't available. Choose another one in Settings.")
        }
    }

    @Test func theOfflineBibleSaysWhichTranslationsItLacks() async throws {
        let client = try fixtureClient()
        let error = await apiError { () throws(BibleAPIError) in _ = try await client.fetchVerse(reference: "John 3:16", translation: "bbe") }
        #expect(error == .notFound("translation not available offline"))
        #expect(error?.dataSourceError.message.contains("not available offline") == true)
    }

    @Test func throttlingIsServiceUnavailable() async throws {
        try await LocalHTTPServer.with(handler: Self.answering(429, "text/plain", "Retry later")) { server in
            let error = await apiError { () throws(BibleAPIError) in _ = try await Self.client(server).fetchRandomVerse(translation: "web") }
            #expect(error == .httpStatus(429, body: "Retry later"))
            let shown = error?.dataSourceError
            #expect(shown?.kind == .throttled && shown?.isRetryable == true)
            #expect(shown?.message == "Service temporarily unavailable. Try again in a moment.")
        }
    }

    @Test func serverErrorsAreServiceUnavailable() async throws {
        try await LocalHTTPServer.with(handler: Self.answering(500, "text/html", "<h1>Internal Server Error</h1>")) { server in
            let error = await apiError { () throws(BibleAPIError) in _ = try await Self.client(server).fetchRandomVerse(translation: "web") }
            #expect(error == .httpStatus(500, body: "<h1>Internal Server Error</h1>"))
            #expect(error?.dataSourceError.kind == .server)
            #expect(error?.dataSourceError.message == "Service temporarily unavailable. Try again in a moment.")
        }
    }

    @Test(arguments: [
        (200, "{\"reference\": \"John 3:16\", \"verses\": ["), (200, "<html><body>Sign in to the Wi-Fi</body></html>"),
        (200, "{\"reference\": \"John 3:16\", \"text\": \"x\"}"), (200, "[]"), (200, ""),
        (200, "{\"reference\":\"John 3:16\",\"verses\":[{\"book_id\":\"JHN\",\"book_name\":\"John\",\"chapter\":\"three\",\"verse\":16,\"text\":\"x\"}],\"text\":\"x\",\"translation_id\":\"web\",\"translation_name\":\"W\",\"translation_note\":\"P\"}"),
    ])
    func badJSONIsADecodingError(_ status: Int, _ body: String) async throws {
        try await LocalHTTPServer.with(handler: Self.answering(status, Self.json, body)) { server in
            let error = await apiError { () throws(BibleAPIError) in _ = try await Self.client(server).fetchVerse(reference: "John 3:16", translation: "web") }
            guard case .decoding? = error else {
                Issue.record("expected a decoding error for \(body.prefix(40)), got \(String(describing: error))")
                return
            }
            #expect(error?.dataSourceError.kind == .malformedResponse)
            #expect(error?.dataSourceError.message == "Something went wrong loading this verse. Try again.")
            #expect(error?.dataSourceError.isRetryable == true)
        }
    }

    @Test func aHugeBodyIsRefused() async throws {
        let body = "{\"reference\":\"" + String(repeating: "x", count: 300_000) + "\"}"
        try await LocalHTTPServer.with(handler: Self.answering(200, Self.json, body)) { server in
            var client = Self.client(server)
            client.maxResponseBytes = 100_000
            let error = await apiError { () throws(BibleAPIError) in _ = try await client.fetchVerse(reference: "John 3:16", translation: "web") }
            guard case .decoding(let detail)? = error else {
                Issue.record("expected a decoding error, got \(String(describing: error))")
                return
            }
            #expect(detail.contains("at most 100000"))
        }
    }

    /// The `.timeout` kind proves the client's own deadline fired: a server that answered after
    /// its 30 s delay would give a decoding error instead. No wall-clock bound (CI is busy).
    @Test func aSilentServerTimesOut() async throws {
        try await LocalHTTPServer.with(handler: Self.answering(200, Self.json, "{}", delay: 30)) { server in
            let error = await apiError { () throws(BibleAPIError) in _ = try await Self.client(server, timeout: 0.5).fetchRandomVerse(translation: "web") }
            guard case .network(.timeout, _)? = error else {
                Issue.record("expected a timeout, got \(String(describing: error))")
                return
            }
            #expect(error?.dataSourceError.kind == .timeout)
        }
    }

    @Test func aRefusedConnectionIsOffline() async throws {
        let error = try await LocalHTTPServer.withRefusingPort { port in
            let client = BibleAPIClient(baseURL: URL(string: "http://127.0.0.1:\(port)")!, transport: URLSessionTransport())
            return await apiError { () throws(BibleAPIError) in _ = try await client.fetchRandomVerse(translation: "web") }
        }
        guard case .network(.offline, _)? = error else {
            Issue.record("expected offline, got \(String(describing: error))")
            return
        }
        #expect(error?.dataSourceError.kind == .offline)
        #expect(error?.dataSourceError.message == "No internet connection. Check your connection and try again.")
    }

    @Test func aDroppedConnectionIsANetworkError() async throws {
        try await LocalHTTPServer.with(handler: { _ in .hangUp }) { server in
            let error = await apiError { () throws(BibleAPIError) in _ = try await Self.client(server).fetchRandomVerse(translation: "web") }
            switch error {
            case .network?, .decoding?: break  // URLSession reports a hang-up as lost connection or a bad response
            default: Issue.record("expected a network error, got \(String(describing: error))")
            }
            #expect(error?.dataSourceError.isRetryable == true)
        }
    }

    @Test func cancellingTheCallerEndsTheRequest() async throws {
        try await LocalHTTPServer.with(handler: Self.answering(200, Self.json, "{}", delay: 30)) { server in
            let client = Self.client(server, timeout: 20)
            let task = Task { await apiError { () throws(BibleAPIError) in _ = try await client.fetchRandomVerse(translation: "web") } }
            try await Task.sleep(nanoseconds: 200_000_000)
            task.cancel()
            let error = await task.value
            guard case .network(.other, _)? = error else {
                Issue.record("expected a cancelled request, got \(String(describing: error))")
                return
            }
        }
    }
}
