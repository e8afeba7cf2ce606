import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A response as the tests read it.
public struct RawResponse: Sendable {
    public var status: Int
    /// Header names in lower case.
    public var headers: [String: String]
    public var body: String
}

/// Sends one HTTP/1.1 request exactly as written (no client-side path clean-up, unlike
/// URLSession and curl) to 127.0.0.1 and reads the whole response.
public enum RawHTTP {
    public static func send(port: UInt16, method: String = "GET", target: String, headers: [String: String] = [:], body: String = "") async throws -> RawResponse {
        var request = "\(method) \(target) HTTP/1.1\r\nConnection: close\r\n"
        var allHeaders = headers
        if allHeaders["Host"] == nil { allHeaders["Host"] = "127.0.0.1:\(port)" }
        if !body.isEmpty { allHeaders["Content-Length"] = String(body.utf8.count) }
        for (name, value) in allHeaders { request += "\(name): \(value)\r\n" }
        request += "\r\n" + body
        let bytes = Array(request.utf8)
        // Blocking socket calls run on their own thread, never on the concurrency pool the
        // server needs.
        let raw: [UInt8] = try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(with: Result { try exchange(bytes, port: port) })
            }
        }
        return try parse(String(decoding: raw, as: UTF8.self))
    }

    /// A reply that is not HTTP.
    public enum ResponseError: Error, CustomStringConvertible {
        /// No blank line ends the head; carries the start of what came.
        case noHead(String)
        case badStatusLine(String)

        public var description: String {
            switch self {
            case .noHead(let start): return "no response: \(start)"
            case .badStatusLine(let line): return "bad status line \(line)"
            }
        }
    }

    /// Sends `request` byte for byte (malformed, chunked, oversized) and reads the response;
    /// a connection the server closed without answering reads as status 0.
    public static func sendRaw(port: UInt16, _ request: [UInt8]) async throws -> RawResponse {
        let raw: [UInt8] = try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(with: Result { try exchange(request, port: port, tolerateSendFailure: true) })
            }
        }
        if raw.isEmpty { return RawResponse(status: 0, headers: [:], body: "") }
        return try parse(String(decoding: raw, as: UTF8.self))
    }

    /// Sends a GET and reads the response as it streams until `done` says the text read so
    /// far is enough (server-sent events never end by themselves).
    public static func read(port: UInt16, target: String, until done: @escaping @Sendable (String) -> Bool) async throws -> String {
        let bytes = Array("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nAccept: text/event-stream\r\n\r\n".utf8)
        let raw: [UInt8] = try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(with: Result { try exchange(bytes, port: port) { done(String(decoding: $0, as: UTF8.self)) } })
            }
        }
        return String(decoding: raw, as: UTF8.self)
    }

    private static func exchange(
        _ bytes: [UInt8], port: UInt16, tolerateSendFailure: Bool = false, until done: ([UInt8]) -> Bool = { _ in false }
    ) throws -> [UInt8] {
        let fd = try connectedSocket(port: port)
        defer { close(fd) }
        var timeout = timeval(tv_sec: 20, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            // The server may answer and close before a huge request is all sent.
            if n <= 0 && tolerateSendFailure { break }
            guard n > 0 else { throw LocalHTTPServer.SocketError(call: "send", code: errno) }
            sent += n
        }
        var response: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        // A stream that keeps sending (live reload's heartbeats) but never what `done` waits
        // for must end the test, not hold it forever: 30 seconds at the most.
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            let n = recv(fd, &buffer, buffer.count, 0)
            if n <= 0 { break }
            response += buffer[0..<n]
            if done(response) { break }
        }
        return response
    }

    /// A TCP socket connected to 127.0.0.1:`port`.
    public static func connectedSocket(port: UInt16) throws -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw LocalHTTPServer.SocketError(call: "socket", code: errno) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            let code = errno
            close(fd)
            throw LocalHTTPServer.SocketError(call: "connect", code: code)
        }
        return fd
    }

    private static func parse(_ text: String) throws -> RawResponse {
        guard let split = text.range(of: "\r\n\r\n") else { throw ResponseError.noHead(String(text.prefix(200))) }
        let head = text[..<split.lowerBound].components(separatedBy: "\r\n")
        let statusParts = head[0].split(separator: " ")
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else { throw ResponseError.badStatusLine(head[0]) }
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return RawResponse(status: status, headers: headers, body: String(text[split.upperBound...]))
    }
}
