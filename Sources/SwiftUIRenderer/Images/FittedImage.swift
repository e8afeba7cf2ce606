#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// A resizable image in the space the node's frame gives it. `fill` crops to that space
/// (the image is an overlay of a clear view that takes the frame, then clipped) instead of
/// spilling over its neighbours.
struct FittedImage: View {
    let image: Image
    let aspectRatio: Double?
    let contentMode: RenderNode.Image.ContentMode

    var body: some View {
        switch contentMode {
        case .fit:
            image.resizable().aspectRatio(aspectRatio.map { CGFloat($0) }, contentMode: .fit)
        case .fill:
            Color.clear
                .aspectRatio(aspectRatio.map { CGFloat($0) }, contentMode: .fit)
                .overlay { image.resizable().aspectRatio(contentMode: .fill) }
                .clipped()
        }
    }
}
#endif
