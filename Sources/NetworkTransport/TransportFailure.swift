import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What a transport's `URLError` means for the user: the one reading of `URLError` codes that
/// the app clients share. Each client turns the kind into its own error (with its own words).
public enum TransportFailure: Sendable, Hashable {
    /// No answer in time.
    case timeout
    /// No usable connection: offline, the host unreachable or unknown, the connection lost.
    case offline
    /// An answer that could not be read as an HTTP response, or one longer than the transport reads.
    case unreadableResponse
    /// The request was cancelled.
    case cancelled
    /// Anything else.
    case other

    /// The kind of `code`.
    public init(_ code: URLError.Code) {
        switch code {
        case .timedOut:
            self = .timeout
        case .notConnectedToInternet, .networkConnectionLost, .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed,
            .internationalRoamingOff, .dataNotAllowed, .callIsActive:
            self = .offline
        case .badServerResponse, .cannotParseResponse, .cannotDecodeRawData, .cannotDecodeContentData, .zeroByteResource,
            .dataLengthExceedsMaximum:
            self = .unreadableResponse
        case .cancelled:
            self = .cancelled
        default:
            self = .other
        }
    }

    /// How a client's log names `error`: its code and description.
    public static func detail(_ error: URLError) -> String {
        "URLError \(error.code.rawValue): \(error.localizedDescription)"
    }
}
