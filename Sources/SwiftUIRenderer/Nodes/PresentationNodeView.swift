#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// `alert`, `confirmation_dialog`, `popover` and `full_screen_cover` written as nodes: an
/// invisible anchor carrying the presentation's modifier, which draws it exactly as the
/// modifier of the same name does.
struct PresentationNodeView: View {
    let presentation: RenderNode.Presentation

    var body: some View {
        Color.clear
            .frame(width: 0, height: 0)
            .accessibilityHidden(true)
            .modifier(NavigationModifierView(modifier: presentation.modifier))
    }
}
#endif
