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

    /// The built `sdui`; a clear failure when `swift build` has not made it.
    static func binary() throws -> URL {
        try builtProduct("sdui")
    }

    /// Runs `sdui arguments` (or another built `product`); `environment`, when given, replaces
    /// the inherited one.
    static func run(_ arguments: [String], environment: [String: String]? = nil, product: String = "sdui") throws -> Result {
        let process = Process()
        process.executableURL = try builtProduct(product)
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

    /// Runs `sdui command <bundle> extra…` over a scratch bundle holding `files` (relative path
    /// and text, written in order), removed afterwards.
    static func run(_ command: String, bundle files: [(String, String)], _ extra: [String] = []) throws -> Result {
        let scratch = try TemporaryFolder()
        defer { scratch.cleanUp() }
        for (name, text) in files { try scratch.write(name, text) }
        return try run([command, scratch.url.path] + extra)
    }

    /// Expects `sdui arguments` to succeed and print exactly the committed file at `path` (relative
    /// to the package root): generated files must not go stale. `command` is how to regenerate it.
    static func expectOutput(
        of arguments: [String], equalsCommitted path: String, regeneratedBy command: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let result = try run(arguments)
        #expect(result.status == 0, "\(result.stderr)", sourceLocation: sourceLocation)
        let committed = try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
        #expect(result.stdout == committed, "\(path) is stale: run `\(command)`", sourceLocation: sourceLocation)
    }
}
