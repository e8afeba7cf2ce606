import FlyingFox
import Foundation
import ViewEngine
import WebRenderer

/// The preview's state and routes: the current load of the bundle, the sessions, and what
/// each request does. Main-actor isolated like the runtimes it drives.
///
/// Routes: `GET /` the app page · `POST /_sdui/action` an interaction · `GET /_sdui/settle`
/// the page once running actions finish · `GET /_sdui/live` a long poll that answers when the
/// bundle changed · `GET /_sdui/client.js` · `GET /_sdui/snapshot/<screen>/<id>.svg` a node of a
/// session's screen as an SVG image (share links) · `GET /assets/…` the bundle's `assets/` folder ·
/// any other path the modules' assets (`/fixtures/artwork/…`).
@MainActor
final class PreviewHost {
    let configuration: PreviewConfiguration
    private(set) var snapshot: BundleSnapshot
    private var fingerprint: BundleFingerprint
    private let sessions: SessionStore
    private let bootID = String(SessionStore.newID().prefix(8))
    private var reloads = 0

    init(configuration: PreviewConfiguration) throws(Diagnostic) {
        self.configuration = configuration
        fingerprint = BundleFingerprint(folder: configuration.bundleFolder)
        snapshot = try BundleSnapshot.load(configuration.bundleFolder, generation: "\(bootID)-0")
        sessions = SessionStore(limit: configuration.maxSessions)
        report(snapshot)
    }

    // MARK: Watching

    /// Polls the bundle's JSON files until cancelled.
    func watch() async {
        while !Task.isCancelled {
            do {
                try await Task.sleep(for: configuration.watchInterval)
            } catch {
                return
            }
            checkForChanges()
        }
    }

    func checkForChanges() {
        let current = BundleFingerprint(folder: configuration.bundleFolder)
        guard current != fingerprint else { return }
        fingerprint = current
        reloads += 1
        let generation = "\(bootID)-\(reloads)"
        do {
            snapshot = try BundleSnapshot.load(configuration.bundleFolder, generation: generation)
        } catch {
            // The folder itself went away: keep serving, and say why nothing works.
            let empty = AppBundle(name: snapshot.bundle.name, root: .tabs([]), screens: [:], diagnostics: Diagnostics([error]))
            snapshot = BundleSnapshot(bundle: empty, diagnostics: Diagnostics([error]), generation: generation)
        }
        configuration.log("reloaded \(configuration.bundleFolder.lastPathComponent): \(summary(snapshot.diagnostics))")
        report(snapshot)
    }

    private func report(_ snapshot: BundleSnapshot) {
        for diagnostic in snapshot.diagnostics.sorted { configuration.log(diagnostic.description) }
    }

    private func summary(_ diagnostics: Diagnostics) -> String {
        let errors = diagnostics.errors.count
        let warnings = diagnostics.warnings.count
        return "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
    }

    // MARK: Routing

    func handle(_ request: HTTPRequest, body: Data) async -> HTTPResponse {
        guard isAllowedHost(request.headers[.host]) else {
            return Reply.error(.misdirectedRequest, "This preview answers only to 127.0.0.1 and localhost.")
        }
        let rawPath = request.target.path(percentEncoded: true)
        switch (request.method, rawPath) {
        case (.GET, WireProtocol.Route.page), (.HEAD, WireProtocol.Route.page): return await page(request)
        case (.GET, WireProtocol.Route.clientScript): return Reply.script(ClientScript.source)
        case (.GET, "/favicon.ico"): return HTTPResponse(statusCode: .noContent)  // no icon, and no console error
        case (.POST, WireProtocol.Route.action): return await action(request, body: body)
        case (.GET, WireProtocol.Route.settle): return await settle(request)
        case (.GET, WireProtocol.Route.live): return await live(since: request.query[WireProtocol.ReplyKey.generation.rawValue] ?? "")
        case (.GET, _) where rawPath.hasPrefix(WireProtocol.Route.snapshotPrefix): return snapshot(request, rawPath: rawPath)
        case (.GET, _), (.HEAD, _): return asset(rawPath)
        default: return Reply.error(.methodNotAllowed, "Method not allowed")
        }
    }

    /// While bound to loopback, requests must name a loopback host: a web page elsewhere
    /// cannot reach the preview by pointing its own domain at 127.0.0.1 (DNS rebinding).
    func isAllowedHost(_ header: String?) -> Bool {
        guard configuration.isLoopback else { return true }
        guard let header else { return false }
        let name: Substring
        if header.hasPrefix("[") {
            name = header.dropFirst().prefix { $0 != "]" }
        } else {
            name = header.prefix { $0 != ":" }
        }
        return ["127.0.0.1", "localhost", "::1"].contains(name.lowercased())
    }

