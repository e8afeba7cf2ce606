import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Fetches image bytes: the network in apps, a table in tests, module assets for
/// root-relative paths.
public protocol ImageTransport: Sendable {
    /// The image bytes at `url`; throws (an ``ImageLoadError`` or the transport's own error)
    /// rather than return an error page or no bytes.
    func data(from url: URL) async throws -> Data
}

/// Why an image could not be loaded.
public enum ImageLoadError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The server answered with a status other than 2xx.
    case httpStatus(Int, url: String)
    /// The server answered with no bytes.
    case empty(url: String)
    /// A root-relative path that no module serves.
    case assetNotFound(path: String)
    /// The bytes are not an image the platform can decode.
    case undecodable(url: String)

    public var description: String {
        switch self {
        case .httpStatus(let status, let url): return "HTTP \(status) for \(url)"
        case .empty(let url): return "no bytes for \(url)"
        case .assetNotFound(let path): return "no module serves \(path)"
        case .undecodable(let url): return "\(url) is not an image this device can show"
        }
    }
}

/// Loads images with a `URLSession` (inject one with your own configuration or protocol
/// classes); non-2xx answers are errors, so an error page is never cached as an image.
public struct URLSessionImageTransport: ImageTransport {
    /// The session every request goes through.
    public let session: URLSession

    /// A transport over `session` (`URLSession.shared` or one with your own configuration).
    public init(session: URLSession) {
        self.session = session
    }

    /// GETs `url`; throws ``ImageLoadError/httpStatus(_:url:)`` for a non-2xx answer and
    /// ``ImageLoadError/empty(url:)`` for an empty body.
    public func data(from url: URL) async throws -> Data {
        let (data, response) = try await session.data(from: url)
        if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
            throw ImageLoadError.httpStatus(http.statusCode, url: url.absoluteString)
        }
        guard !data.isEmpty else { throw ImageLoadError.empty(url: url.absoluteString) }
        return data
    }
}

/// Serves root-relative paths (`/fixtures/artwork/1.svg`) from app modules' static assets
/// (ViewEngine's `AppModule.asset(at:)`, passed as a closure so this module stays free of the
/// engine) and hands every other URL to `fallback`.
public struct AssetImageTransport: ImageTransport {
    private let asset: @Sendable (String) -> Data?
    private let fallback: any ImageTransport

    /// `asset` maps a root-relative path to its bytes (nil when no module serves it);
    /// `fallback` loads every URL with a scheme or a relative path.
    public init(asset: @escaping @Sendable (String) -> Data?, fallback: any ImageTransport) {
        self.asset = asset
        self.fallback = fallback
    }

    /// The asset at a scheme-less `url` whose path starts with `/` (throws
    /// ``ImageLoadError/assetNotFound(path:)`` when none); any other URL goes to `fallback`.
    public func data(from url: URL) async throws -> Data {
        guard url.scheme == nil, url.path.hasPrefix("/") else { return try await fallback.data(from: url) }
        guard let data = asset(url.path) else { throw ImageLoadError.assetNotFound(path: url.path) }
        return data
    }
}
