#if canImport(SwiftUI)
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

    private struct Entry {
        let image: Image
        let bytes: Int
        var lastUse: Int
    }

    let byteLimit: Int
    private var entries: [Key: Entry] = [:]
    private var clock = 0
    /// The pixel bytes held now.
    private(set) var totalBytes = 0

    init(byteLimit: Int) {
        self.byteLimit = byteLimit
    }

    func image(for key: Key) -> Image? {
        guard var entry = entries[key] else { return nil }
        clock += 1
        entry.lastUse = clock
        entries[key] = entry
        return entry.image
    }

    /// Keeps `image`, then drops the least recently used images until the total fits. An
    /// image larger than the whole budget is not kept.
    func insert(_ image: Image, bytes: Int, for key: Key) {
        guard bytes <= byteLimit else { return }
        if let old = entries.removeValue(forKey: key) { totalBytes -= old.bytes }
        clock += 1
        entries[key] = Entry(image: image, bytes: bytes, lastUse: clock)
        totalBytes += bytes
        while totalBytes > byteLimit, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            entries[oldest.key] = nil
            totalBytes -= oldest.value.bytes
        }
    }
}
#endif
