import Foundation
import NetworkTransport

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The bible-api.com client (architecture §3.1): one code path for the live API, a local
/// test server and the offline fixtures, which differ only in ``BibleTransport`` and base URL.
///
/// Every failure is a ``BibleAPIError``; texts come back trimmed (``BibleResponse/trimmed()``).
public struct BibleAPIClient: Sendable {
    /// The real API.
    public static let productionBaseURL = URL(string: "https://bible-api.com")!

    /// Where requests go: the real API, or a local server in tests.
    public var baseURL: URL
    /// What sends the requests.
    public var transport: any BibleTransport
    /// Seconds to wait for an answer.
    public var timeout: TimeInterval
    /// Larger bodies are refused before decoding (the longest chapter is far smaller), so a
    /// runaway body is never parsed or cached. The module's live transport reads no more
    /// than ``defaultMaxResponseBytes`` of a body in the first place.
    public var maxResponseBytes: Int
    /// 2 MiB.
    public static let defaultMaxResponseBytes = 2 << 20

    /// A client of `baseURL` (bible-api.com unless a test server is given) over `transport`,
    /// waiting `timeout` seconds (15) and refusing bodies over `maxResponseBytes` (2 MiB).
    public init(
        baseURL: URL = BibleAPIClient.productionBaseURL, transport: any BibleTransport, timeout: TimeInterval = 15,
        maxResponseBytes: Int = BibleAPIClient.defaultMaxResponseBytes
    ) {
        self.baseURL = baseURL
        self.transport = transport
        self.timeout = timeout
        self.maxResponseBytes = maxResponseBytes
    }

    /// `GET /{reference}?translation={translation}`: a verse, a range or a chapter.
    public func fetchVerse(reference: String, translation: String) async throws(BibleAPIError) -> BibleResponse {
        try await response(for: try Self.verseURL(reference: reference, translation: translation, baseURL: baseURL))
    }

    /// `GET /?random=verse&translation={translation}`: one verse picked by the API.
    public func fetchRandomVerse(translation: String) async throws(BibleAPIError) -> BibleResponse {
        try await response(for: try Self.randomURL(translation: translation, baseURL: baseURL))
    }

    // MARK: URLs

