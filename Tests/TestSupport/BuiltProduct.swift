import Foundation

/// The executable `product` (`sdui`, a crash probe) that `swift build` put in `.build/debug`,
/// for tests that run it as its own process (exit codes, output, a kill mid-write); a clear
/// failure when it has not been built.
public func builtProduct(_ product: String) throws -> URL {
    let url = packageRoot.appendingPathComponent(".build/debug/\(product)")
    guard FileManager.default.isExecutableFile(atPath: url.path) else {
        throw TestFailure("no \(product) at \(url.path); run `swift build` before `swift test`")
    }
    return url
}