    // MARK: Pages

    private func page(_ request: HTTPRequest) async -> HTTPResponse {
        let (session, cookie) = session(for: request)
        let banner = DiagnosticsPanel.html(snapshot.diagnostics.errors)
        let attributes: [(WireProtocol.Attribute, String)] = [(.generation, snapshot.generation)]
        guard snapshot.canRun else {
            let body = "<div class=\"phone\"><div class=\"stackview\"><div class=\"screen-body\"><span class=\"t empty-note\">"
                + "Nothing to show yet: the bundle has no screen to start with. Fix the errors above and this page reloads.</span></div></div></div>"
            let html = PageDocument.html(
                title: snapshot.bundle.name, body: body, appAttributes: attributes, scriptURL: WireProtocol.Route.clientScript,
                banner: banner.isEmpty ? DiagnosticsPanel.html([], heading: nil) : banner)
            return Reply.html(html, setCookie: cookie)
        }
        session.start()
        await session.settle(timeout: .milliseconds(150))
        let (page, _) = session.render()
        let html = PageDocument.html(
            title: page.title, body: page.html,
            appAttributes: attributes + [(.render, String(session.renderCount)), (.pending, session.runningActions > 0 ? "true" : "false")],
            scriptURL: WireProtocol.Route.clientScript, banner: banner)
        return Reply.html(html, setCookie: cookie)
    }

    private func action(_ request: HTTPRequest, body: Data) async -> HTTPResponse {
        // JSON only: a cross-site form cannot send it without the browser asking first.
        guard request.headers[.contentType]?.lowercased().hasPrefix("application/json") == true else {
            return Reply.error(.unsupportedMediaType, "Actions are JSON")
        }
        guard let session = currentSession(request) else { return Reply.json([WireProtocol.ReplyKey.reload.rawValue: true]) }
        let message: ActionMessage
        do {
            message = try ActionMessage(body)
        } catch {
            return Reply.error(.badRequest, error.description)
        }
        let outcome = session.handle(id: message.id, text: message.text, value: message.value, submit: message.submit)
        if case .rejected(let reason) = outcome { return Reply.error(.badRequest, reason) }
        // Quick actions finish here and the page shows their result at once; slow ones
        // (network) answer with their loading state and the client asks to settle.
        await session.settle(timeout: .milliseconds(120))
        return frame(session, stale: outcome == .stale)
    }

    private func settle(_ request: HTTPRequest) async -> HTTPResponse {
        guard let session = currentSession(request) else { return Reply.json([WireProtocol.ReplyKey.reload.rawValue: true]) }
        await session.settle(timeout: .seconds(12))
        return frame(session, stale: false)
    }

    private func live(since generation: String) async -> HTTPResponse {
        let deadline = ContinuousClock.now + .seconds(10)
        while snapshot.generation == generation && ContinuousClock.now < deadline {
            do {
                try await Task.sleep(for: .milliseconds(200))
            } catch {
                break
            }
        }
        return Reply.json([WireProtocol.ReplyKey.generation.rawValue: .string(snapshot.generation)])
    }

    private func frame(_ session: PreviewSession, stale: Bool) -> HTTPResponse {
        let (page, urls) = session.render()
        let fields: [(WireProtocol.ReplyKey, ViewEngine.JSONValue)] = [
            (.html, .string(page.html)), (.title, .string(page.title)), (.render, .number(Double(session.renderCount))),
            (.pending, .bool(session.runningActions > 0)), (.open, .array(urls.map { .string($0) })), (.stale, .bool(stale)),
        ]
        return Reply.json(.object(JSONObject(fields.map { ($0.0.rawValue, $0.1) })))
    }

    // MARK: Snapshots

    /// `/_sdui/snapshot/<screen>/<id>.svg?w=&h=`: the node with `id` on the session's screen,
    /// drawn as the page draws it, `w`×`h` points (the client measures the node), for a share
    /// link's "Download image". Only the requesting session's screens are reachable.
    private func snapshot(_ request: HTTPRequest, rawPath: String) -> HTTPResponse {
        let parts = rawPath.dropFirst(WireProtocol.Route.snapshotPrefix.count).split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let number = Int(parts[0]), parts[1].hasSuffix(".svg"),
            let id = String(parts[1].dropLast(4)).removingPercentEncoding, !id.isEmpty
        else { return Reply.notFound() }
        guard let session = currentSession(request), session.runtime.screen(ScreenID(rawValue: number)) != nil,
            let node = session.runtime.render(ScreenID(rawValue: number)).firstNode(withID: id)
        else { return Reply.notFound() }
        let svg = SnapshotDocument.svg(
            of: node, width: request.query["w"].flatMap(Double.init), height: request.query["h"].flatMap(Double.init),
            colorScheme: session.runtime.preferredColorScheme)
        return Reply.asset(Data(svg.utf8), contentType: "image/svg+xml")
    }

