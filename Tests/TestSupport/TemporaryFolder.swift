import Foundation

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