    /// Characters a reference keeps in the path: letters, digits and the punctuation of
    /// references (`John 3:16-18`, `1 Cor 13:4,7`). Everything else is percent-encoded — a
    /// `/`, `?` or `#` in user input must not change which resource is asked for.
    private static let referenceCharacters = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: ":-,."))

    static func verseURL(reference: String, translation: String, baseURL: URL) throws(BibleAPIError) -> URL {
        let words = reference.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard !words.isEmpty else { throw .invalidURL("the reference is empty") }
        guard words.count <= 200 else { throw .invalidURL("the reference is \(words.count) characters long") }
        guard let path = words.addingPercentEncoding(withAllowedCharacters: referenceCharacters) else {
            throw .invalidURL("the reference '\(words)' cannot be percent-encoded")
        }
        return try url(base: baseURL, path: "/" + path, query: "translation=" + (try translationParameter(translation)))
    }

    static func randomURL(translation: String, baseURL: URL) throws(BibleAPIError) -> URL {
        try url(base: baseURL, path: "/", query: "random=verse&translation=" + (try translationParameter(translation)))
    }

    /// Translation ids are short lowercase words (`web`, `oeb-us`); anything else is refused
    /// before it reaches a URL.
    private static func translationParameter(_ translation: String) throws(BibleAPIError) -> String {
        let id = translation.lowercased()
        guard !id.isEmpty, id.count <= 20, id.allSatisfy({ ($0.isASCII && $0.isLetter) || $0.isNumber || $0 == "-" }) else {
            throw .invalidURL("'\(translation)' is not a translation id")
        }
        return id
    }

    private static func url(base: URL, path: String, query: String) throws(BibleAPIError) -> URL {
        var root = base.absoluteString
        while root.hasSuffix("/") { root.removeLast() }
        guard let url = URL(string: root + path + "?" + query) else {
            throw .invalidURL("\(root)\(path)?\(query) is not a URL")
        }
        return url
    }

    // MARK: Requests

    private func response(for url: URL) async throws(BibleAPIError) -> BibleResponse {
        let body: Data
        let response: HTTPURLResponse
        do {
            (body, response) = try await transport.get(url, timeout: timeout)
        } catch {
            throw Self.classify(transportError: error)
        }
        return try Self.interpret(body, response, maxBytes: maxResponseBytes)
    }

    /// Classifies an error the transport threw.
    static func classify(transportError error: any Error) -> BibleAPIError {
        if let error = error as? BibleAPIError { return error }
        if error is CancellationError { return .network(.other, detail: "the request was cancelled") }
        guard let urlError = error as? URLError else { return .network(.other, detail: String(describing: error)) }
        let detail = TransportFailure.detail(urlError)
        switch TransportFailure(urlError.code) {
        case .timeout: return .network(.timeout, detail: detail)
        case .offline: return .network(.offline, detail: detail)
        case .unreadableResponse: return .decoding(detail)
        case .cancelled, .other: return .network(.other, detail: detail)
        }
    }

    /// The passage in a response, or the failure the response stands for:
    ///
    /// | answer                                  | error                  |
    /// |-----------------------------------------|------------------------|
    /// | 200 with a passage                      | —                      |
    /// | 200 that is not a passage, or too big   | `decoding`             |
    /// | 404 `{"error": "not found"}` (or other) | `notFound(message)`    |
    /// | 429 (plain text), 5xx, anything else    | `httpStatus`           |
    static func interpret(_ body: Data, _ response: HTTPURLResponse, maxBytes: Int) throws(BibleAPIError) -> BibleResponse {
        guard body.count <= maxBytes else {
            throw .decoding("the response is \(body.count) bytes; at most \(maxBytes) are accepted")
        }
        switch response.statusCode {
        case 200..<300:
            break
        case 404:
            throw .notFound(apiErrorMessage(in: body) ?? BibleAPIError.verseNotFound)
        default:
            throw .httpStatus(response.statusCode, body: String(decoding: body.prefix(500), as: UTF8.self))
        }
        let passage: BibleResponse
        do {
            passage = try JSONDecoder().decode(BibleResponse.self, from: body)
        } catch {
            if let message = apiErrorMessage(in: body) { throw .notFound(message) }
            let contentType = response.value(forHTTPHeaderField: "Content-Type") ?? "no content type"
            throw .decoding("HTTP \(response.statusCode), \(contentType), \(body.count) bytes: \(describe(error))")
        }
        guard !passage.verses.isEmpty else { throw .notFound(BibleAPIError.verseNotFound) }
        return passage.trimmed()
    }

    /// `error` of the API's JSON error body `{"error": "not found"}`.
    static func apiErrorMessage(in body: Data) -> String? {
        struct ErrorBody: Decodable { var error: String }
        guard body.first(where: { !($0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09) }) == UInt8(ascii: "{") else {
            return nil  // a plain-text or HTML error page has no message to show
        }
        do {
            return try JSONDecoder().decode(ErrorBody.self, from: body).error
        } catch {
            return nil  // JSON without an `error` member is not an error body
        }
    }

    /// A decoding error in one line, with the JSON path where it happened.
    private static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return String(describing: error) }
        func path(_ context: DecodingError.Context) -> String {
            context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
        }
        switch error {
        case .keyNotFound(let key, let context): return "missing '\(key.stringValue)' at '\(path(context))'"
        case .typeMismatch(_, let context), .valueNotFound(_, let context): return "\(context.debugDescription) at '\(path(context))'"
        case .dataCorrupted(let context): return "not JSON: \(context.debugDescription)"
        @unknown default: return String(describing: error)
        }
    }
}