    // MARK: Sessions

    /// The request's session, created (with a cookie to set) when it has none, and rebuilt
    /// from the current bundle when the bundle changed since.
    private func session(for request: HTTPRequest) -> (PreviewSession, cookie: String?) {
        if let id = SessionStore.sessionID(fromCookieHeader: request.headers[.cookie]), let existing = sessions[id] {
            if existing.generation == snapshot.generation { return (existing, nil) }
            let fresh = makeSession(id: id)
            sessions.insert(fresh)
            return (fresh, nil)
        }
        let session = makeSession(id: SessionStore.newID())
        sessions.insert(session)
        return (session, SessionStore.setCookie(session.id))
    }

    /// The request's session for an action; nil when the page must reload (unknown session,
    /// or the bundle changed since the page was built).
    private func currentSession(_ request: HTTPRequest) -> PreviewSession? {
        guard let id = SessionStore.sessionID(fromCookieHeader: request.headers[.cookie]), let session = sessions[id],
            session.generation == snapshot.generation
        else { return nil }
        return session
    }

    private func makeSession(id: String) -> PreviewSession {
        PreviewSession(
            id: id, snapshot: snapshot, modules: configuration.modules, environment: configuration.environment, log: configuration.log)
    }

    var sessionCount: Int { sessions.count }

    // MARK: Assets

    /// `/assets/…` from the bundle's `assets/` folder, anything else from the modules; never a
    /// file outside the bundle.
    func asset(_ rawPath: String) -> HTTPResponse {
        guard let segments = AssetPath.segments(ofRawPath: rawPath) else { return Reply.notFound() }
        if segments.count > 1, segments[0] == "assets" {
            let root = configuration.bundleFolder.appendingPathComponent("assets")
            var names = Array(segments.dropFirst())
            let last = names[names.count - 1]
            // `asset:logo` in JSON may leave out the extension.
            let candidates = (last as NSString).pathExtension.isEmpty ? ["png", "svg", "jpg", "jpeg", "webp"].map { last + "." + $0 } : [last]
            for candidate in candidates {
                names[names.count - 1] = candidate
                guard let type = AssetPath.contentType(of: candidate), let file = AssetPath.file(names, in: root) else { continue }
                do {
                    return Reply.asset(try Data(contentsOf: file), contentType: type)
                } catch {
                    configuration.log("warning: cannot read \(file.path): \(error.localizedDescription)")
                    return Reply.notFound()
                }
            }
            return Reply.notFound()
        }
        let path = "/" + segments.joined(separator: "/")
        for module in configuration.modules {
            if let asset = module.asset(at: path) { return Reply.asset(Data(asset.bytes), contentType: asset.contentType) }
        }
        return Reply.notFound()
    }
}

/// The body of `POST /_sdui/action`: `{"id": 17}`, plus `"text"` for fields,
/// `"submit": true` for a search, and `"value"` (any JSON: a switch's boolean, a slider's
/// number, a picker option's value) for controls.
struct ActionMessage {
    private typealias RequestField = WireProtocol.RequestField
    let id: Int
    let text: String?
    /// The control's new value; nil when the message has none (`null` is a value).
    let value: ViewEngine.JSONValue?
    let submit: Bool

    init(_ body: Data) throws(PreviewError) {
        guard body.count <= 64 * 1024 else { throw PreviewError("the action is larger than 64 KiB") }
        let value: ViewEngine.JSONValue
        do throws(Diagnostic) {
            value = try JSONDocument.parse([UInt8](body), fileName: "action").root.value
        } catch {
            throw PreviewError("the action is not JSON: \(error.message)")
        }
        guard let number = value[RequestField.id.rawValue]?.numberValue, let id = Int(exactly: number) else {
            throw PreviewError("the action needs a whole-number \"id\"")
        }
        self.id = id
        text = value[RequestField.text.rawValue]?.stringValue
        self.value = value[RequestField.value.rawValue]
        submit = value[RequestField.submit.rawValue]?.boolValue ?? false
    }
}
