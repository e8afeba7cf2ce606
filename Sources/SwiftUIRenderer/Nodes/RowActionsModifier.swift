#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// A list row's swipe actions: `.swipeActions` (a swipe in a `List`) and the same buttons as a
/// context menu (a long press anywhere, so rows that joined a stack or grid keep them too).
struct RowActionsModifier: ViewModifier {
    let actions: [RowAction]
    @Environment(\.screenScope) private var scope

    func body(content: Content) -> some View {
        if actions.isEmpty {
            content
        } else {
            content
                .swipeActions(edge: .trailing) { buttons }
                .contextMenu { buttons }
        }
    }

    private var buttons: some View {
        ForEach(actions.indices, id: \.self) { index in
            let action = actions[index]
            Button(role: action.role?.swiftUI) {
                scope?.perform(action.action)
            } label: {
                if let icon = action.icon {
                    Label {
                        Text(verbatim: action.title)
                    } icon: {
                        Image(systemName: icon).mirroring(symbol: icon)
                    }
                } else {
                    Text(verbatim: action.title)
                }
            }
        }
    }
}
#endif
