#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// `button` and `navigation_link` (a button whose action navigates).
///
/// Plain style: the label node's own style decides how it looks, as it does on the web, rather
/// than the platform tinting every label (a podcast card is a button too).
struct ButtonNodeView: View {
    let button: RenderNode.Button
    @Environment(\.screenScope) private var scope
    @Environment(\.engineButtonStyle) private var style

    var body: some View {
        Button(role: button.role?.swiftUI) {
            scope?.perform(button.action)
        } label: {
            NodeView(button.label)
        }
        .modifier(ButtonStyleView(style: style ?? .plain))
        .disabled(button.isDisabled)
    }
}

extension RenderNode.Button.Role {
    var swiftUI: ButtonRole {
        switch self {
        case .destructive: return .destructive
        case .cancel: return .cancel
        }
    }
}
#endif
