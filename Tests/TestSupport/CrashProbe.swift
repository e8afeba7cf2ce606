import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A helper executable built next to the tests (`swift build` puts it in `.build/debug`) that
/// does some writing, prints `ready` once its first write is done, and goes on until killed:
/// the crash tests kill it mid-write and check what it left on disk.
public struct CrashProbe: Sendable {
    public let url: URL

    /// The probe named `product`; a clear failure when it has not been built.
    public init(_ product: String) throws {
        url = try builtProduct(product)
    }

    /// Starts the probe with `arguments`, waits for its `ready`, lets it work for
    /// `milliseconds` more and kills it with SIGKILL (no chance to tidy up, as a power cut).
    /// Returns whether it said `ready` and whether it died of the signal.
    public func killMidWrite(arguments: [String], after milliseconds: UInt64) async throws -> (ready: Bool, killed: Bool) {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let ready = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self).contains("ready")
        try await Task.sleep(nanoseconds: milliseconds * 1_000_000)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        return (ready, process.terminationReason == .uncaughtSignal)
    }
}
