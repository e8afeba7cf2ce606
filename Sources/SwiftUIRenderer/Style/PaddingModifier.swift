#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// `padding`, per edge.
struct PaddingModifier: ViewModifier {
    let padding: ViewEngine.EdgeInsets?

    func body(content: Content) -> some View {
        if let padding {
            content.padding(
                SwiftUI.EdgeInsets(
                    top: CGFloat(padding.top), leading: CGFloat(padding.leading), bottom: CGFloat(padding.bottom),
                    trailing: CGFloat(padding.trailing)))
        } else {
            content
        }
    }
}
#endif
