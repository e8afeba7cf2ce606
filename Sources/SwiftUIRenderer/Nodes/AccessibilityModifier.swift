#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// A node's accessibility label, hint, identifier (for UI tests) and hiding. Only what the
/// node sets is applied: an empty label would hide the view's own (a text's content).
struct AccessibilityModifier: ViewModifier {
    let accessibility: RenderNode.Accessibility

    func body(content: Content) -> some View {
        if accessibility.isEmpty {
            content
        } else {
            content
                .ifLet(accessibility.label) { $0.accessibilityLabel(Text(verbatim: $1)) }
                .ifLet(accessibility.hint) { $0.accessibilityHint(Text(verbatim: $1)) }
                .ifLet(accessibility.identifier) { $0.accessibilityIdentifier($1) }
                .accessibilityHidden(accessibility.isHidden)
        }
    }
}
#endif
