#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// `label`: SwiftUI's `Label`; an SF Symbol icon uses `Label(_:systemImage:)`, any other icon
/// source draws as an image node.
struct LabelNodeView: View {
    let label: RenderNode.Label

    var body: some View {
        switch label.icon {
        case .system(let name):
            Label(label.title, systemImage: name)
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
