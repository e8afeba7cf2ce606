/// Where `api` actions get data: the app registers one per name (the iTunes client, a
/// fixture catalogue, the Bible API…).
public protocol DataSource: Sendable {
    /// Answers an `api` action. Throw ``DataSourceError`` so screens can show a precise,
    /// user-facing message; other errors are reported as ``DataSourceError/Kind/unknown``.
    func fetch(_ request: DataRequest) async throws -> JSONValue
}

/// An `api` action's request: the endpoint and its evaluated parameters.
public struct DataRequest: Sendable, Hashable {
    /// The action's `endpoint` (`search`); what it names is up to the data source (the bundle's
    /// own source reads `data/<endpoint>.json`).
    public var endpoint: String
    /// The action's `params` with their bindings evaluated; empty when it has none.
    public var params: JSONObject

    /// A request to `endpoint` with `params`, already evaluated.
    public init(endpoint: String, params: JSONObject = [:]) {
        self.endpoint = endpoint
        self.params = params
    }
}

/// A failed data request, classified for the user.
public struct DataSourceError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong; screens read the case name (`notFound`) in `$.status.<resultKey>.error.kind`.
    public enum Kind: String, Sendable, Hashable {
        /// The device has no network connection.
        case offline
        /// The server did not answer in time.
        case timeout
        /// What was asked for does not exist (HTTP 404); not retryable by default.
        case notFound
        /// The server refuses for now, rate-limited (HTTP 429).
        case throttled
        /// The server rejected the request itself (HTTP 400); not retryable by default.
        case badRequest
        /// The server failed (HTTP 5xx).
        case server
        /// An answer came that cannot be read: empty, an HTML page, not JSON, or the wrong shape.
        case malformedResponse
        /// Anything else, including errors thrown that are not a ``DataSourceError``.
        case unknown

        /// The key of the kind's default message in the string tables, in their snake case
        /// (`not_found` for `error.not_found`).
        public var messageKey: String {
            switch self {
            case .notFound: return "not_found"
            case .badRequest: return "bad_request"
            case .malformedResponse: return "malformed_response"
            case .offline, .timeout, .throttled, .server, .unknown: return rawValue
            }
        }
    }

    /// What went wrong; it sets the default ``message``, ``messageKey`` and ``isRetryable``.
    public var kind: Kind
    /// A sentence for the user ("You're offline. Check your connection and try again."), in
    /// the development language: a bundle's string tables may translate it (``stringKey``).
    public var message: String
    /// Names ``message`` for translation: the runtime shows the string tables' text of
    /// `error.<messageKey>` for the user's locale instead, when a table has it. Nil for a
    /// message written for one place that no table needs to translate.
    public var messageKey: String?
    /// What fills the translated text's `{name}` placeholders (the words searched for).
    public var messageArguments: [String: String]
    /// Whether trying again may help.
    public var isRetryable: Bool
    /// Technical detail for logs.
    public var detail: String?

    /// A failure of `kind`. Without a `message` the kind's default sentence is shown, named
    /// for translation by the kind (`error.offline`); a custom `message` is translated only
    /// when it is given a `messageKey` (and `messageArguments` for the data it carries).
    public init(
        _ kind: Kind, message: String? = nil, messageKey: String? = nil, messageArguments: [String: String] = [:], isRetryable: Bool? = nil,
        detail: String? = nil
    ) {
        self.kind = kind
        self.message = message ?? Self.defaultMessage(kind)
        self.messageKey = messageKey ?? (message == nil ? kind.messageKey : nil)
        self.messageArguments = messageArguments
        self.isRetryable = isRetryable ?? (kind != .badRequest && kind != .notFound)
        self.detail = detail
    }

    /// The string-table key whose text replaces ``message`` for the user: `error.` and
    /// ``messageKey`` (`error.offline`, `error.podcast_unavailable`).
    public var stringKey: String? { messageKey.map { Self.stringKeyPrefix + $0 } }

    /// What every translatable data-source message's key starts with.
    public static let stringKeyPrefix = "error."

    /// This error with its message in the language of `strings` when they have its
    /// ``stringKey``; unchanged otherwise (the development-language sentence stays).
    public func localized(by strings: LocalizedStrings) -> DataSourceError {
        guard let key = stringKey, let text = strings.lookup(key, arguments: messageArguments.mapValues { .string($0) }) else { return self }
        var localized = self
        localized.message = text
        return localized
    }

    /// The development-language sentence for `kind` when a data source gives none ("Nothing was
    /// found." for `notFound`); string tables translate it under `error.<messageKey>`.
    public static func defaultMessage(_ kind: Kind) -> String {
        switch kind {
        case .offline: return "You're offline. Check your connection and try again."
        case .timeout: return "The server took too long to answer. Try again."
        case .notFound: return "Nothing was found."
        case .throttled: return "Too many requests right now. Wait a moment and try again."
        case .badRequest: return "The request was not accepted."
        case .server: return "The server had a problem. Try again later."
        case .malformedResponse: return "The server sent data this app can't read."
        case .unknown: return "Something went wrong. Try again."
        }
    }

    public var description: String { "\(kind.rawValue): \(message)" + (detail.map { " (\($0))" } ?? "") }

    /// The error as screens see it under `$.status.<resultKey>.error`.
    public var jsonValue: JSONValue {
        var object: JSONObject = ["kind": .string(kind.rawValue), "message": .string(message), "retryable": .bool(isRetryable)]
        if let detail { object["detail"] = .string(detail) }
        return .object(object)
    }
}
