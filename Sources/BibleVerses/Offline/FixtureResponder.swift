import Foundation
import NetworkTransport
import ViewEngine

/// Answers bible-api.com URLs from a ``FixtureBible`` with the bytes the real API sends:
/// verse texts that end in a newline, `{"error":"not found"}` with 404 for an unknown passage,
/// `{"error":"translation not found"}` for an unknown translation.
///
/// Shared by ``FixtureBibleTransport`` and the tests' local HTTP server, so the offline app,
/// the client tests and the real API all go through the client's real parsing.
public struct FixtureResponder: Sendable {
    /// An HTTP answer.
    public typealias Response = OfflineResponse

    /// The text every passage and random verse comes from.
    public let bible: FixtureBible
    /// Picks `?random=verse` answers.
    public let random: any RandomSource

    /// A responder over `bible`, picking `?random=verse` answers with `random`.
    public init(bible: FixtureBible, random: any RandomSource) {
        self.bible = bible
        self.random = random
    }

    static let json = "application/json; charset=utf-8"

    /// The answer to a GET of `url` (scheme and host are ignored).
    public func respond(to url: URL) -> Response {
        let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        var query: [String: String] = [:]
        for item in components?.queryItems ?? [] { query[item.name] = item.value ?? "" }
        let translation = query["translation"] ?? Translation.default.id
        // The API reads `+` in the path as a space ("john+3:16").
        let reference = (components?.percentEncodedPath.removingPercentEncoding ?? "")
            .dropFirst().replacingOccurrences(of: "+", with: " ")
        do throws(FixtureBible.LookupError) {
            if reference.trimmingCharacters(in: .whitespaces).isEmpty {
                guard query["random"] == "verse" else { return error(BibleAPIError.verseNotFound) }
                return passage(try bible.randomVerse(translation: translation, random: random))
            }
            return passage(try bible.passage(reference, translation: translation))
        } catch {
            switch error {
            case .translationNotAvailableOffline: return self.error(BibleAPIError.translationNotAvailableOffline)
            case .unknownTranslation: return self.error(BibleAPIError.translationNotFound)
            case .notFound: return self.error(BibleAPIError.verseNotFound)
            }
        }
    }

    /// The API's wire format: each verse's text ends in a newline and `text` runs them
    /// together, so clients must trim.
    private func passage(_ passage: BibleResponse) -> Response {
        let verses: [JSONValue] = passage.verses.map { verse in
            [
                "book_id": .string(verse.bookId), "book_name": .string(verse.bookName), "chapter": .number(Double(verse.chapter)),
                "verse": .number(Double(verse.verse)), "text": .string(verse.text + "\n"),
            ]
        }
        let body: JSONValue = [
            "reference": .string(passage.reference),
            "verses": .array(verses),
            "text": .string(passage.verses.map { $0.text + "\n" }.joined()),
            "translation_id": .string(passage.translationId),
            "translation_name": .string(passage.translationName),
            "translation_note": .string(passage.translationNote),
        ]
        return Response(status: 200, contentType: Self.json, body: Data(JSONWriter.string(body).utf8))
    }

    private func error(_ message: String) -> Response {
        Response(status: 404, contentType: Self.json, body: Data(JSONWriter.string(["error": .string(message)]).utf8))
    }
}

/// A ``BibleTransport`` that answers from the fixture Bible without a network, with the
/// status, headers and bytes the real API would send.
public struct FixtureBibleTransport: OfflineTransport {
    /// Makes each answer; the transport hands it the URL.
    public let responder: FixtureResponder

    /// A transport over `bible`; `random` picks random verses (the system's by default, a
    /// ``SeededRandomSource`` for repeatable runs).
    public init(bible: FixtureBible, random: any RandomSource = SystemRandomSource()) {
        responder = FixtureResponder(bible: bible, random: random)
    }

    public func answer(to url: URL) -> OfflineResponse {
        responder.respond(to: url)
    }
}
