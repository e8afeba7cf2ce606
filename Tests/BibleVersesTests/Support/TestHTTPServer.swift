import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1 for the client tests: an ephemeral port, one request
/// per connection, each connection on its own thread so a slow answer does not hold up the
/// next test's request.
///
/// It exists so the client is tested through the real URLSession stack — sockets, status
/// lines, headers, timeouts — rather than a mock of it.
final class TestHTTPServer: @unchecked Sendable {
    /// What the server does with a request target (`/John%203:16?translation=web`).
    enum Reply: Sendable {
        /// Answer with this status, content type and body, after `delay` seconds.
        case answer(status: Int, contentType: String, body: Data, delay: TimeInterval = 0)
        /// Close the connection without a word.
        case hangUp
    }

    typealias Handler = @Sendable (_ target: String) -> Reply

    let port: UInt16
    var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

    private let listener: Int32
    private let handler: Handler
    private let lock = NSCondition()
    private var stopped = false
    private var received: [String] = []
    private var liveThreads = 0

    /// Request targets received so far, in order.
    var targets: [String] { lock.withLock { received } }

    /// Runs `body` with a started server and stops it afterwards, however `body` ends.
    static func with<T>(_ handler: @escaping Handler, _ body: (TestHTTPServer) async throws -> T) async throws -> T {
        let server = try TestHTTPServer(handler)
        defer { server.stop() }
        return try await body(server)
    }

    /// A port nothing listens on, for "connection refused".
    static func closedPort() throws -> UInt16 {
        let server = try TestHTTPServer { _ in .hangUp }
        server.stop()
        return server.port
    }

    struct SocketFailure: Error, CustomStringConvertible {
        let call: String
        let code: Int32
        var description: String { "\(call): \(String(cString: strerror(code)))" }
    }

    init(_ handler: @escaping Handler) throws {
        self.handler = handler
        let socketFD = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socketFD >= 0 else { throw SocketFailure(call: "socket", code: errno) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr = in_addr(s_addr: inet_addr("127.0.0.1"))
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let ok = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { raw in
                bind(socketFD, raw, length) == 0 && listen(socketFD, 16) == 0 && getsockname(socketFD, raw, &length) == 0
            }
        }
        guard ok else {
            let code = errno
            close(socketFD)
            throw SocketFailure(call: "bind/listen", code: code)
        }
        listener = socketFD
        port = UInt16(bigEndian: address.sin_port)
        startThread { [self] in acceptLoop() }
    }

    /// Stops accepting, cuts delayed answers short and waits briefly for the threads.
    func stop() {
        lock.withLock {
            stopped = true
            lock.broadcast()
        }
        shutdown(listener, Int32(SHUT_RDWR))  // wakes accept()
        lock.lock()
        let deadline = Date().addingTimeInterval(2)
        while liveThreads > 0, lock.wait(until: deadline) {}
        lock.unlock()
        close(listener)
    }

    private func startThread(_ body: @escaping @Sendable () -> Void) {
        lock.withLock { liveThreads += 1 }
        Thread { [self] in
            body()
            lock.withLock {
                liveThreads -= 1
                lock.broadcast()
            }
        }.start()
    }

    private func acceptLoop() {
        while true {
            let connection = accept(listener, nil, nil)
            if connection < 0 {
                if errno == EINTR { continue }
                return  // shut down
            }
            if lock.withLock({ stopped }) {
                close(connection)
                return
            }
            startThread { [self] in serve(connection) }
        }
    }

    private func serve(_ connection: Int32) {
        defer { close(connection) }
        var timeout = timeval(tv_sec: 2, tv_usec: 0)
        setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        guard let target = readTarget(connection) else { return }
        lock.withLock { received.append(target) }
        switch handler(target) {
        case .hangUp:
            return
        case .answer(let status, let contentType, let body, let delay):
            if delay > 0 {
                lock.lock()
                let deadline = Date().addingTimeInterval(delay)
                while !stopped, lock.wait(until: deadline) {}
                let cut = stopped
                lock.unlock()
                if cut { return }
            }
            var bytes = Data("HTTP/1.1 \(status) Status\r\nContent-Type: \(contentType)\r\nContent-Length: \(body.count)\r\nConnection: close\r\n\r\n".utf8)
            bytes.append(body)
            writeAll(bytes, to: connection)
        }
    }

    /// The request line's target, once the head has arrived.
    private func readTarget(_ connection: Int32) -> String? {
        var head: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 2048)
        while head.count < 32 * 1024, head.firstRange(of: Array("\r\n\r\n".utf8)) == nil {
            let count = buffer.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
            if count <= 0 { return nil }
            head += buffer[..<count]
        }
        let line = String(decoding: head.prefix { $0 != UInt8(ascii: "\r") }, as: UTF8.self).split(separator: " ")
        return line.count == 3 ? String(line[1]) : nil
    }

    private func writeAll(_ data: Data, to connection: Int32) {
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                #if os(Linux)
                let sent = send(connection, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
                #else
                let sent = send(connection, raw.baseAddress! + offset, raw.count - offset, 0)
                #endif
                if sent <= 0 { return }  // the client gave up
                offset += sent
            }
        }
    }
}
