/// Why ``Gunzip/decompress(_:maximumSize:)`` could not return the data: the input is not a
/// whole, intact gzip stream, or it inflates to more than the caller allows.
public enum GunzipError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The input does not start with the gzip signature (bytes 1f 8b).
    case notGzip
    /// The stream is damaged: zlib's reason (a bad block, a CRC-32 or length mismatch in the
    /// trailer, an unknown compression method).
    case corrupt(String)
    /// The input ends before the stream does, after inflating this many bytes.
    case truncated(decompressedBytes: Int)
    /// The stream inflates to more than `limit` bytes; inflating stopped there.
    case tooLarge(limit: Int)
    /// Bytes follow the end of the gzip stream (a second member or garbage).
    case trailingData(bytes: Int)
    /// zlib could not start or run (out of memory, or an unexpected status code).
    case zlib(status: Int32, message: String)

    public var description: String {
        switch self {
        case .notGzip: return "not gzip data (no 1f 8b signature)"
        case .corrupt(let reason): return "corrupt gzip data: \(reason)"
        case .truncated(let bytes): return "truncated gzip data: the input ends after \(bytes) decompressed bytes, before the stream does"
        case .tooLarge(let limit): return "gzip data decompresses to more than the limit of \(limit) bytes"
        case .trailingData(let bytes): return "\(bytes) bytes follow the end of the gzip stream"
        case .zlib(let status, let message): return "zlib failed (status \(status)): \(message)"
        }
    }
}
