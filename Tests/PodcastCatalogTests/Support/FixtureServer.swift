import Foundation
import PodcastCatalog
import TestSupport

/// A way for the local server to misbehave, one per failure the iTunes API is known for.
enum Fault: Sendable {
    /// Answer correctly, but only after this many seconds (a client timeout).
    case delay(TimeInterval)
    /// Answer with this status, content type and body instead of the fixture.
    case answer(status: Int, contentType: String, body: String)
    /// Answer 200 with a JSON-looking body of this many bytes.
    case huge(bytes: Int)
    /// Close the connection without a word.
    case dropConnection

    static let badRequest = Fault.answer(
        status: 400, contentType: "text/javascript; charset=utf-8",
        body: "\n\n\n{\"errorMessage\":\"Invalid value(s) for key(s): [mediaType]\",\"queryParameters\":{\"media\":\"The media type you want to search for\"}}\n")
    static let forbidden = Fault.answer(status: 403, contentType: "text/plain", body: "")
    static let throttlePage = Fault.answer(
        status: 403, contentType: "text/html; charset=utf-8",
        body: "<!DOCTYPE html><html><head><title>Too many requests</title></head><body><h1>Slow down</h1><p>Try again later.</p></body></html>")
    static let tooManyRequests = Fault.answer(status: 429, contentType: "text/plain", body: "rate limited")
    static let htmlInsteadOfJSON = Fault.answer(
        status: 200, contentType: "text/html; charset=utf-8", body: "\n<html><body>Please sign in to the Wi-Fi network.</body></html>")
    static let serverError = Fault.answer(status: 500, contentType: "text/html", body: "<html><body>Internal Server Error</body></html>")
    static let unavailable = Fault.answer(status: 503, contentType: "text/plain", body: "")
    static let notFound = Fault.answer(status: 404, contentType: "text/html", body: "<html><body>Not Found</body></html>")
    static let truncatedJSON = Fault.answer(
        status: 200, contentType: "text/javascript; charset=utf-8", body: "\n\n\n{\"resultCount\":1,\"results\":[{\"wrapperType\":\"track\",")
    static let wrongShape = Fault.answer(status: 200, contentType: "application/json", body: "{\"resultCount\": 0, \"items\": []}")
}

/// The fixture catalogue served over real HTTP on 127.0.0.1, with faults injected on demand:
/// each request takes the next queued fault, and once the queue is empty requests get the
/// fixture answer.
final class FixtureServer: Sendable {
    let server: LocalHTTPServer
    private let state: Locked<(faults: [Fault], targets: [String])>

    var baseURL: URL { server.baseURL }

    /// Request targets received so far (`/search?term=…`).
    var targets: [String] { state.read { $0.targets } }

    /// Runs `body` with a server that plays `faults` first, and stops it afterwards.
    static func with<T>(faults: [Fault] = [], _ body: (FixtureServer) async throws -> T) async throws -> T {
        let server = try FixtureServer(faults: faults)
        defer { server.server.stop() }
        return try await body(server)
    }

    private init(faults: [Fault]) throws {
        let responder = FixtureResponder(catalog: try TestCatalog.shared())
        let state = Locked((faults: faults, targets: [String]()))
        self.state = state
        server = try LocalHTTPServer { request in
            let fault = state.update { current -> Fault? in
                current.targets.append(request.target)
                return current.faults.isEmpty ? nil : current.faults.removeFirst()
            }
            let fixture = responder.respond(to: URL(string: "http://127.0.0.1" + request.target)!)
            var normal = LocalHTTPServer.Response(
                status: fixture.status, headers: [("Content-Type", fixture.contentType)], body: fixture.body)
            switch fault {
            case nil:
                return normal
            case .delay(let seconds)?:
                normal.delay = seconds
                return normal
            case .answer(let status, let contentType, let body)?:
                return LocalHTTPServer.Response(status: status, headers: [("Content-Type", contentType)], body: Data(body.utf8))
            case .huge(let bytes)?:
                var body = Data("{\"resultCount\":1,\"results\":[\"".utf8)
                body.append(Data(repeating: UInt8(ascii: "x"), count: bytes))
                body.append(Data("\"]}".utf8))
                return LocalHTTPServer.Response(status: 200, headers: [("Content-Type", "text/javascript")], body: body)
            case .dropConnection?:
                return LocalHTTPServer.Response(status: 200, dropConnection: true)
            }
        }
    }
}

/// A value behind a lock, for state shared with server threads.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func read<T>(_ body: (Value) -> T) -> T {
        lock.withLock { body(value) }
    }

    func update<T>(_ body: (inout Value) -> T) -> T {
        lock.withLock { body(&value) }
    }
}
