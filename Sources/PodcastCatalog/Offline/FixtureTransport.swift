import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// An ``HTTPTransport`` that answers from the fixture catalogue without a network, with the
/// same status, headers and bytes the real API would send — so offline use exercises the
/// client's real parsing.
public struct FixtureTransport: HTTPTransport {
    /// Makes the answers.
    public let responder: FixtureResponder

    public init(catalog: FixtureCatalog) {
        responder = FixtureResponder(catalog: catalog)
    }

    public func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        guard let url = request.url else { throw URLError(.badURL) }
        let answer = responder.respond(to: url)
        guard
            let response = HTTPURLResponse(
                url: url, statusCode: answer.status, httpVersion: "HTTP/1.1",
                headerFields: ["Content-Type": answer.contentType, "Content-Length": String(answer.body.count)])
        else { throw URLError(.cannotParseResponse) }
        return (answer.body, response)
    }
}
