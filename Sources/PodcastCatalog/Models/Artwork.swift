import Foundation

/// A record's artwork URLs by edge length in points (iTunes sends squares: 30, 60, 100,
/// 160 and 600).
public struct Artwork: Sendable, Hashable {
    /// URLs by edge length.
    public let urls: [Int: URL]

    /// Artwork with these URLs; with none, ``url(atLeast:)`` returns nil.
    public init(urls: [Int: URL]) {
        self.urls = urls
    }

    /// Reads `artworkUrl<N>` members for each size.
    init(_ reader: RecordReader, sizes: [Int]) {
        var urls: [Int: URL] = [:]
        for size in sizes {
            if let url = reader.url("artworkUrl\(size)") { urls[size] = url }
        }
        self.urls = urls
    }

    /// The smallest artwork at least `size` points wide, else the largest there is.
    public func url(atLeast size: Int) -> URL? {
        let sizes = urls.keys.sorted()
        guard let chosen = sizes.first(where: { $0 >= size }) ?? sizes.last else { return nil }
        return urls[chosen]
    }
}
