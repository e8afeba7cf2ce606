import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends one HTTP request and returns the whole response body.
///
/// The iTunes client's only way out: ``URLSessionTransport`` in the app and the live CLI,
/// ``FixtureTransport`` offline. Errors thrown are the transport's own (`URLError`…); the
/// client classifies them for the user.
public protocol HTTPTransport: Sendable {
    func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse)
}
