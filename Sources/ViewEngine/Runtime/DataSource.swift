/// Where `api` actions get data: the app registers one per name (the iTunes client, a
/// fixture catalogue, the Bible API…).
public protocol DataSource: Sendable {
    /// Answers an `api` action. Throw ``DataSourceError`` so screens can show a precise,
    /// user-facing message; other errors are reported as ``DataSourceError/Kind/unknown``.
    func fetch(_ request: DataRequest) async throws -> JSONValue
}

/// An `api` action's request: the endpoint and its evaluated parameters.
public struct DataRequest: Sendable, Hashable {
    public var endpoint: String
    public var params: JSONObject

    public init(endpoint: String, params: JSONObject = [:]) {
        self.endpoint = endpoint
        self.params = params
    }
}

/// A failed data request, classified for the user.
public struct DataSourceError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable {
        case offline, timeout, notFound, throttled, badRequest, server, malformedResponse, unknown
    }

    public var kind: Kind
    /// A sentence for the user ("You're offline. Check your connection and try again.").
    public var message: String
    /// Whether trying again may help.
    public var isRetryable: Bool
    /// Technical detail for logs.
    public var detail: String?

    public init(_ kind: Kind, message: String? = nil, isRetryable: Bool? = nil, detail: String? = nil) {
        self.kind = kind
        self.message = message ?? Self.defaultMessage(kind)
        self.isRetryable = isRetryable ?? (kind != .badRequest && kind != .notFound)
        self.detail = detail
    }

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
