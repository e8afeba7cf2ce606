#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// `image`: an SF Symbol, an app asset or a remote image, sized as the node says.
struct ImageNodeView: View {
    let image: RenderNode.Image

    var body: some View {
        Group {
            switch image.source {
            case .system(let name):
                sized(image.configured(Image(systemName: name))).mirroring(symbol: name)
            case .asset(let name):
                sized(image.configured(Image(name)))
            case .url(let url):
                RemoteImageView(url: url, image: image)
            case .none:
                ImagePlaceholder(symbol: "photo")
            }
        }
        .ifLet(image.alt) { $0.accessibilityLabel(Text(verbatim: $1)) }
    }

    @ViewBuilder private func sized(_ picture: Image) -> some View {
        if image.isResizable {
            FittedImage(image: picture, aspectRatio: image.aspectRatio, contentMode: image.contentMode)
        } else {
            picture
        }
    }
}
#endif
