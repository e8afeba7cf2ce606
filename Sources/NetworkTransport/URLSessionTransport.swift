import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The live transport: a private `URLSession` with no URL cache (clients cache where it
/// matters, with rules they control) and no cookies.
public final class URLSessionTransport: HTTPTransport {
    private let session: URLSession

    /// - Parameters:
    ///   - accept: the `Accept` header (the iTunes API also answers as `text/javascript`).
    ///   - redirectAllowed: decides each redirect before it is followed; a refused one is not
    ///     requested and its 3xx answer is returned as is. nil follows every redirect.
    public init(accept: String = "application/json", redirectAllowed: (@Sendable (URL) -> Bool)? = nil) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpShouldSetCookies = false
        configuration.httpAdditionalHeaders = ["Accept": accept]
        let delegate = redirectAllowed.map(RedirectGate.init)
        session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
    }

    deinit {
        session.invalidateAndCancel()
    }

    /// Sends `request` through the private session; every status is returned, and a redirect
    /// refused by `redirectAllowed` comes back as its own 3xx response.
    public func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let (data, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse else {
            throw URLError(.badServerResponse)
        }
        return (data, http)
    }
}

/// Refuses redirects before they are followed, so a refused URL is never requested (checking
/// the final URL afterwards would be too late: the request would already have gone out).
final class RedirectGate: NSObject, URLSessionTaskDelegate, Sendable {
    let allowed: @Sendable (URL) -> Bool

    init(_ allowed: @escaping @Sendable (URL) -> Bool) {
        self.allowed = allowed
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest,
        completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        // nil: do not follow; the task completes with the redirect response itself.
        completionHandler(request.url.map(allowed) == true ? request : nil)
    }
}
