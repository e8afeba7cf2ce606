import Foundation
import TestSupport

/// `sdui serve …` running in the background for one test: started on a free port, read from
/// the URL on its first line, stopped by ``stop()``. It only owns the process; a browser
/// session over it is a ``PreviewClient`` on ``port``, the same client the preview server's
/// own tests use, so the wire protocol is spoken by one piece of test code.
final class ServeProcess {
    let process = Process()
    /// The port the server printed it listens on, for a ``PreviewClient``.
    let port: UInt16
    private let output: Pipe
    private let errors: Pipe
    /// The scratch bundle ``serving(bundle:_:)`` made, removed by ``stop()``.
    private var scratch: TemporaryFolder?

    init(_ arguments: [String], environment: [String: String]) throws {
        process.executableURL = try CommandRunner.binary()
        process.arguments = ["serve"] + arguments + ["--port", "0"]
        process.environment = environment
        process.currentDirectoryURL = packageRoot
        let out = Pipe()
        output = out
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
        guard let range = text.range(of: " at http://"), let found = URL(string: "http://" + text[range.upperBound...].prefix { !$0.isWhitespace }),
            let port = found.port.flatMap(UInt16.init(exactly:))
        else {
            process.terminate()
            throw TestFailure("sdui serve did not start: \(text) \(String(decoding: errors.fileHandleForReading.availableData, as: UTF8.self))")
        }
        self.port = port
    }

    /// A new browser session on the server (no page opened yet).
    func client() -> PreviewClient {
        PreviewClient(port: port)
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

    /// Closes the test's ends of the server's output and error pipes, as `sdui serve 2>&1 | head`
    /// does once `head` has its lines: the server's next log line meets a closed pipe.
    func closeOutput() throws {
        try output.fileHandleForReading.close()
        try errors.fileHandleForReading.close()
    }

    /// Stops the server and returns what it wrote on standard error.
    func stopReadingErrors() throws -> String {
        stop()
        return String(decoding: try errors.fileHandleForReading.readToEnd() ?? Data(), as: UTF8.self)
    }

    func stop() {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        scratch?.cleanUp()
    }
}
