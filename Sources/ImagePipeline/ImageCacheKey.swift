/// What the image caches are keyed by: the image URL as written, and a file name derived
/// from it that is the same on every launch (a `Hasher` value is seeded per process, so it
/// could not name files that must be found again after a relaunch).
public struct ImageCacheKey: Sendable, Hashable, CustomStringConvertible {
    /// The URL text the key was made from.
    public let url: String

    /// A key for `url` as written (``ImageLoader`` passes `URL.absoluteString`); no normalizing.
    public init(url: String) {
        self.url = url
    }

    /// `<16 hex digits of FNV-1a 64>.img`: short, filesystem-safe and stable.
    public var fileName: String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in url.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex + ".img"
    }

    public var description: String { url }
}
