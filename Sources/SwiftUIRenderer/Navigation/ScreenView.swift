#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// One screen of a navigation stack: the runtime's render tree for it, redrawn whenever the
/// state it reads changes (the runtime is `@Observable`).
struct ScreenView: View {
    let engine: JSONEngine
    let id: ScreenID

    var body: some View {
        let tree = engine.runtime.render(id)
        let scope = ScreenScope(engine: engine, screen: id, root: tree)
        NodeView(tree)
            .modifier(ScreenSheets(sheets: tree.sheets, scope: scope))
            .modifier(RequestStatusModifier(engine: engine, screen: id))
            .environment(\.screenScope, scope)
    }
}
#endif
