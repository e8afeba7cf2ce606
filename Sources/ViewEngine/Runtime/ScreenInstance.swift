/// Identifies one shown screen (the same screen definition can be on several stacks).
public struct ScreenID: Sendable, Hashable, CustomStringConvertible {
    /// The number the runtime gave it: from 1, in the order screens are made, never reused.
    public let rawValue: Int

    /// The id with this number; hosts that name screens in URLs (the preview) read it back.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    public var description: String { "screen#\(rawValue)" }
}

/// A screen on a navigation stack: its definition's name, parameters and local state.
///
/// State holds `api` results under their `resultKey`, values from `setState` and text
/// fields, and request status under `status.<resultKey>` (`state`: loading, loaded or
/// failed; `error`: kind, message, retryable).
public struct ScreenInstance: Sendable {
    /// Tells this instance from others of the same definition; ``AppRuntime/screen(_:)`` finds it.
    public let id: ScreenID
    /// The screen definition's name: its file name, or its key in `screens.json`.
    public let name: String
    /// The evaluated `params` of the `navigate` or `present` action that opened it, with the
    /// defaults the screen declares filling what it leaves out; read as `$.<param>`. A tab's
    /// root has only those defaults.
    public let params: JSONObject
    /// The screen's local state (see above), read as `$.<key>` over ``params``.
    public internal(set) var state: JSONObject
    /// Whether `onLoad` has been started.
    public internal(set) var didLoad: Bool
    /// The status of each request by `resultKey`, typed (state holds the same as JSON).
    public internal(set) var requests: [String: RequestStatus] = [:]
    /// The last request sent for each `resultKey`, so a failed one can be retried as it was.
    var sentRequests: [String: SentRequest] = [:]
    /// The latest `scrollTo` run on the screen, which its renderers act on once.
    public internal(set) var scrollRequest: ScrollRequest?

    init(id: ScreenID, name: String, params: JSONObject) {
        self.id = id
        self.name = name
        self.params = params
        self.state = [:]
        self.didLoad = false
    }
}

/// The state of one request, as screens read it under `$.status.<resultKey>`.
public enum RequestStatus: Sendable, Hashable {
    /// The request is running (a retry included).
    case loading
    /// The request succeeded; its result is in the screen's state under the `resultKey`.
    case loaded
    /// The request failed with this error, which screens read as `error`.
    case failed(DataSourceError)

    /// `{"state": "loading"}`, `{"state": "loaded"}`, or `{"state": "failed", "error": {…}}` with
    /// the error's kind, message, retryable and detail.
    public var jsonValue: JSONValue {
        switch self {
        case .loading: return ["state": "loading"]
        case .loaded: return ["state": "loaded"]
        case .failed(let error): return ["state": "failed", "error": error.jsonValue]
        }
    }
}

/// What a screen's requests are doing, summarised for a renderer's loading and error views.
public enum RequestPhase: Sendable, Hashable {
    /// No request is running or failed.
    case idle
    /// A request is running (a retry included).
    case loading
    /// A request failed and none is running; `resultKey` names it for ``AppRuntime/retry(_:on:)``.
    case failed(resultKey: String, error: DataSourceError)
}

/// A request as it was sent, kept to retry it. `serial` tells the latest request for a
/// result key from older ones still in flight.
struct SentRequest: Sendable {
    var request: DataRequest
    var source: String
    /// The `api` action that sent it: where a retry's failure is reported.
    var origin: SourceRef
    var serial: Int = 0
}
