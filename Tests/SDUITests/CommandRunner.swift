import Foundation
import Testing

/// Runs the built `sdui` binary and captures its output and exit code.
struct CommandRunner {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static func binary() throws -> URL {
        let url = packageRoot.appendingPathComponent(".build/debug/sdui")
        guard FileManager.default.isExecutableFile(atPath: url.path) else {
            throw CommandError("no sdui binary at \(url.path); run `swift build` before `swift test`")
        }
        return url
    }

    /// Runs `sdui arguments`; `environment`, when given, replaces the inherited one.
    static func run(_ arguments: [String], environment: [String: String]? = nil) throws -> Result {
        let process = Process()
        process.executableURL = try binary()
        process.arguments = arguments
        if let environment { process.environment = environment }
        process.currentDirectoryURL = packageRoot
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read before waiting so a large output cannot fill the pipe and block the child.
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self))
    }
}

struct CommandError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// A temporary folder removed at the end of a test.
struct Scratch {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("sdui-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func write(_ name: String, _ text: String) throws -> String {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        return file.path
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)  // best effort: a leftover temp folder is harmless
    }
}
