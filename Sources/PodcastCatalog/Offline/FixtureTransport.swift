import Foundation
import NetworkTransport

/// An `HTTPTransport` that answers from the fixture catalogue without a network, with the
/// same status, headers and bytes the real API would send — so offline use exercises the
/// client's real parsing.
public struct FixtureTransport: OfflineTransport {
    /// Makes the answers.
    public let responder: FixtureResponder

    /// A transport that answers from `catalog` (``FixtureCatalog/bundled()`` in the app).
    public init(catalog: FixtureCatalog) {
        responder = FixtureResponder(catalog: catalog)
    }

    public func answer(to url: URL) -> OfflineResponse {
        responder.respond(to: url)
    }
}
