#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// `border`: a stroke inside the view's bounds, following its clip shape (a rounded card gets
/// a rounded border).
struct BorderModifier: ViewModifier {
    let border: ResolvedBorder?
    let shape: NodeShape
    @Environment(\.colorScheme) private var colorScheme

    func body(content: Content) -> some View {
        content.ifLet(border) { view, border in
            view.overlay { shape.strokeBorder(border.color.color(for: colorScheme), lineWidth: CGFloat(border.width)) }
        }
    }
}
#endif
