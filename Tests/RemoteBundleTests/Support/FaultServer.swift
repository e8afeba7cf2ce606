import Foundation
import TestSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An HTTP/1.1 server on 127.0.0.1 that serves a published folder (`manifest.json`,
/// `files/…`) with ETags, and injects one fault per request path when told to. One request
/// per connection, each on its own thread.
///
/// The loader is tested through the real URLSession stack — sockets, headers, a body cut off
/// mid-way — not a mock of it.
final class FaultServer: @unchecked Sendable {
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
    let port: UInt16
    var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

    private let listener: Int32
    private let lock = NSCondition()
    private var stopped = false
    private var faults: [String: Fault] = [:]
    private var log: [Request] = []
    private var liveThreads = 0

    init(root: URL) throws {
        self.root = root
        let socketFD = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr = in_addr(s_addr: inet_addr("127.0.0.1"))
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let ok = socketFD >= 0 && withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { raw in
                bind(socketFD, raw, length) == 0 && listen(socketFD, 16) == 0 && getsockname(socketFD, raw, &length) == 0
            }
        }
        guard ok else { throw TestFailure("cannot listen on 127.0.0.1: \(String(cString: strerror(errno)))") }
        listener = socketFD
        port = UInt16(bigEndian: address.sin_port)
        startThread { [self] in acceptLoop() }
    }

    /// Sets (or clears, with nil) the fault for a request path (`/manifest.json`).
    func inject(_ fault: Fault?, at path: String) { lock.withLock { faults[path] = fault } }

    /// Requests received so far, in order.
    var requests: [Request] { lock.withLock { log } }

    func stop() {
        lock.withLock {
            stopped = true
            lock.broadcast()
        }
        shutdown(listener, Int32(SHUT_RDWR))
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
                return
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
        guard let request = readRequest(connection) else { return }
        let fault = lock.withLock {
            log.append(request)
            return faults[request.path]
        }
        let file = root.appendingPathComponent(String(request.path.dropFirst()))
        var body = FileManager.default.contents(atPath: file.path)
        switch fault {
        case .status(let status):
            return respond(connection, status: status, headers: [:], body: Data("fault \(status)".utf8))
        case .delay(let seconds):
            lock.lock()
            let deadline = Date().addingTimeInterval(seconds)
            while !stopped, lock.wait(until: deadline) {}
            lock.unlock()
        case .cutBody:
            let whole = body ?? Data()
            var head = Data("HTTP/1.1 200 OK\r\nContent-Length: \(whole.count)\r\nConnection: close\r\n\r\n".utf8)
            head.append(whole.prefix(whole.count / 2))
            return writeAll(head, to: connection)
        case .body(let replacement):
            body = replacement
        case .redirect(let location):
            return respond(connection, status: 302, headers: ["Location": location], body: Data())
        case nil:
            break
        }
        guard let body else { return respond(connection, status: 404, headers: [:], body: Data("not found".utf8)) }
        let etag = "\"\(Self.fnv1a(body))\""
        if request.ifNoneMatch == etag { return respond(connection, status: 304, headers: ["ETag": etag], body: Data()) }
        respond(connection, status: 200, headers: ["ETag": etag, "Content-Type": "application/json"], body: body)
    }

    /// A stable hash of every byte (Data's hashValue may look at a prefix only).
    static func fnv1a(_ data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return String(hash, radix: 16)
    }

    private func respond(_ connection: Int32, status: Int, headers: [String: String], body: Data) {
        var text = "HTTP/1.1 \(status) Status\r\nContent-Length: \(body.count)\r\nConnection: close\r\n"
        for (name, value) in headers { text += "\(name): \(value)\r\n" }
        var bytes = Data((text + "\r\n").utf8)
        bytes.append(body)
        writeAll(bytes, to: connection)
    }

    private func readRequest(_ connection: Int32) -> Request? {
        var head: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 2048)
        while head.count < 32 * 1024, head.firstRange(of: Array("\r\n\r\n".utf8)) == nil {
            let count = buffer.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
            if count <= 0 { return nil }
            head += buffer[..<count]
        }
        let lines = String(decoding: head, as: UTF8.self).components(separatedBy: "\r\n")
        let requestLine = lines[0].split(separator: " ")
        guard requestLine.count == 3 else { return nil }
        let ifNoneMatch = lines.dropFirst().first { $0.lowercased().hasPrefix("if-none-match:") }
            .map { String($0.dropFirst("if-none-match:".count)).trimmingCharacters(in: .whitespaces) }
        return Request(path: String(requestLine[1]), ifNoneMatch: ifNoneMatch)
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
                if sent <= 0 { return }
                offset += sent
            }
        }
    }
}
