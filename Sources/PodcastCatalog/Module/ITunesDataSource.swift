import Foundation
import ViewEngine

/// The data source `api` actions of the Podcasts bundle call: `{"endpoint": "/search" or
/// "/lookup", "params": {…}}` becomes an iTunes request, and the API's JSON comes back in the
/// API's own shape, for screens to pick apart with transforms (`drop:1`,
/// `where:wrapperType=podcastEpisode`).
public struct ITunesDataSource: DataSource {
    /// The client requests go through (live or fixtures).
    public let client: ITunesClient

    /// A data source over `client`: the live API's, or the fixtures' (``FixtureTransport``).
    public init(client: ITunesClient) {
        self.client = client
    }

    /// Runs the request; throws `DataSourceError` for every failure.
    public func fetch(_ request: DataRequest) async throws -> JSONValue {
        let iTunesRequest = try Self.iTunesRequest(for: request)
        let value = try await client.response(for: iTunesRequest)
        // A lookup answers an unknown id with an empty list; for a screen that is "not found".
        if iTunesRequest.path == .lookup, value["results"]?.arrayValue?.isEmpty ?? true {
            throw DataSourceError(
                .notFound, message: "This podcast isn't available.", messageKey: "podcast_unavailable", detail: "no results for \(iTunesRequest)")
        }
        return value
    }

    /// Maps an `api` action's endpoint and parameters to a request. Parameters must be text,
    /// numbers or booleans; null parameters are left out.
    static func iTunesRequest(for request: DataRequest) throws(DataSourceError) -> ITunesRequest {
        let endpoint = request.endpoint.hasPrefix("/") ? request.endpoint : "/" + request.endpoint
        guard let path = ITunesRequest.Path(rawValue: endpoint) else {
            throw DataSourceError(
                .badRequest, message: "This screen asks for data the app doesn't provide.", messageKey: "unknown_endpoint",
                detail: "unknown iTunes endpoint '\(request.endpoint)' (known: /search, /lookup)")
        }
        var parameters: [String: String] = [:]
        for (name, value) in request.params {
            switch value {
            case .null: continue
            case .string(let text): parameters[name] = text
            case .number, .bool: parameters[name] = ValueText.string(value)
            case .array, .object:
                throw DataSourceError(
                    .badRequest, message: "This screen's request is malformed.", messageKey: "malformed_request",
                    detail: "parameter '\(name)' of \(endpoint) is \(value.typeDescription); use text or a number")
            }
        }
        return ITunesRequest(path, parameters: parameters)
    }
}
