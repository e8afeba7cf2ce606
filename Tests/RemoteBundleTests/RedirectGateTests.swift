import Foundation
import NetworkTransport
import Testing
import TestSupport

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `URLSessionTransport(redirectAllowed:)` decides before the redirect is followed: a refused
/// target never receives a request.
@Suite struct RedirectGateTests {
    /// Server `from` redirects `/manifest.json` to server `to`; returns the status the
    /// transport answered and how many requests `to` received.
    func redirect(allowed: (@Sendable (URL) -> Bool)?) async throws -> (status: Int, requestsToTarget: Int) {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write("manifest.json", "{}")
        let from = try FaultServer(root: folder.url)
        let to = try FaultServer(root: folder.url)
        defer {
            from.stop()
            to.stop()
        }
        from.inject(.redirect(to.baseURL.appendingPathComponent("manifest.json").absoluteString), at: "/manifest.json")
        let transport = URLSessionTransport(redirectAllowed: allowed)
        let (_, response) = try await transport.send(URLRequest(url: from.baseURL.appendingPathComponent("manifest.json")))
        return (response.statusCode, to.requests.count)
    }

    @Test func aRefusedRedirectIsNeverRequested() async throws {
        let refused = try await redirect(allowed: { _ in false })
        #expect(refused.status == 302)
        #expect(refused.requestsToTarget == 0)
    }

    @Test func anAllowedRedirectIsFollowed() async throws {
        let followed = try await redirect(allowed: { _ in true })
        #expect(followed.status == 200)
        #expect(followed.requestsToTarget == 1)
        let ungated = try await redirect(allowed: nil)
        #expect(ungated.requestsToTarget == 1)
    }
}
