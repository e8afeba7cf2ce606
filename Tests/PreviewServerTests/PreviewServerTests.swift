import Foundation
import Testing
import TestSupport
import ViewEngine

@testable import PreviewServer

/// Data that takes a moment, so the page shows its loading state first; with a gate, it waits
/// until the test opens it (a busy machine can otherwise outlast the page's 150 ms settle).
struct SlowData: DataSource {
    let gate: DataGate?

    func fetch(_ request: DataRequest) async throws -> JSONValue {
        if let gate {
            await gate.wait()
        } else {
            try await Task.sleep(for: .milliseconds(500))
        }
        return ["title": "Loaded title", "hostile": "<script>window.__pwned=1</script>\"><img src=x onerror=alert(1)>"]
    }
}

/// Holds data back until the test opens it: a one-way door, open for good once opened.
actor DataGate {
    private var isOpen = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    func wait() async {
        guard !isOpen else { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    func open() {
        isOpen = true
        for waiter in waiters { waiter.resume() }
        waiters = []
    }
}

struct TestModule: AppModule {
    let name = "test"
    var dataGate: DataGate?

    @MainActor
    func install(in runtime: AppRuntime) {
        runtime.register(dataSource: SlowData(gate: dataGate))
    }

    func asset(at path: String) -> StaticAsset? {
        path == "/fixtures/pic.svg" ? StaticAsset(bytes: Array("<svg/>".utf8), contentType: "image/svg+xml") : nil
    }
}

/// A bundle in a temporary folder, with a secret file beside it that must never be served.
struct TestBundle {
    let scratch: TemporaryFolder
    var folder: URL { scratch.url.appendingPathComponent("bundle") }

    init() throws {
        scratch = try TemporaryFolder()
        let files: [String: String] = [
            "app.json": #"{"name": "Test", "modules": ["test"], "root": {"type": "tab_view", "props": {"tabs": [{"title": "Home", "icon": "house", "screen": "home"}, {"title": "Other", "icon": "star", "screen": "other"}]}}}"#,
            "screens/home.json": #"""
                {"type": "screen", "props": {"title": "Home", "onLoad": {"actionType": "api", "endpoint": "/data", "resultKey": "data"}}, "children": [
                  {"type": "progress", "condition": "$.status.data.state == 'loading'"},
                  {"type": "text", "props": {"content": "$.data.title"}},
                  {"type": "text", "props": {"content": "$.data.hostile"}},
                  {"type": "button", "props": {"label": "Site", "accessibilityIdentifier": "site", "action": {"actionType": "custom", "event": "openExternalUrl", "payload": {"url": "https://example.com/x"}}}},
                  {"type": "button", "props": {"label": "Bad", "accessibilityIdentifier": "bad", "action": {"actionType": "custom", "event": "openExternalUrl", "payload": {"url": "javascript:alert(1)"}}}}
                ]}
                """#,
            "screens/other.json": #"""
                {"type": "screen", "props": {"title": "Other"}, "children": [
                  {"type": "text", "props": {"content": "Other screen"}},
                  {"type": "toggle", "props": {"label": "Flag", "binding": "$.env.flag", "accessibilityIdentifier": "flag",
                    "onChange": {"actionType": "setState", "key": "echo", "value": "flag is ${$.env.flag}"}}},
                  {"type": "slider", "props": {"binding": "$.level", "min": 0, "max": 10, "step": 1, "accessibilityIdentifier": "level"}},
                  {"type": "picker", "props": {"binding": "$.size", "accessibilityIdentifier": "size", "options": [{"title": "S", "value": {"pt": 12}}, {"title": "L", "value": {"pt": 20}}]}},
                  {"type": "text", "props": {"content": "${$.echo} level ${$.level} size ${$.size.pt}"}},
                  {"type": "vstack", "id": "card", "children": [{"type": "text", "props": {"content": "Card <text>"}}]},
                  {"type": "button", "props": {"label": "Open", "accessibilityIdentifier": "open", "action": {"actionType": "navigate", "screen": "home"}}},
                  {"type": "share_link", "props": {"text": "Shared", "snapshot": "card"}}
                ]}
                """#,
            "assets/dot.png": "png bytes",
        ]
        for (path, text) in files { try scratch.write("bundle/" + path, text) }
        try scratch.write("secret.png", "top secret")
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("assets/escape.png").path, withDestinationPath: "../../secret.png")
    }

    func write(_ path: String, _ text: String) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func remove() {
        scratch.cleanUp()
    }
}

/// A running server on a free port.
struct RunningServer {
    let server: PreviewServer
    let task: Task<Void, any Error>
    let port: UInt16

    @MainActor
    static func start(
        _ bundle: TestBundle, limits: PreviewLimits = PreviewLimits(), dataGate: DataGate? = nil, remote: RemotePreview? = nil,
        allowedCodes: Set<DiagnosticCode> = [], log: @escaping @Sendable (String) -> Void = { _ in }
    ) async throws -> RunningServer {
        var configuration = PreviewConfiguration(
            bundleFolder: bundle.folder, port: 0, modules: [TestModule(dataGate: dataGate)], environment: .fixed(),
            limits: limits, remote: remote, log: log)
        configuration.allowedCodes = allowedCodes
        let server = try PreviewServer(configuration: configuration)
        let task = Task { try await server.run() }
        try await server.waitUntilListening()
        let port = try #require(await server.port)
        return RunningServer(server: server, task: task, port: port)
    }

    /// Runs `body` against a server on a fresh ``TestBundle`` with `files` written over it
    /// (`"app.json": "{…}"`), then removes the bundle and stops the server (without waiting
    /// for it: a test's open streams must not hold it up).
    static func serving<T>(
        files: [String: String] = [:], limits: PreviewLimits = PreviewLimits(), dataGate: DataGate? = nil,
        isolation: isolated (any Actor)? = #isolation,
        _ body: (RunningServer, TestBundle) async throws -> T
    ) async throws -> T {
        let bundle = try TestBundle()
        defer { bundle.remove() }
        for (path, text) in files { try bundle.write(path, text) }
        let running = try await start(bundle, limits: limits, dataGate: dataGate)
        defer { Task { await running.stop() } }
        return try await body(running, bundle)
    }

    func stop() async {
        task.cancel()
        do {
            try await task.value
        } catch {
            // Cancelled: the server stopped as asked.
        }
    }

    /// Opens the page as a new browser would: the session cookie to send back.
    func newSession() async throws -> String {
        let page = try await get("/")
        return String(try #require(page.headers["set-cookie"]).prefix { $0 != ";" })
    }

    func get(_ target: String, cookie: String? = nil, host: String? = nil) async throws -> RawResponse {
        var headers: [String: String] = [:]
        if let cookie { headers["Cookie"] = cookie }
        if let host { headers["Host"] = host }
        return try await RawHTTP.send(port: port, target: target, headers: headers)
    }

    func action(_ body: String, cookie: String?, contentType: String = "application/json") async throws -> RawResponse {
        var headers = ["Content-Type": contentType]
        if let cookie { headers["Cookie"] = cookie }
        return try await RawHTTP.send(port: port, method: "POST", target: "/_sdui/action", headers: headers, body: body)
    }
}

func parseJSON(_ text: String) throws -> JSONValue {
    try JSONDocument.parse(text, fileName: "reply").root.value
}

@Suite(.serialized) struct PreviewServerTests {
    @Test func thePageLoadsWithASessionCookieAndShowsLoadingThenData() async throws {
        let gate = DataGate()
        try await RunningServer.serving(dataGate: gate) { running, _ in

            let page = try await running.get("/")
            #expect(page.status == 200)
            let setCookie = try #require(page.headers["set-cookie"])
            #expect(setCookie.contains("HttpOnly") && setCookie.contains("SameSite=Strict"))
            #expect(page.headers["content-security-policy"]?.contains("script-src 'self'") == true)
            #expect(page.body.contains("<script src=\"/_sdui/client.js\" defer></script>"))
            #expect(page.body.contains("data-pending=\"true\""))
            #expect(page.body.contains("role=\"progressbar\""))
            let cookie = String(setCookie.prefix { $0 != ";" })

            await gate.open()
            let settled = try await running.get("/_sdui/settle", cookie: cookie)
            let reply = try parseJSON(settled.body)
            let html = try #require(reply["html"]?.stringValue)
            #expect(html.contains("Loaded title"))
            #expect(!html.contains("role=\"progressbar\""))
            #expect(reply["pending"]?.boolValue == false)
            // Data is text, never markup.
            #expect(html.contains("&lt;script&gt;window.__pwned=1&lt;/script&gt;&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"))
            #expect(!html.contains("<script"))
        }
    }

    @Test func headIsAnsweredWhereGetIsAndOtherMethodsAreNamed() async throws {
        try await RunningServer.serving { running, _ in
            #expect(try await RawHTTP.send(port: running.port, method: "HEAD", target: "/_sdui/client.js").status == 200)
            #expect(try await RawHTTP.send(port: running.port, method: "HEAD", target: "/favicon.ico").status == 204)
            let put = try await RawHTTP.send(port: running.port, method: "PUT", target: "/")
            #expect(put.status == 405 && put.headers["allow"] == "GET, HEAD, POST", "\(put.headers)")
        }
    }

    @Test func anAssetOverTheLimitIsRefusedWithoutBeingRead() async throws {
        let log = LoggedLines()
        let bundle = try TestBundle()
        defer { bundle.remove() }
        // A sparse 65 MiB file: nothing is written to disk, and reading it whole would take
        // 65 MiB of memory on the main actor.
        let huge = bundle.folder.appendingPathComponent("assets/huge.png")
        FileManager.default.createFile(atPath: huge.path, contents: nil)
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: UInt64(AssetHandler.maxAssetBytes + (1 << 20)))
        try handle.close()
        let running = try await RunningServer.start(bundle, log: log.append)
        defer { Task { await running.stop() } }
        #expect(try await running.get("/assets/huge.png").status == 404)
        #expect(log.all.contains { $0.contains("assets/huge.png is 68157440 bytes; the preview serves assets up to 67108864") }, "\(log.all)")
        // One at the limit's side is sent in pieces, whole.
        let dot = try await running.get("/assets/dot.png")
        #expect(dot.status == 200 && dot.body == "png bytes" && dot.headers["content-length"] == "9")
    }

    @Test func traversalRequestsGet404AndOwnAssetsAreServed() async throws {
        try await RunningServer.serving { running, _ in

            for target in [
                "/assets/../app.json", "/assets/../../secret.png", "/../secret.png", "/assets/%2e%2e/app.json", "/assets/%2E%2E/%2e%2e/secret.png",
                "/assets/..%2f..%2fsecret.png", "/%2e%2e/%2e%2e/etc/passwd", "/assets/escape.png", "/assets/%2e%2e%5csecret.png",
                "/app.json", "/screens/home.json", "/assets/", "/fixtures/../assets/dot.png",
            ] {
                let response = try await running.get(target)
                #expect(response.status == 404, "\(target) answered \(response.status)")
                #expect(!response.body.contains("top secret"))
            }
            let dot = try await running.get("/assets/dot.png")
            #expect(dot.status == 200)
            #expect(dot.body == "png bytes")
            #expect(dot.headers["content-type"] == "image/png")
            let noExtension = try await running.get("/assets/dot")
            #expect(noExtension.status == 200)
            let module = try await running.get("/fixtures/pic.svg")
            #expect(module.status == 200)
            #expect(module.headers["content-security-policy"]?.contains("sandbox") == true)
        }
    }

    @Test func requestsForOtherHostNamesAreRefused() async throws {
        try await RunningServer.serving { running, _ async throws in
            #expect(try await running.get("/", host: "attacker.example:\(running.port)").status == 421)
            #expect(try await running.get("/", host: "localhost:\(running.port)").status == 200)
        }
    }

    @Test func actionsSwitchTabsAndOpenOnlyWebLinks() async throws {
        try await RunningServer.serving { running, _ in
            var client = try await PreviewClient.opened(port: running.port)
            let cookie = try #require(client.cookie)

            let site = try await client.tap("site")
            #expect(site.opened == ["https://example.com/x"])
            let bad = try await client.tap("bad")
            #expect(bad.opened == [])
            let tab = try await client.tap("tab-1")
            #expect(tab.html?.contains("Other screen") == true)
            #expect(tab.title == "Other")

            // What the client script never sends is refused.
            #expect(try await running.action("{\"id\": 1}", cookie: cookie, contentType: "text/plain").status == 415)
            #expect(try await running.action("{not json", cookie: cookie).status == 400)
            #expect(try await running.action("{\"id\": \"x\"}", cookie: cookie).status == 400)
            var stranger = PreviewClient(port: running.port, cookie: "sdui_session_\(running.port)=00000000000000000000000000000000")
            let unknown = try await stranger.send(id: 1)
            #expect(unknown.mustReload)
            let stale = try await client.send(id: 999_999)
            #expect(stale.isStale)
        }
    }

    @Test @MainActor func brokenJSONShowsDiagnosticsAndTheLiveChannelSendsTheChange() async throws {
        try await RunningServer.serving { running, bundle in
            let before = try await running.get("/")
            let generation = try #require(before.body.range(of: "data-generation=\"").map { before.body[$0.upperBound...].prefix { $0 != "\"" } })

            // The live channel sends the generation on connecting and again on the reload; read
            // until one differs from the page's (whichever comes first, the test cannot hang on order).
            let old = String(generation)
            async let events = RawHTTP.read(port: running.port, target: "/_sdui/live") { text in
                text.components(separatedBy: "\n").contains { $0.hasPrefix("data: ") && $0 != "data: " + old }
            }
            try bundle.write("screens/other.json", "{\"type\": \"screen\", \"children\": [")
            running.server.checkForChanges()
            let stream = try await events
            #expect(stream.contains("content-type: text/event-stream") || stream.contains("Content-Type: text/event-stream"))
            #expect(stream.contains("event: generation\n"))

            let after = try await running.get("/")
            #expect(after.status == 200)
            #expect(after.body.contains("data-testid=\"diagnostics\""))
            #expect(after.body.contains("screens/other.json:1:"))

            try bundle.write("app.json", "{ nope")
            running.server.checkForChanges()
            let broken = try await running.get("/")
            #expect(broken.status == 200)
            #expect(broken.body.contains("app.json:1:"))
            #expect(broken.body.contains("Nothing to show yet"))
        }
    }

    @Test func twoPreviewsInOneBrowserKeepTheirOwnSessions() async throws {
        try await RunningServer.serving { first, _ in
            try await RunningServer.serving { second, _ in
                let one = try await first.newSession()
                let other = try await second.newSession()
                #expect(one.hasPrefix("sdui_session_\(first.port)=") && other.hasPrefix("sdui_session_\(second.port)="))
                // A browser sends both cookies to both servers: cookies are kept per host, not per port.
                let both = one + "; " + other
                #expect(try await first.get("/", cookie: both).headers["set-cookie"] == nil, "the first preview kept its session")
                #expect(try await second.get("/", cookie: both).headers["set-cookie"] == nil, "the second preview kept its session")
            }
        }
    }

    @Test @MainActor func anEditReloadsTheBundleWithoutBeingAsked() async throws {
        try await RunningServer.serving { running, bundle in
            let before = try await running.get("/")
            let old = String(try #require(before.body.range(of: "data-generation=\"").map { before.body[$0.upperBound...].prefix { $0 != "\"" } }))

            // No checkForChanges(): the kernel's file event alone must make the server reload.
            async let events = RawHTTP.read(port: running.port, target: "/_sdui/live") { text in
                text.components(separatedBy: "\n").contains { $0.hasPrefix("data: ") && $0 != "data: " + old }
            }
            try bundle.write("screens/other.json", "{\"type\": \"screen\", \"children\": [")
            let stream = try await events
            #expect(stream.contains("event: generation\n"))
            let after = try await running.get("/")
            #expect(after.body.contains("screens/other.json:1:"))
        }
    }

    @Test @MainActor func aBundleFolderDeletedAndMadeAgainIsStillWatched() async throws {
        try await RunningServer.serving { running, bundle in
            let before = try await running.get("/")
            let old = String(try #require(before.body.range(of: "data-generation=\"").map { before.body[$0.upperBound...].prefix { $0 != "\"" } }))
            let copy = bundle.folder.deletingLastPathComponent().appendingPathComponent("copy")
            try FileManager.default.copyItem(at: bundle.folder, to: copy)
            try FileManager.default.removeItem(at: bundle.folder)
            // The deletion is a reload (to a missing bundle); wait for it, then make the folder again.
            let missing = try await RawHTTP.read(port: running.port, target: "/_sdui/live") { text in
                text.components(separatedBy: "\n").contains { $0.hasPrefix("data: ") && $0 != "data: " + old }
            }
            let gone = String(try #require(missing.components(separatedBy: "\n").last { $0.hasPrefix("data: ") }).dropFirst(6))
            async let events = RawHTTP.read(port: running.port, target: "/_sdui/live") { text in
                text.components(separatedBy: "\n").contains { $0.hasPrefix("data: ") && $0 != "data: " + gone }
            }
            try FileManager.default.moveItem(at: copy, to: bundle.folder)
            try bundle.write("screens/other.json", "{\"type\": \"screen\", \"children\": [")
            _ = try await events
            let after = try await running.get("/")
            #expect(after.body.contains("screens/other.json:1:"), "the new folder was not watched")
        }
    }

    @Test func aSecondTapFromThePageBeforeAPushDoesNotPushAgain() async throws {
        try await RunningServer.serving { running, _ in
            var client = try await PreviewClient.opened(port: running.port)
            try await client.tap("tab-1")
            let open = try client.id(.action, of: "open")
            // A double click: both taps carry the id of the page drawn before the push.
            try #require(try await client.send(id: open).status == 200)
            try #require(try await client.send(id: open).status == 200)
            #expect(client.html.contains(">Home<"), "\(client.html)")
            // One push only: back leads to the screen the taps were on.
            try await client.tap("nav-back")
            #expect(client.html.contains("Other screen"), "\(client.html)")
        }
    }

    @Test func controlsSendTypedValuesAndBadOnesAreRefused() async throws {
        try await RunningServer.serving { running, _ in
            var client = try await PreviewClient.opened(port: running.port)
            try await client.tap("tab-1")
            #expect(client.html.contains("role=\"switch\" aria-checked=\"false\""))

            // The switch writes the boolean, then its onChange sees it.
            var frame = try await client.set("flag", to: true)
            try #require(frame.status == 200, "\(frame.body)")
            #expect(client.html.contains("role=\"switch\" aria-checked=\"true\""))
            #expect(client.html.contains("flag is true level  size "))

            // A slider's number is snapped to its step; a picker's value may be any JSON.
            frame = try await client.set("level", to: 6.7)
            try #require(frame.status == 200, "\(frame.body)")
            frame = try await client.set("size", to: ["pt": 20])
            try #require(frame.status == 200, "\(frame.body)")
            #expect(client.html.contains("flag is true level 7 size 20"))
            #expect(client.html.contains("<option value=\"{&quot;pt&quot;:20}\" selected=\"\">L</option>"))

            // Values the control could not have produced are refused, and nothing is written.
            let refusals: [(String, JSONValue)] = [("flag", "yes"), ("flag", .null), ("level", 11), ("level", "5"), ("size", ["pt": 99])]
            for (control, value) in refusals {
                let refused = try await client.set(control, to: value)
                #expect(refused.status == 400, "\(control) = \(value)")
            }
            let missing = try await client.send(id: try client.id(.set, of: "flag"))
            #expect(missing.status == 400)
            #expect(missing.body.contains("a control needs a \"value\""))
            let outside = try await client.set("level", to: 11)
            #expect(outside.body == "11 is outside the slider's range 0…10\n")
            try await client.settle()
            #expect(client.html.contains("flag is true level 7 size 20"))
        }
    }

    @Test func snapshotsAreServedOnlyToTheirSession() async throws {
        try await RunningServer.serving { running, _ in
            var client = try await PreviewClient.opened(port: running.port)
            let other = try await client.tap("tab-1")
            let html = try #require(other.html)
            let cookie = try #require(client.cookie)
            let hrefStart = try #require(html.range(of: "href=\"/_sdui/snapshot/")).lowerBound
            let href = String(html[html.index(hrefStart, offsetBy: 6)...].prefix { $0 != "\"" })
            #expect(href.hasSuffix("/card.svg"))

            let svg = try await running.get(href + "?w=200&h=50", cookie: cookie)
            #expect(svg.status == 200)
            #expect(svg.headers["content-type"] == "image/svg+xml")
            #expect(svg.headers["content-security-policy"]?.contains("sandbox") == true)
            #expect(svg.body.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"200\" height=\"50\""))
            #expect(svg.body.contains("Card &lt;text&gt;"))
            // At the page's text size (the client names it); an unknown one is refused.
            let larger = try await running.get(href + "?w=200&h=50&text-size=xxxLarge", cookie: cookie)
            #expect(larger.body.contains(#"class="snapshot" data-text-size="xxxLarge" style="--ts-largeTitle:"#))
            #expect(svg.body.contains(#"class="snapshot"><style>"#))
            let unknown = try await running.get(href + "?text-size=huge", cookie: cookie)
            #expect(unknown.status == 400 && unknown.body.contains("unknown text size 'huge'"), "\(unknown.body)")

            #expect(try await running.get(href).status == 404, "no session, no snapshot")
            #expect(try await running.get(href, cookie: "sdui_session_\(running.port)=00000000000000000000000000000000").status == 404)
            #expect(try await running.get(href.replacingOccurrences(of: "card.svg", with: "nope.svg"), cookie: cookie).status == 404)
            #expect(try await running.get("/_sdui/snapshot/999/card.svg", cookie: cookie).status == 404)
            #expect(try await running.get("/_sdui/snapshot/x/card.svg", cookie: cookie).status == 404)
            #expect(try await running.get(href.replacingOccurrences(of: ".svg", with: ".png"), cookie: cookie).status == 404)
        }
    }
}
