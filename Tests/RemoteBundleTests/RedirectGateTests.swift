import Foundation
import NetworkTransport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `URLSessionTransport(redirectAllowed:)` decides before the redirect is followed: a refused
/// target never receives a request.
@Suite struct RedirectGateTests {
    /// Server `from` redirects `/manifest.json` to server `to`; returns the status the
    /// transport answered and how many requests `to` received.
    func redirect(allowed: (@Sendable (URL) -> Bool)?) async throws -> (status: Int, requestsToTarget: Int) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("redirect-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: folder.appendingPathComponent("manifest.json"))
        let from = try FaultServer(root: folder)
        let to = try FaultServer(root: folder)
        defer {
            from.stop()
            to.stop()
            try? FileManager.default.removeItem(at: folder)  // best effort: a temp folder
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
