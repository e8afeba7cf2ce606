#if canImport(SwiftUI)
import Foundation
import SwiftUI

#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif

/// Turns downloaded bytes into an image ready to draw, off the main actor.
///
/// `UIImage(data:)` alone only parses the header: the pixels would be decoded at the first
/// draw, on the main thread, in the middle of a scroll. So on iOS the image is decoded here,
/// on a background thread, by `byPreparingThumbnail(ofSize:)` at the pixel size it is shown
/// at (a 3000-pixel cover in a 60-point cell costs 180² pixels, not 3000²), or by
/// `byPreparingForDisplay()` when it is shown at full size or larger.
///
/// macOS: AppKit has no decode-ahead API; the NSImage is made here and decodes at its first
/// draw (the renderer's macOS path is type-checked, not tuned).
enum ImageDecoder {
    /// A decoded image and what it holds in memory (4 bytes per pixel).
    struct Decoded: Sendable {
        let image: Image
        let bytes: Int
    }

    /// Decodes `data` for a frame of `pixelSize` (nil: not laid out yet, or unknown) filled or
    /// fitted by `contentMode`; nil when the bytes are not an image the platform decodes.
    nonisolated static func decode(_ data: Data, pixelSize: CGSize?, filling: Bool) async -> Decoded? {
        #if canImport(UIKit)
        guard let encoded = UIImage(data: data) else { return nil }
        let target = pixelSize.flatMap { thumbnailSize(of: encoded.size, in: $0, filling: filling) }
        let prepared: UIImage?
        if let target {
            prepared = await encoded.byPreparingThumbnail(ofSize: target)
        } else {
            prepared = await encoded.byPreparingForDisplay()
        }
        guard let prepared else { return nil }
        let pixels = prepared.size.width * prepared.scale * prepared.size.height * prepared.scale
        return Decoded(image: Image(uiImage: prepared), bytes: Int(pixels) * 4)
        #elseif canImport(AppKit)
        guard let encoded = NSImage(data: data) else { return nil }
        let size = encoded.size
        return Decoded(image: Image(nsImage: encoded), bytes: Int(size.width * size.height) * 4)
        #endif
    }

    /// The size to decode an image of `original` pixels at, to cover (`filling`) or fit inside
    /// `frame` pixels keeping its aspect ratio; nil when that is not smaller than the original
    /// (decoding larger would add nothing) or a size is empty.
    static func thumbnailSize(of original: CGSize, in frame: CGSize, filling: Bool) -> CGSize? {
        guard original.width > 0, original.height > 0, frame.width > 0, frame.height > 0 else { return nil }
        let widthRatio = frame.width / original.width
        let heightRatio = frame.height / original.height
        let ratio = filling ? max(widthRatio, heightRatio) : min(widthRatio, heightRatio)
        guard ratio < 1 else { return nil }
        return CGSize(width: (original.width * ratio).rounded(.up), height: (original.height * ratio).rounded(.up))
    }
}
#endif
