import Foundation
import TestSupport
import ViewEngine

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `sdui serve …` running in the background for one test: started on a free port, its URL
/// read from its first line, stopped by ``stop()``. A browser session over it speaks the wire
/// protocol as the client script does (page, settle, action), keeping the session cookie.
final class ServeProcess {
    let process = Process()
    let url: URL
    private(set) var cookie: String?
    private let errors: Pipe
    /// The scratch bundle ``serving(bundle:_:)`` made, removed by ``stop()``.
    private var scratch: TemporaryFolder?

    init(_ arguments: [String], environment: [String: String]) throws {
        process.executableURL = try CommandRunner.binary()
        process.arguments = ["serve"] + arguments + ["--port", "0"]
        process.environment = environment
        process.currentDirectoryURL = packageRoot
        let out = Pipe()
        errors = Pipe()
        process.standardOutput = out
        process.standardError = errors
        try process.run()
        // The first line is "Serving … at http://127.0.0.1:PORT/".
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        let text = String(decoding: line, as: UTF8.self)
        guard let range = text.range(of: " at http://"), let found = URL(string: "http://" + text[range.upperBound...].prefix { !$0.isWhitespace }) else {
            process.terminate()
            throw CommandError("sdui serve did not start: \(text) \(String(decoding: errors.fileHandleForReading.availableData, as: UTF8.self))")
        }
        url = found
    }

    /// Serves a scratch bundle that `write` fills, with `arguments` after the bundle's path. The
    /// folder is also the server's HOME (``TemporaryFolder/isolatedEnvironment``); ``stop()``
    /// removes it.
    static func serving(bundle write: (TemporaryFolder) throws -> Void, _ arguments: [String]) throws -> ServeProcess {
        let scratch = try TemporaryFolder()
        do {
            try write(scratch)
            let serve = try ServeProcess([scratch.url.path] + arguments, environment: scratch.isolatedEnvironment)
            serve.scratch = scratch
            return serve
        } catch {
            scratch.cleanUp()
            throw error
        }
    }

    func stop() {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        scratch?.cleanUp()
    }

    /// `GET /`: the page's HTML (and the session cookie).
    func page() async throws -> String {
        try await send("GET", "/").body
    }

    /// `GET /_sdui/settle`: the app's HTML once running actions have finished.
    func settle() async throws -> String {
        try frameHTML(try await send("GET", "/_sdui/settle").body)
    }

    /// Taps the element with `data-testid="<testID>"` in `html`; returns the new app HTML.
    func tap(_ testID: String, in html: String) async throws -> String {
        let marker = "data-testid=\"\(testID)\""
        guard let range = html.range(of: marker), let tagStart = html[..<range.lowerBound].range(of: "<", options: .backwards),
            let tagEnd = html[range.upperBound...].firstIndex(of: ">"),
            let idStart = html[tagStart.lowerBound..<tagEnd].range(of: "data-action=\"")?.upperBound,
            let id = Int(html[idStart...].prefix { $0.isNumber })
        else { throw CommandError("no tappable \(marker) on the page") }
        return try frameHTML(try await send("POST", "/_sdui/action", body: #"{"id": \#(id)}"#).body)
    }

    /// One request with the session cookie; remembers a cookie the server sets.
    func send(_ method: String, _ path: String, body: String? = nil) async throws -> (status: Int, body: String) {
        var request = URLRequest(url: URL(string: path, relativeTo: url)!.absoluteURL)
        request.httpMethod = method
        if let cookie { request.setValue(cookie, forHTTPHeaderField: "Cookie") }
        if let body {
            request.httpBody = Data(body.utf8)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        let (data, response) = try await URLSession.shared.data(for: request)
        let http = response as! HTTPURLResponse
        if let setCookie = http.value(forHTTPHeaderField: "Set-Cookie") { cookie = String(setCookie.prefix { $0 != ";" }) }
        return (http.statusCode, String(decoding: data, as: UTF8.self))
    }

    private func frameHTML(_ body: String) throws -> String {
        guard let html = try JSONDocument.parse(body, fileName: "frame").root.value["html"]?.stringValue else {
            throw CommandError("not a frame: \(body.prefix(200))")
        }
        return html
    }
}
