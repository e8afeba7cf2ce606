import Foundation
import Testing
import TestSupport
import ViewEngine

@testable import PreviewServer

/// Hostile traffic: what a request may cost is bounded, and the server keeps answering.
@Suite(.serialized) struct PreviewServerLimitTests {
    @Test func oversizedHeadersAreRefusedAndTheServerAnswersAfterwards() async throws {
        try await RunningServer.serving { running, _ in

            let huge = "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Pad: " + String(repeating: "a", count: 1024 * 1024) + "\r\n\r\n"
            let refused = try await RawHTTP.sendRaw(port: running.port, Array(huge.utf8))
            #expect(refused.status != 200, "a 1 MB header was served")
            #expect(try await running.get("/").status == 200)
        }
    }

    @Test func chunkedBodiesOverTheLimitGet413() async throws {
        try await RunningServer.serving { running, _ in
            let cookie = try await running.newSession()

            // Connection: close, so the test reads to the end at once (the 413 also says close).
            var request = "POST /_sdui/action HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nCookie: \(cookie)\r\nContent-Type: application/json\r\n"
                + "Transfer-Encoding: chunked\r\n\r\n"
            let chunk = String(repeating: " ", count: 16 * 1024)
            for _ in 0..<8 { request += String(chunk.utf8.count, radix: 16) + "\r\n" + chunk + "\r\n" }
            request += "0\r\n\r\n"
            let reply = try await RawHTTP.sendRaw(port: running.port, Array(request.utf8))
            #expect(reply.status == 413)
            #expect(try await running.get("/").status == 200)
        }
    }

    @Test func onlyApplicationJSONIsAnAction() async throws {
        try await RunningServer.serving { running, _ in
            let cookie = try await running.newSession()
            for contentType in ["application/jsonp", "application/json-seq", "text/json", "application/x-www-form-urlencoded"] {
                #expect(try await running.action("{\"id\": 1}", cookie: cookie, contentType: contentType).status == 415, "\(contentType)")
            }
            #expect(try await running.action("{\"id\": 999999}", cookie: cookie, contentType: "Application/JSON; charset=utf-8").status == 200)
        }
    }

    @Test @MainActor func crossSiteRequestsGetNoSession() async throws {
        try await RunningServer.serving { running, _ in
            let port = running.port
            for site in ["cross-site", "same-site", "cross-site", "Cross-Site"] {
                let request = "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nSec-Fetch-Site: \(site)\r\nConnection: close\r\n\r\n"
                let reply = try await RawHTTP.sendRaw(port: port, Array(request.utf8))
                #expect(reply.status == 403)
                #expect(reply.headers["set-cookie"] == nil)
            }
            #expect(running.server.sessionCount == 0)
            // The user's own tab (same-origin, or a typed URL) still gets one.
            #expect(try await running.get("/").headers["set-cookie"] != nil)
            #expect(running.server.sessionCount == 1)
        }
    }

    @Test func pastTheConnectionLimitRequestsGet503() async throws {
        var limits = PreviewLimits()
        limits.maxConnections = 2
        try await RunningServer.serving(limits: limits) { running, _ in
            // Two connections that send nothing hold the two places.
            let idle = try (0..<2).map { _ in try IdleConnection(port: running.port) }
            defer { idle.forEach { $0.close() } }
            let busy = try await running.get("/")
            #expect(busy.status == 503)
            #expect(busy.headers["retry-after"] == "1")
            idle.forEach { $0.close() }
            // Closed connections free their places (the server notices the close asynchronously).
            var answered = 503
            for _ in 0..<50 where answered == 503 { answered = try await running.get("/").status }
            #expect(answered == 200)
        }
    }

    @Test func concurrentTapsInOneSessionAreServedInTurnNotStale() async throws {
        try await RunningServer.serving { running, _ in
            let client = try await PreviewClient.opened(port: running.port)
            let tabs = [try client.id(.action, of: "tab-1"), try client.id(.action, of: "tab-0")]
            let page = client
            // Eight taps from the same page at once, as a browser with queued clicks or two tabs sends them.
            let replies = try await withThrowingTaskGroup(of: PreviewClient.Frame.self) { group in
                for index in 0..<8 {
                    group.addTask {
                        var tab = page
                        return try await tab.send(id: tabs[index % 2])
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(replies.count == 8)
            #expect(replies.allSatisfy { $0.status == 200 && !$0.isStale && !$0.mustReload })
            let renders = replies.compactMap { $0[.render]?.numberValue }
            #expect(Set(renders).count == 8, "each tap got its own frame")
        }
    }
}

/// A TCP connection to the server that sends nothing.
final class IdleConnection: Sendable {
    private let fd: Int32

    init(port: UInt16) throws {
        fd = try RawHTTP.connectedSocket(port: port)
    }

    func close() {
        shutdown(fd, Int32(SHUT_RDWR))
    }

    deinit {
        Glibc.close(fd)
    }
}
