#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// `async_image`: SwiftUI's `AsyncImage`, showing the node's placeholder while loading (a
/// spinner without one) and its failure content when the image cannot be had (a photo
/// symbol without one). A URL the engine refused loads nothing and fails at once.
struct AsyncImageNodeView: View {
    let image: RenderNode.AsyncImage

    var body: some View {
        AsyncImage(url: image.url.flatMap { URL(string: $0) }) { phase in
            if let loaded = phase.image {
                loaded.resizable().aspectRatio(contentMode: image.contentMode == .fill ? .fill : .fit)
            } else if phase.error != nil || image.url == nil {
                if let failure = image.failure { NodeView(failure) } else { Image(systemName: "photo").foregroundStyle(.secondary) }
            } else {
                if let placeholder = image.placeholder { NodeView(placeholder) } else { ProgressView() }
            }
        }
        .ifLet(image.alt) { $0.accessibilityLabel(Text(verbatim: $1)) }
    }
}
#endif
