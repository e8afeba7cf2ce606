import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one HTTP/1.1 server of the tests, on 127.0.0.1: an ephemeral port, a thread per
/// connection (at most `maxConnections` at once), one request per connection, and faults on
/// demand (a delayed answer, a dropped connection, a closed port).
///
/// It exists so the apps' clients are tested through the real `URLSession` stack — sockets,
/// status lines, headers, timeouts — rather than a mock of it. Use ``with(maxConnections:handler:_:)``,
/// which stops the server when the test body ends, however it ends.
public final class LocalHTTPServer: @unchecked Sendable {
    public struct Request: Sendable {
        public var method: String
        /// The request target: path and query, as sent.
        public var target: String
    }

    public struct Response: Sendable {
        public var status: Int
        public var headers: [(String, String)] = []
        public var body: Data = Data()
        /// Seconds to wait before answering (cut short when the server stops).
        public var delay: TimeInterval = 0
        /// Close the connection without answering at all.
        public var dropConnection = false

        public init(status: Int, headers: [(String, String)] = [], body: Data = Data(), delay: TimeInterval = 0, dropConnection: Bool = false) {
            self.status = status
            self.headers = headers
            self.body = body
            self.delay = delay
            self.dropConnection = dropConnection
        }

        /// An answer with a `Content-Type`.
        public static func answer(status: Int, contentType: String, body: Data, delay: TimeInterval = 0) -> Response {
            Response(status: status, headers: [("Content-Type", contentType)], body: body, delay: delay)
        }

        /// The connection closed without a word.
        public static let hangUp = Response(status: 0, dropConnection: true)
    }

    public typealias Handler = @Sendable (Request) -> Response

    public struct SocketError: Error, CustomStringConvertible {
        let call: String
        let code: Int32
        public var description: String { "\(call) failed: \(String(cString: strerror(code)))" }
    }

