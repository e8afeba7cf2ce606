import Foundation
import TestSupport

/// A published folder (`manifest.json`, `files/…`) served with ETags by the tests' one HTTP
/// server (``LocalHTTPServer``), with one fault per request path when told to.
///
/// The loader is tested through the real URLSession stack — sockets, headers, a body cut off
/// mid-way — not a mock of it.
final class FaultServer: Sendable {
    /// What goes wrong with a path's answer.
    enum Fault: Sendable {
        case status(Int)
        /// Answer after this many seconds (cut short when the server stops).
        case delay(Double)
        /// Promise the whole body, send half, close.
        case cutBody
        /// Serve these bytes instead of the file's.
        case body(Data)
        /// Redirect (302) to this URL.
        case redirect(String)
    }

    struct Request: Sendable {
        var path: String
        var ifNoneMatch: String?
    }

    let root: URL
    private let server: LocalHTTPServer
    private let faults = Faults()
    var baseURL: URL { server.baseURL }

    init(root: URL) throws {
        self.root = root
        server = try LocalHTTPServer(maxConnections: 16) { [faults] request in
            Self.answer(request, root: root, fault: faults[request.target])
        }
    }

    /// Sets (or clears, with nil) the fault for a request path (`/manifest.json`).
    func inject(_ fault: Fault?, at path: String) { faults[path] = fault }

    /// Requests received so far, in order.
    var requests: [Request] { server.requests.map { Request(path: $0.target, ifNoneMatch: $0.header("If-None-Match")) } }

    func stop() { server.stop() }

    private static func answer(_ request: LocalHTTPServer.Request, root: URL, fault: Fault?) -> LocalHTTPServer.Response {
        var body = FileManager.default.contents(atPath: root.appendingPathComponent(String(request.target.dropFirst())).path)
        var delay: TimeInterval = 0
        switch fault {
        case .status(let status): return LocalHTTPServer.Response(status: status, body: Data("fault \(status)".utf8))
        case .delay(let seconds): delay = seconds
        case .cutBody: return LocalHTTPServer.Response(status: 200, body: body ?? Data(), cutAfter: (body?.count ?? 0) / 2)
        case .body(let replacement): body = replacement
        case .redirect(let location): return LocalHTTPServer.Response(status: 302, headers: [("Location", location)])
        case nil: break
        }
        guard let body else { return LocalHTTPServer.Response(status: 404, body: Data("not found".utf8), delay: delay) }
        let etag = "\"\(fnv1a(body))\""
        if request.header("If-None-Match") == etag { return LocalHTTPServer.Response(status: 304, headers: [("ETag", etag)], delay: delay) }
        return LocalHTTPServer.Response(status: 200, headers: [("ETag", etag), ("Content-Type", "application/json")], body: body, delay: delay)
    }

    /// A stable hash of every byte (Data's hashValue may look at a prefix only).
    static func fnv1a(_ data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return String(hash, radix: 16)
    }
}

/// The faults by request path, read by the server's connection threads.
private final class Faults: @unchecked Sendable {
    private let lock = NSLock()
    private var byPath: [String: FaultServer.Fault] = [:]

    subscript(path: String) -> FaultServer.Fault? {
        get { lock.withLock { byPath[path] } }
        set { lock.withLock { byPath[path] = newValue } }
    }
}
