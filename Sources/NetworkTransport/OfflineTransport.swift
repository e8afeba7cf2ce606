import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// An HTTP answer made without a network: what an offline fixture responder sends for a URL.
public struct OfflineResponse: Sendable {
    /// The HTTP status code.
    public var status: Int
    /// The `Content-Type` header.
    public var contentType: String
    /// The body, byte for byte.
    public var body: Data

    /// An answer with `status`, `Content-Type: contentType` and `body`.
    public init(status: Int, contentType: String, body: Data) {
        (self.status, self.contentType, self.body) = (status, contentType, body)
    }
}

/// A transport that answers every request itself, from fixtures, with the status, headers and
/// bytes the real API would send — so offline use goes through the client's real parsing.
/// Conformers say what to answer; sending is written once, here.
public protocol OfflineTransport: HTTPTransport {
    /// The answer to a GET of `url`.
    func answer(to url: URL) -> OfflineResponse
}

extension OfflineTransport {
    /// Answers with ``answer(to:)`` for the request's URL (method and headers are ignored), as an
    /// HTTP/1.1 response with `Content-Type` and `Content-Length`; throws `URLError(.badURL)` without a URL.
    public func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        guard let url = request.url else { throw URLError(.badURL) }
        let answer = answer(to: url)
        guard
            let response = HTTPURLResponse(
                url: url, statusCode: answer.status, httpVersion: "HTTP/1.1",
                headerFields: ["Content-Type": answer.contentType, "Content-Length": String(answer.body.count)])
        else { throw URLError(.cannotParseResponse) }
        return (answer.body, response)
    }
}
