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
        NodeView(tree)
            .modifier(RequestStatusModifier(engine: engine, screen: id))
            .environment(\.screenScope, ScreenScope(engine: engine, screen: id, root: tree))
    }
}
#endif
