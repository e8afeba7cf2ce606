#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// The one presenter of a screen's `sheet` nodes: the first of ``ViewEngine/RenderNode/sheets``
/// whose state path is truthy is shown; a swipe down writes `false` back to that path, so JSON
/// and gesture agree on whether it is open. A sheet's content presents the sheets inside it
/// the same way (SwiftUI stacks sheets by nesting).
struct ScreenSheets: ViewModifier {
    let sheets: [RenderNode.Sheet]
    let scope: ScreenScope

    func body(content: Content) -> some View {
        content.sheet(isPresented: isPresented) {
            if let node = presented?.content {
                NodeView(node)
                    .modifier(ScreenSheets(sheets: node.sheets, scope: scope))
                    .environment(\.screenScope, scope)
            }
        }
    }

    private var presented: RenderNode.Sheet? {
        sheets.first { $0.isPresented }
    }

    /// Read from the screen's state at each get, so a dismissal reads back at once.
    private var isPresented: Binding<Bool> {
        let paths = sheets.map(\.binding)
        let scope = scope
        let shown = presented?.binding
        return Binding(
            get: { @MainActor in
                let state = scope.runtime.context(for: scope.screen)
                return paths.contains { ValueText.isTruthy(state.value(at: $0)) }
            },
            set: { @MainActor isShown in
                if !isShown, let shown { scope.setValue(.bool(false), at: shown) }
            })
    }
}
#endif
