#if canImport(SwiftUI)
import Foundation
import ImagePipeline
import SwiftUI
import ViewEngine

/// A remote image loaded through the engine's ``ImagePipeline/ImageLoader`` (memory, then
/// disk, then network), with a placeholder while loading and a failure state.
///
/// Like `AsyncImage`, but cached: scrolling a list back shows artwork at once instead of
/// fetching it again.
struct RemoteImageView: View {
    let url: String
    let image: RenderNode.Image
    @Environment(\.screenScope) private var scope
    @State private var phase = Phase.loading

    enum Phase {
        case loading
        case loaded(Image)
        case failed
    }

    var body: some View {
        Group {
            switch phase {
            case .loading:
                ImagePlaceholder(symbol: nil)
            case .loaded(let picture):
                FittedImage(image: picture, aspectRatio: image.aspectRatio, contentMode: image.contentMode)
            case .failed:
                ImagePlaceholder(symbol: "photo")
            }
        }
        // Keyed by URL: a row reused for another podcast loads the new artwork.
        .task(id: url) { await load() }
    }

    private func load() async {
        phase = .loading
        guard let loader = scope?.engine.images, let address = URL(string: url) else {
            phase = .failed
            return
        }
        do {
            let data = try await loader.data(for: address)
            if let picture = await Self.decode(data) {
                phase = .loaded(picture)
            } else {
                // Bytes that do not decode would fail again from the cache on every launch.
                await loader.discard(address)
                phase = .failed
            }
        } catch is CancellationError {
            // The row scrolled away; the next appearance loads again.
        } catch {
            phase = .failed
        }
    }

    /// Decodes off the main actor: large artwork takes long enough to drop frames.
    nonisolated static func decode(_ data: Data) async -> Image? {
        Image(decoding: data)
    }
}
#endif
