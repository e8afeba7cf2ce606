#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// `label`: SwiftUI's `Label`; an SF Symbol icon is `Image(systemName:)` (mirrored in a
/// right-to-left layout when it points left or right; the title never is), any other icon
/// source draws as an image node.
struct LabelNodeView: View {
    let label: RenderNode.Label

    var body: some View {
        switch label.icon {
        case .system(let name):
            Label {
                Text(verbatim: label.title)
            } icon: {
                Image(systemName: name).mirroring(symbol: name)
            }
        case .asset, .url, .none:
            Label {
                Text(verbatim: label.title)
            } icon: {
                ImageNodeView(image: RenderNode.Image(source: label.icon, isResizable: true, aspectRatio: 1, contentMode: .fit, alt: nil))
            }
        }
    }
}
#endif
