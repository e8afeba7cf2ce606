import Foundation
import Testing
import TestSupport
import ViewEngine

@testable import PreviewServer

/// A remote preview's Refresh button leads back to the page as the user left it: the chosen
/// locale and text size survive the post and its redirect, and nothing else of the address does.
@MainActor
struct RemoteRefreshTests {
    @Test func refreshKeepsTheChromesChoicesAndOnlyThem() async throws {
        let bundle = try TestBundle()
        defer { bundle.remove() }
        try FileManager.default.createDirectory(at: bundle.folder.appendingPathComponent("strings"), withIntermediateDirectories: true)
        try bundle.write("strings/en.json", "{}")
        try bundle.write("strings/de.json", "{}")
        let refreshes = Counter()
        let remote = RemotePreview(status: "version 1") { refreshes.add() }
        let running = try await RunningServer.start(bundle, remote: remote)
        defer { Task { await running.stop() } }

        let page = try await PreviewClient(port: running.port).get("/?locale=de&text-size=xxxLarge")
        #expect(page.status == 200)
        #expect(page.body.contains(#"<form method="post" action="/_sdui/refresh?locale=de&amp;text-size=xxxLarge""#), "\(page.body.prefix(600))")

        let back = try await RawHTTP.send(
            port: running.port, method: "POST", target: "/_sdui/refresh?text-size=xxxLarge&next=https://example.com&locale=de%22%3E")
        #expect(back.status == 303)
        #expect(back.headers["location"] == "/?locale=de%22%3E&text-size=xxxLarge")
        #expect(refreshes.value == 1)

        // A page without choices comes back to the bare page.
        let plain = try await RawHTTP.send(port: running.port, method: "POST", target: "/_sdui/refresh")
        #expect(plain.headers["location"] == "/")
    }
}

/// How often the remote refresh ran.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func add() { lock.withLock { count += 1 } }
}
