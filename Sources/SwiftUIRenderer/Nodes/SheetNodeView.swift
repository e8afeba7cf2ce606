#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// `sheet`: a modal bound to a state path. It is shown while the path is truthy; a swipe down
/// writes `false` back, so JSON and gesture agree on whether it is open.
struct SheetNodeView: View {
    let sheet: RenderNode.Sheet
    @Environment(\.screenScope) private var scope

    var body: some View {
        // A zero-size anchor: modifiers on EmptyView are dropped, so the sheet needs a view.
        Color.clear
            .frame(width: 0, height: 0)
            .accessibilityHidden(true)
            .sheet(isPresented: isPresented) {
                if let content = sheet.content {
                    NodeView(content)
                        .environment(\.screenScope, scope)
                }
            }
    }

    private var isPresented: Binding<Bool> {
        let presented = sheet.isPresented
        let path = sheet.binding
        let scope = scope
        return Binding(
            get: { presented },
            set: { @MainActor newValue in scope?.setValue(.bool(newValue), at: path) })
    }
}
#endif
