import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The live transport: a private `URLSession` with no URL cache (clients cache where it
/// matters, with rules they control) and no cookies.
public final class URLSessionTransport: HTTPTransport {
    private let session: URLSession

    /// - Parameter accept: the `Accept` header (the iTunes API also answers as
    ///   `text/javascript`).
    public init(accept: String = "application/json") {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpShouldSetCookies = false
        configuration.httpAdditionalHeaders = ["Accept": accept]
        session = URLSession(configuration: configuration)
    }

    deinit {
        session.invalidateAndCancel()
    }

    public func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let (data, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse else {
            throw URLError(.badServerResponse)
        }
        return (data, http)
    }
}
