import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends one HTTP request and returns the whole response body.
///
/// An app client's only way out (the iTunes and Bible clients): ``URLSessionTransport`` in
/// the app and the live CLI, a fixture transport offline, a local server in tests. Errors
/// thrown are the transport's own (`URLError`…); each client classifies them for the user.
public protocol HTTPTransport: Sendable {
    /// The body and response for `request`. Any status, 4xx and 5xx included, is returned, not
    /// thrown: only a request that gets no HTTP answer throws.
    func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse)
}

extension HTTPTransport {
    /// GETs `url` fresh (no local cache) and gives up after `timeout` seconds, by the
    /// request's own timeout and by ``withDeadline(seconds:_:)`` for transports that ignore it.
    public func get(_ url: URL, timeout: TimeInterval) async throws -> (Data, HTTPURLResponse) {
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        request.httpMethod = "GET"
        let sent = request
        return try await withDeadline(seconds: timeout) { try await self.send(sent) }
    }
}
