#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// An unknown or broken node. The resolver only produces these in debug mode, so they are
/// loud: a dashed red box with the problem, where the node would have been.
struct PlaceholderNodeView: View {
    let typeName: String?
    let message: String

    init(placeholder: RenderNode.Placeholder) {
        self.init(typeName: placeholder.typeName, message: placeholder.message)
    }

    init(typeName: String?, message: String) {
        self.typeName = typeName
        self.message = message
    }

    var body: some View {
        Label {
            Text(verbatim: (typeName.map { "\($0): " } ?? "") + message)
                .font(.caption.monospaced())
        } icon: {
            Image(systemName: "exclamationmark.triangle.fill")
        }
        .foregroundStyle(.red)
        .padding(8)
        .overlay(RoundedRectangle(cornerRadius: 6).strokeBorder(.red, style: StrokeStyle(lineWidth: 1, dash: [4, 3])))
    }
}
#endif
