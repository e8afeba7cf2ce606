import FlyingFox
import FlyingSocks
import Foundation
import ViewEngine

/// The preview server behind `sdui serve`: runs a bundle's app per browser session and
/// serves it as HTML that updates in place (see ``PreviewHost`` for the routes).
public final class PreviewServer: Sendable {
    public let configuration: PreviewConfiguration
    private let host: PreviewHost
    private let server: HTTPServer

    /// Loads the bundle (content problems become diagnostics shown in the page) and prepares
    /// the listener. Throws when the folder cannot be read or the host is not an IP address.
    @MainActor
    public init(configuration: PreviewConfiguration) throws {
        self.configuration = configuration
        host = try PreviewHost(configuration: configuration)
        server = HTTPServer(
            address: try Self.address(configuration.host, port: configuration.port), timeout: 30, logger: .disabled,
            handler: RequestHandler(host: host))
    }

    /// Serves until cancelled (or the listener fails).
    public func run() async throws {
        let host = self.host
        let server = self.server
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await server.run() }
            group.addTask { await host.watch() }
            // The listener ends only on failure or cancellation; stop watching either way.
            try await group.next()
            group.cancelAll()
        }
    }

    public func waitUntilListening() async throws {
        try await server.waitUntilListening()
    }

    /// The port actually bound (useful with port 0).
    public var port: UInt16? {
        get async {
            switch await server.listeningAddress {
            case .ip4(_, let port)?, .ip6(_, let port)?: return port
            default: return nil
            }
        }
    }

    /// The address to open in a browser.
    public var url: String {
        get async {
            let port = await self.port ?? configuration.port
            let name = configuration.host.contains(":") ? "[\(configuration.host)]" : configuration.host
            return "http://\(name):\(port)/"
        }
    }

    public func stop() async {
        await server.stop(timeout: 1)
    }

    /// Checks the bundle for changes now (tests; the server also polls on its own).
    @MainActor
    public func checkForChanges() {
        host.checkForChanges()
    }

    static func address(_ host: String, port: UInt16) throws -> any SocketAddress {
        switch host.lowercased() {
        case "localhost", "127.0.0.1": return try sockaddr_in.inet(ip4: "127.0.0.1", port: port)
        case "::1": return try sockaddr_in6.inet6(ip6: "::1", port: port)
        default:
            if host.contains(":") { return try sockaddr_in6.inet6(ip6: host, port: port) }
            do {
                return try sockaddr_in.inet(ip4: host, port: port)
            } catch {
                throw PreviewError("--host must be an IP address such as 127.0.0.1 or 0.0.0.0, not '\(host)'")
            }
        }
    }
}

/// FlyingFox's entry point: reads the body (bounded) and hands the request to the host.
private struct RequestHandler: HTTPHandler {
    let host: PreviewHost

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        var body = Data()
        if request.method == .POST {
            if let length = request.headers[.contentLength].flatMap({ Int($0) }), length > 64 * 1024 {
                return Reply.error(.payloadTooLarge, "Actions are small")
            }
            body = try await request.bodyData
        }
        return await host.handle(request, body: body)
    }
}
