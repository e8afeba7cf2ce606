#if canImport(SwiftUI)
import Foundation
import ImagePipeline
import SwiftUI
import ViewEngine

/// A remote image loaded through the engine's ``ImagePipeline/ImageLoader`` (memory, then
/// disk, then network), decoded off the main actor at the size it is shown
/// (``ImageDecoder``), kept decoded in the engine's ``DecodedImageCache``, with a placeholder
/// while loading and a failure state.
///
/// Like `AsyncImage`, but cached: scrolling a list back shows artwork at once instead of
/// fetching and decoding it again.
struct RemoteImageView: View {
    let url: String
    let image: RenderNode.Image
    @Environment(\.screenScope) private var scope
    @Environment(\.displayScale) private var displayScale
    @State private var phase = Phase.loading
    /// The frame's size in points, once laid out.
    @State private var frameSize: CGSize?

    enum Phase {
        case loading
        case loaded(Image)
        case failed
    }

    var body: some View {
        let key = cacheKey
        Group {
            if let key, let cached = scope?.engine.decodedImages.image(for: key) {
                fitted(cached)
            } else {
                switch phase {
                case .loading:
                    ImagePlaceholder(symbol: nil)
                case .loaded(let picture):
                    fitted(picture)
                case .failed:
                    ImagePlaceholder(symbol: "photo")
                }
            }
        }
        .background {
            GeometryReader { proxy in
                Color.clear
                    .onAppear { frameSize = proxy.size }
                    .onChange(of: proxy.size) { _, size in frameSize = size }
            }
        }
        // Keyed by URL and pixel size: a row reused for another podcast loads the new
        // artwork, and a frame that changes size decodes again at the new size.
        .task(id: key) {
            if let key { await load(key) }
        }
    }

    private func fitted(_ picture: Image) -> some View {
        FittedImage(image: image.configured(picture), aspectRatio: image.aspectRatio, contentMode: image.contentMode)
    }

    /// Nil until the frame is laid out with a size (the decode size depends on it).
    private var cacheKey: DecodedImageCache.Key? {
        guard let size = frameSize, size.width > 0, size.height > 0 else { return nil }
        return DecodedImageCache.Key(
            url: url, pixelWidth: Int((size.width * displayScale).rounded(.up)),
            pixelHeight: Int((size.height * displayScale).rounded(.up)))
    }

    private func load(_ key: DecodedImageCache.Key) async {
        guard let engine = scope?.engine, let address = URL(string: url) else {
            phase = .failed
            return
        }
        if let cached = engine.decodedImages.image(for: key) {
            phase = .loaded(cached)
            return
        }
        phase = .loading
        do {
            let data = try await engine.images.data(for: address)
            let pixelSize = CGSize(width: key.pixelWidth, height: key.pixelHeight)
            if let decoded = await ImageDecoder.decode(data, pixelSize: pixelSize, filling: image.contentMode == .fill) {
                engine.decodedImages.insert(decoded.image, bytes: decoded.bytes, for: key)
                // A load the view has moved on from (another URL or size: a new task) must
                // not overwrite what the newer one shows.
                guard !Task.isCancelled else { return }
                phase = .loaded(decoded.image)
            } else {
                // Bytes that do not decode would fail again from the cache on every launch.
                await engine.images.discard(address)
                guard !Task.isCancelled else { return }
                phase = .failed
            }
        } catch is CancellationError {
            // The row scrolled away; the next appearance loads again.
        } catch {
            guard !Task.isCancelled else { return }
            phase = .failed
        }
    }
}
#endif
