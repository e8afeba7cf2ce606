import Foundation

/// Lines for standard error, where tools and hosts log.
public enum StandardError {
    /// Writes `text` and a line break. A line that cannot be written — the reader closed its end
    /// of the pipe (`sdui serve 2>&1 | head`), the terminal hung up — has nowhere else to go
    /// and is dropped: `FileHandle.write(_:)` would trap instead, stopping a server over a log line.
    public static func writeLine(_ text: String) {
        do {
            try FileHandle.standardError.write(contentsOf: Data((text + "\n").utf8))
        } catch {
            // Deliberately empty: this is the channel errors would be reported on.
        }
    }
}