    public let port: UInt16
    public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }
    /// Request targets received so far, in order.
    public var targets: [String] { condition.withLock { received } }

    private let listener: Int32
    private let handler: Handler
    private let maxConnections: Int
    // Guards everything below; waited on for free connection slots, delays and shutdown.
    private let condition = NSCondition()
    private var isStopped = false
    private var open: Set<Int32> = []
    private var threads = 0
    private var received: [String] = []

    /// Runs `body` with a started server and stops it afterwards.
    public static func with<T>(
        maxConnections: Int = 8, handler: @escaping Handler, _ body: (LocalHTTPServer) async throws -> T
    ) async throws -> T {
        let server = try LocalHTTPServer(maxConnections: maxConnections, handler: handler)
        defer { server.stop() }
        return try await body(server)
    }

    /// Runs `body` with a port on 127.0.0.1 that refuses connections: bound for the whole
    /// body, so no other test's server can be given it meanwhile, but never listening.
    public static func withRefusingPort<T>(_ body: (UInt16) async throws -> T) async throws -> T {
        let (socket, port) = try boundSocket()
        defer { close(socket) }
        return try await body(port)
    }

    public init(maxConnections: Int = 8, handler: @escaping Handler) throws {
        self.handler = handler
        self.maxConnections = maxConnections
        let (listener, port) = try Self.boundSocket()
        guard listen(listener, 16) == 0 else {
            let code = errno
            close(listener)
            throw SocketError(call: "listen", code: code)
        }
        self.port = port
        self.listener = listener
        condition.withLock { threads += 1 }
        Thread { [self] in acceptLoop() }.start()
    }

    /// A TCP socket bound to a free port on 127.0.0.1 (the kernel picks it), and the port.
    private static func boundSocket() throws -> (Int32, UInt16) {
        let socketFD = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socketFD >= 0 else { throw SocketError(call: "socket", code: errno) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr = in_addr(s_addr: inet_addr("127.0.0.1"))
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let result = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { raw -> (call: String, code: Int32)? in
                if bind(socketFD, raw, length) != 0 { return ("bind", errno) }
                if getsockname(socketFD, raw, &length) != 0 { return ("getsockname", errno) }
                return nil
            }
        }
        if let (call, code) = result {
            close(socketFD)
            throw SocketError(call: call, code: code)
        }
        return (socketFD, UInt16(bigEndian: address.sin_port))
    }

    /// Stops accepting, wakes delayed answers and blocked reads, and waits (briefly) for the
    /// connection threads to end. Safe to call more than once.
    public func stop() {
        condition.lock()
        if isStopped {
            condition.unlock()
            return
        }
        isStopped = true
        for connection in open { shutdown(connection, Int32(SHUT_RDWR)) }
        condition.broadcast()
        condition.unlock()
        // Wakes the thread blocked in accept().
        shutdown(listener, Int32(SHUT_RDWR))
        condition.lock()
        let deadline = Date().addingTimeInterval(2)
        while threads > 0, condition.wait(until: deadline) {}
        condition.unlock()
        close(listener)
    }

    private func acceptLoop() {
        defer { finishThread() }
        while true {
            let connection = accept(listener, nil, nil)
            if connection < 0 {
                if errno == EINTR { continue }
                return  // the listener was shut down
            }
            condition.lock()
            while !isStopped, open.count >= maxConnections { condition.wait() }
            if isStopped {
                condition.unlock()
                close(connection)
                return
            }
            open.insert(connection)
            threads += 1
            condition.unlock()
            Thread { [self] in serve(connection) }.start()
        }
    }

    private func finishThread() {
        condition.withLock {
            threads -= 1
            condition.broadcast()
        }
    }

    private func serve(_ connection: Int32) {
        defer {
            condition.withLock {
                open.remove(connection)
                condition.broadcast()
            }
            close(connection)
            finishThread()
        }
        var timeout = timeval(tv_sec: 2, tv_usec: 0)
        setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        guard let request = readRequest(connection) else { return }
        condition.withLock { received.append(request.target) }
        let response = handler(request)
        if response.delay > 0 {
            let deadline = Date().addingTimeInterval(response.delay)
            condition.lock()
            while !isStopped, condition.wait(until: deadline) {}
            condition.unlock()
        }
        if response.dropConnection || condition.withLock({ isStopped }) { return }
        write(response, to: connection)
    }

    /// Reads the request head (GET requests have no body). Nil when the client sent nothing
    /// usable within the read timeout.
    private func readRequest(_ connection: Int32) -> Request? {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        let terminator: [UInt8] = Array("\r\n\r\n".utf8)
        while received.count < 64 * 1024 {
            let count = buffer.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
            if count <= 0 { return nil }
            received += buffer[..<count]
            if received.firstRange(of: terminator) != nil { break }
        }
        // The request line ends at the first CR (bytes, since Swift treats "\r\n" as one Character).
        let line = received.prefix { $0 != UInt8(ascii: "\r") }
        let parts = String(decoding: line, as: UTF8.self).split(separator: " ")
        guard parts.count == 3 else { return nil }
        return Request(method: String(parts[0]), target: String(parts[1]))
    }

    private func write(_ response: Response, to connection: Int32) {
        var head = "HTTP/1.1 \(response.status) \(Self.reason(response.status))\r\n"
        for (name, value) in response.headers { head += "\(name): \(value)\r\n" }
        head += "Content-Length: \(response.body.count)\r\nConnection: close\r\n\r\n"
        var bytes = Data(head.utf8)
        bytes.append(response.body)
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                // MSG_NOSIGNAL: a client that gave up must not kill the test process with SIGPIPE.
                let sent = send(connection, raw.baseAddress! + offset, raw.count - offset, Self.noSignal)
                if sent <= 0 {
                    if sent < 0, errno == EINTR { continue }
                    return
                }
                offset += sent
            }
        }
    }

    #if os(Linux)
    private static let noSignal = Int32(MSG_NOSIGNAL)
    #else
    private static let noSignal: Int32 = 0  // Darwin: SO_NOSIGPIPE would be set per socket
    #endif

    private static func reason(_ status: Int) -> String {
        switch status {
        case 200: return "OK"
        case 400: return "Bad Request"
        case 403: return "Forbidden"
        case 404: return "Not Found"
        case 429: return "Too Many Requests"
        case 500: return "Internal Server Error"
        case 503: return "Service Unavailable"
        default: return "Status"
        }
    }
}
