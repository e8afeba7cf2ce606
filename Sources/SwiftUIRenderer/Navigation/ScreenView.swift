#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// One screen of a navigation stack: the runtime's render tree for it, redrawn whenever the
/// state it reads changes (the runtime is `@Observable`).
struct ScreenView: View {
    let engine: JSONEngine
    let id: ScreenID

    var body: some View {
        NodeView(engine.runtime.render(id))
            .modifier(RequestStatusModifier(engine: engine, screen: id))
            .environment(\.screenScope, ScreenScope(engine: engine, screen: id))
    }
}
#endif
