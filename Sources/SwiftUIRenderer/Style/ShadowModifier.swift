#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// `shadow`: a drop shadow of the (already clipped) view.
struct ShadowModifier: ViewModifier {
    let shadow: ResolvedShadow?
    @Environment(\.colorScheme) private var colorScheme

    func body(content: Content) -> some View {
        content.ifLet(shadow) { view, shadow in
            view.shadow(color: shadow.color.color(for: colorScheme), radius: CGFloat(shadow.radius), x: CGFloat(shadow.x), y: CGFloat(shadow.y))
        }
    }
}
#endif
