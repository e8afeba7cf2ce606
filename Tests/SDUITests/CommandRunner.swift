import Foundation
import Testing
import TestSupport

/// Runs the built `sdui` binary and captures its output and exit code.
struct CommandRunner {
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

    static func run(_ arguments: [String]) throws -> Result {
        let process = Process()
        process.executableURL = try binary()
        process.arguments = arguments
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
