import ViewEngine

/// The live sessions by cookie id and locale (a browser runs one app per locale it views, so
/// two tabs in two locales do not undo each other), with the least recently used dropped
/// beyond a limit so a forgotten tab cannot grow the server forever.
@MainActor
final class SessionStore {
    private var sessions: [PreviewSession.Key: PreviewSession] = [:]
    let limit: Int

    init(limit: Int) {
        self.limit = max(1, limit)
    }

    subscript(key: PreviewSession.Key) -> PreviewSession? { sessions[key] }

    func insert(_ session: PreviewSession) {
        sessions[session.key] = session
        while sessions.count > limit, let oldest = sessions.values.min(by: { $0.lastUsed < $1.lastUsed }) {
            sessions[oldest.key] = nil
        }
    }

    var count: Int { sessions.count }

    /// Whether the browser with cookie `id` has a session in any locale.
    func contains(id: String) -> Bool { sessions.keys.contains { $0.id == id } }

    /// A new unguessable session id: 128 random bits as hex.
    static func newID() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<2).map { _ in
            let value = generator.next() as UInt64
            let hex = String(value, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }.joined()
    }

    /// The session id in a `Cookie` header, if any.
    static func sessionID(fromCookieHeader header: String?, name: String) -> String? {
        guard let header else { return nil }
        for pair in header.split(separator: ";") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == name else { continue }
            let value = parts[1].trimmingCharacters(in: .whitespaces)
            if value.count == 32, value.allSatisfy(\.isHexDigit) { return value }
        }
        return nil
    }

    /// The session cookie's name for a request to `host` (its `Host` header): `sdui_session_8080`.
    /// Browsers keep cookies per host, not per port, so two previews open in one browser
    /// (the Bible app on 8080, Podcasts on 8081) would otherwise replace each other's session
    /// on every request.
    static func cookieName(host: String?) -> String {
        let port = host.flatMap { header in header.lastIndex(of: ":").map { header[header.index(after: $0)...] } } ?? ""
        return "sdui_session_" + (!port.isEmpty && port.count <= 5 && port.allSatisfy(\.isASCII) && port.allSatisfy(\.isNumber) ? String(port) : "80")
    }

    static func setCookie(_ id: String, name: String) -> String {
        "\(name)=\(id); Path=/; HttpOnly; SameSite=Strict"
    }
}
