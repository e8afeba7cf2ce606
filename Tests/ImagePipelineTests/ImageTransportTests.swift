import Foundation
import Testing

@testable import ImagePipeline

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

struct AssetImageTransportTests {
    @Test func rootRelativePathsComeFromTheAssets() async throws {
        let fallback = TableTransport([:])
        let transport = AssetImageTransport(asset: { $0 == "/fixtures/artwork/1.svg" ? Data("<svg/>".utf8) : nil }, fallback: fallback)

        let data = try await transport.data(from: URL(string: "/fixtures/artwork/1.svg")!)

        #expect(data == Data("<svg/>".utf8))
    }

    @Test func aPathNoModuleServesIsAnError() async throws {
        let transport = AssetImageTransport(asset: { _ in nil }, fallback: TableTransport([:]))
        await #expect(throws: ImageLoadError.assetNotFound(path: "/missing.png")) {
            try await transport.data(from: URL(string: "/missing.png")!)
        }
    }

    @Test func absoluteURLsGoToTheFallback() async throws {
        let remote = "https://example.org/a.jpg"
        let fallback = TableTransport([remote: .success(bytes(3))])
        let transport = AssetImageTransport(asset: { _ in Data("wrong".utf8) }, fallback: fallback)

        #expect(try await transport.data(from: URL(string: remote)!) == bytes(3))
        #expect(fallback.requests(for: remote) == 1)
    }
}

/// URLSessionImageTransport over a session whose answers come from ``CannedResponses``.
@Suite(.serialized) struct URLSessionImageTransportTests {
    private func transport() -> URLSessionImageTransport {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [CannedResponses.self]
        return URLSessionImageTransport(session: URLSession(configuration: configuration))
    }

    @Test func returnsTheBodyOfA200() async throws {
        CannedResponses.set(status: 200, body: bytes(5, 9))
        #expect(try await transport().data(from: URL(string: "https://example.org/ok.png")!) == bytes(5, 9))
    }

    @Test func aNon2xxAnswerIsAnErrorSoAnErrorPageIsNeverCachedAsAnImage() async throws {
        CannedResponses.set(status: 404, body: Data("<html>not found</html>".utf8))
        await #expect(throws: ImageLoadError.httpStatus(404, url: "https://example.org/missing.png")) {
            try await transport().data(from: URL(string: "https://example.org/missing.png")!)
        }
    }

    @Test func anEmptyBodyIsAnError() async throws {
        CannedResponses.set(status: 200, body: Data())
        await #expect(throws: ImageLoadError.empty(url: "https://example.org/empty.png")) {
            try await transport().data(from: URL(string: "https://example.org/empty.png")!)
        }
    }
}

/// A URLProtocol that answers every request with one canned status and body.
final class CannedResponses: URLProtocol {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var status = 200
    nonisolated(unsafe) private static var body = Data()

    static func set(status: Int, body: Data) {
        lock.withLock {
            Self.status = status
            Self.body = body
        }
    }

    override class func canInit(with request: URLRequest) -> Bool { true }
    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        let (status, body) = Self.lock.withLock { (Self.status, Self.body) }
        let response = HTTPURLResponse(url: request.url!, statusCode: status, httpVersion: "HTTP/1.1", headerFields: nil)!
        client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        client?.urlProtocol(self, didLoad: body)
        client?.urlProtocolDidFinishLoading(self)
    }

    override func stopLoading() {}
}
