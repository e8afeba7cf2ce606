#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// A node drawn to an image with `ImageRenderer`, for sharing. Remote images inside it show
/// their placeholder: the renderer draws once, without waiting for downloads.
@MainActor
enum SnapshotImage {
    static func render(_ node: RenderNode, scope: ScreenScope?, scale: CGFloat) -> Image? {
        let renderer = ImageRenderer(content: NodeView(node).environment(\.screenScope, scope))
        renderer.scale = scale
        // The platform image types exist only in the SDKs; the Linux type-check stops here.
        #if canImport(UIKit)
        return renderer.uiImage.map { Image(uiImage: $0) }
        #elseif canImport(AppKit)
        return renderer.nsImage.map { Image(nsImage: $0) }
        #else
        return nil
        #endif
    }
}
#endif
