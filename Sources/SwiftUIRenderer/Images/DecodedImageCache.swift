#if canImport(SwiftUI)
import ImagePipeline
import SwiftUI

/// Decoded images in memory, by address and the pixel size they were decoded for, so a row
/// that scrolls back shows its artwork in the same frame, without decoding again. (The
/// engine's ``ImagePipeline/ImageLoader`` keeps the encoded bytes; this keeps what is drawn.)
///
/// Holds at most `byteLimit` bytes of pixels; the least recently used images go first. Used
/// from the main actor only, where views read it while drawing.
@MainActor
final class DecodedImageCache {
    struct Key: Hashable {
        let url: String
        let pixelWidth: Int
        let pixelHeight: Int
    }

    private var cache: LRUCache<Key, Image>

    init(byteLimit: Int) {
        cache = LRUCache(costLimit: byteLimit)
    }

    var byteLimit: Int { cache.costLimit }
    /// The pixel bytes held now.
    var totalBytes: Int { cache.totalCost }

    func image(for key: Key) -> Image? { cache.value(for: key) }

    /// Keeps `image`, then drops the least recently used images until the total fits. An
    /// image larger than the whole budget is not kept.
    func insert(_ image: Image, bytes: Int, for key: Key) { cache.insert(image, cost: bytes, for: key) }
}
#endif
