import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The live transport: a private `URLSession` with no URL cache (clients cache where it
/// matters, with rules they control) and no cookies.
public final class URLSessionTransport: HTTPTransport {
    private let session: URLSession
    private let transfers: TransferDelegate

    /// - Parameters:
    ///   - accept: the `Accept` header (the iTunes API also answers as `text/javascript`).
    ///   - redirectAllowed: decides each redirect before it is followed; a refused one is not
    ///     requested and its 3xx answer is returned as is. nil follows every redirect.
    ///   - maxBodyBytes: the most of a body read; a longer one is cut off as it arrives and
    ///     the request fails with `URLError(.dataLengthExceedsMaximum)`, so a server that
    ///     never stops sending cannot fill memory.
    public init(accept: String = "application/json", redirectAllowed: (@Sendable (URL) -> Bool)? = nil, maxBodyBytes: Int = 64 << 20) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpShouldSetCookies = false
        configuration.httpAdditionalHeaders = ["Accept": accept]
        transfers = TransferDelegate(redirectAllowed: redirectAllowed, maxBodyBytes: maxBodyBytes)
        session = URLSession(configuration: configuration, delegate: transfers, delegateQueue: nil)
    }

    deinit {
        session.invalidateAndCancel()
    }

    /// Sends `request` through the private session; every status is returned, and a redirect
    /// refused by `redirectAllowed` comes back as its own 3xx response. Cancelling the calling
    /// task cancels the request.
    public func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let task = session.dataTask(with: request)
        let transfers = self.transfers
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                transfers.begin(task, continuation)
            }
        } onCancel: {
            transfers.cancel(task)
        }
    }
}
