import ViewEngine

/// Why a bible-api.com request failed (architecture §3.1), with what the user is told
/// (§8) through ``dataSourceError``.
public enum BibleAPIError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The reference or translation could not be made into a URL (empty, or not text).
    case invalidURL(String)
    /// The request did not get an answer: no connection, or no answer in time.
    case network(NetworkFailure, detail: String)
    /// The answer was not the JSON the API sends: not JSON, the wrong shape, or too big.
    case decoding(String)
    /// An HTTP status other than 200 and the API's 404 (throttling is 429).
    case httpStatus(Int, body: String)
    /// The API's 404 with its message: `not found` (no such passage), `translation not found`,
    /// or the offline fixtures' `translation not available offline`.
    case notFound(String)

    /// What kept a request from being answered.
    public enum NetworkFailure: String, Sendable, Hashable {
        /// No usable connection: offline, or the host unreachable or unknown; screens say
        /// "No internet connection" (`error.bible_offline`).
        case offline
        /// No answer within the client's `timeout`; screens say the service took too long
        /// (`error.bible_timeout`).
        case timeout
        /// Anything else, a cancelled request included; screens show the generic message
        /// (`error.verse_failed`).
        case other
    }

    /// The API's message for an unknown passage.
    public static let verseNotFound = "not found"
    /// The API's message for an unknown translation.
    public static let translationNotFound = "translation not found"
    /// The offline fixtures' message for a translation they do not carry.
    public static let translationNotAvailableOffline = "translation not available offline"

    public var description: String {
        switch self {
        case .invalidURL(let detail): return "invalid URL: \(detail)"
        case .network(let failure, let detail): return "network (\(failure.rawValue)): \(detail)"
        case .decoding(let detail): return "decoding: \(detail)"
        case .httpStatus(let status, let body): return "HTTP \(status)" + (body.isEmpty ? "" : ": \(body.prefix(200))")
        case .notFound(let message): return "not found: \(message)"
        }
    }

    /// The error as screens show it: the messages of architecture §8 (named for the string
    /// tables, `error.<key>`), and whether "Try Again" may help.
    public var dataSourceError: DataSourceError {
        switch self {
        case .invalidURL(let detail):
            return DataSourceError(.badRequest, message: Self.verseNotFoundMessage, messageKey: Self.verseNotFoundKey, detail: detail)
        case .network(.offline, let detail):
            return DataSourceError(
                .offline, message: "No internet connection. Check your connection and try again.", messageKey: "bible_offline", detail: detail)
        case .network(.timeout, let detail):
            return DataSourceError(
                .timeout, message: "The Bible service took too long to answer. Try again.", messageKey: "bible_timeout", detail: detail)
        case .network(.other, let detail):
            return Self.generic(.unknown, detail: detail)
        case .decoding(let detail):
            return DataSourceError(.malformedResponse, message: Self.genericMessage, messageKey: Self.genericKey, detail: detail)
        case .httpStatus(let status, _) where status == 429 || status == 503:
            return DataSourceError(.throttled, message: Self.unavailableMessage, messageKey: Self.unavailableKey, detail: description)
        case .httpStatus(let status, _) where status >= 500:
            return DataSourceError(.server, message: Self.unavailableMessage, messageKey: Self.unavailableKey, detail: description)
        case .httpStatus:
            return Self.generic(.unknown, detail: description)
        case .notFound(Self.translationNotAvailableOffline):
            return DataSourceError(
                .notFound, message: "This translation is not available offline. Choose World English Bible or King James Version in Settings.",
                messageKey: "translation_not_offline", detail: description)
        case .notFound(Self.translationNotFound):
            return DataSourceError(
                .notFound, message: "This translation isn't available. Choose another one in Settings.", messageKey: "translation_unavailable",
                detail: description)
        case .notFound:
            return DataSourceError(.notFound, message: Self.verseNotFoundMessage, messageKey: Self.verseNotFoundKey, detail: description)
        }
    }

    /// Anything unexpected: worth trying again.
    private static func generic(_ kind: DataSourceError.Kind, detail: String) -> DataSourceError {
        DataSourceError(kind, message: genericMessage, messageKey: genericKey, isRetryable: true, detail: detail)
    }

    /// §8: an invalid reference.
    public static let verseNotFoundMessage = "Verse not found. Try e.g. John 3:16"
    /// ``verseNotFoundMessage``'s key in the string tables (`error.verse_not_found`).
    public static let verseNotFoundKey = "verse_not_found"
    /// §8: rate limit or service down.
    public static let unavailableMessage = "Service temporarily unavailable. Try again in a moment."
    static let unavailableKey = "service_unavailable"
    /// §8: decoding failures and anything unexpected.
    public static let genericMessage = "Something went wrong loading this verse. Try again."
    static let genericKey = "verse_failed"
}
