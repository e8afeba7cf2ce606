import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends one HTTP request and returns the whole response body: the Bible client's only way
/// out. ``URLSessionBibleTransport`` in the app and with `--live`, ``FixtureBibleTransport``
/// offline, a local server in tests. Errors thrown are the transport's own (`URLError`…);
/// ``BibleAPIClient`` classifies them.
public protocol BibleTransport: Sendable {
    func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse)
}

/// The live transport: an ephemeral `URLSession` without URL cache or cookies (answers are
/// cached where it matters, in the daily-verse table).
public final class URLSessionBibleTransport: BibleTransport {
    private let session: URLSession

    public init() {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpShouldSetCookies = false
        configuration.httpAdditionalHeaders = ["Accept": "application/json"]
        session = URLSession(configuration: configuration)
    }

    deinit {
        session.invalidateAndCancel()
    }

    public func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let (data, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
        return (data, http)
    }
}
