#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// `onTap` on any node: the whole frame is tappable and runs the action on the node's screen.
struct TapActionModifier: ViewModifier {
    let action: BoundAction?
    @Environment(\.screenScope) private var scope

    func body(content: Content) -> some View {
        if let action {
            content
                .contentShape(Rectangle())
                .onTapGesture { scope?.perform(action) }
                .accessibilityAddTraits(.isButton)
        } else {
            content
        }
    }
}
#endif
