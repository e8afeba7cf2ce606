import Foundation
import Testing
import ViewEngine

/// The package root, found from this file's path (Tests/TestSupport/TestSupport.swift).
public let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// A folder for one test's files, removed by the caller with ``cleanUp()``.
public struct TemporaryFolder: Sendable {
    public let url: URL

    public init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("sdui-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Writes `text` at `name` (a relative path; folders are created); returns the file's path.
    @discardableResult public func write(_ name: String, _ text: String) throws -> String {
        try write(name, bytes: Array(text.utf8))
    }

    /// Writes `bytes` at `name` (a relative path; folders are created); returns the file's
    /// path. For content that is not UTF-8 text, such as a file that is deliberately not JSON.
    @discardableResult public func write(_ name: String, bytes: [UInt8]) throws -> String {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file)
        return file.path
    }

    /// The files directly inside the folder.
    public func files() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil)
    }

    /// An environment for a child process whose per-user files (HOME) stay in this folder:
    /// only PATH is inherited, so nothing of the user's settings leaks into a test.
    public var isolatedEnvironment: [String: String] {
        ["HOME": url.path, "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"]
    }

    /// Removes the folder and everything in it; call it in a `defer` right after ``init()``.
    public func cleanUp() {
        try? FileManager.default.removeItem(at: url)  // best effort: a leftover temp folder is harmless
    }
}

/// A clock tests move by hand.
public final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date

    /// 2025-11-22 09:00:00 UTC by default.
    public init(_ start: Date = Date(timeIntervalSince1970: 1_763_802_000)) {
        current = start
    }

    public var now: Date { lock.withLock { current } }

    public func advance(_ seconds: TimeInterval) {
        lock.withLock { current = current.addingTimeInterval(seconds) }
    }

    /// The clock as caches and services take it.
    public var function: @Sendable () -> Date { { self.now } }
}

/// Decodes the view node in `json` and resolves it against `data`: the one way tests turn JSON
/// into a render tree. Decoding errors fail the test unless `allowingErrors` (for tests of
/// placeholders); nil is the resolver's answer for a node whose condition is false.
public func resolve(
    json: String, data: JSONValue = [:], theme: Theme = Theme(), components: [String: ComponentDefinition] = [:],
    mode: Resolver.Mode = .debug, issues: RuntimeIssueLog = RuntimeIssueLog(), allowingErrors: Bool = false,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws -> RenderNode? {
    let (node, diagnostics) = try resolveReporting(json: json, data: data, theme: theme, components: components, mode: mode, issues: issues)
    if !allowingErrors {
        #expect(!diagnostics.hasErrors, "\(diagnostics.errors)", sourceLocation: sourceLocation)
    }
    return node
}

/// ``resolve(json:data:theme:components:mode:issues:allowingErrors:sourceLocation:)`` for
/// tests of what decoding reports: the decoder's diagnostics come back beside the node, and
/// none of them fails the test.
public func resolveReporting(
    json: String, data: JSONValue = [:], theme: Theme = Theme(), components: [String: ComponentDefinition] = [:],
    mode: Resolver.Mode = .debug, issues: RuntimeIssueLog = RuntimeIssueLog()
) throws -> (node: RenderNode?, diagnostics: Diagnostics) {
    var decoder = SchemaDecoder()
    let node = decoder.node(try JSONDocument.parse(json, fileName: "test.json").root)
    let resolver = Resolver(theme: theme, components: components, environment: .fixed(), mode: mode, issues: issues)
    return (resolver.resolve(node, in: DataContext(root: data)), decoder.diagnostics)
}
