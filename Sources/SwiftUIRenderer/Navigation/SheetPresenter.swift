#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// Presents the runtime's sheet number `level` over the content, each with its own
/// navigation stack, and the next level from inside it (SwiftUI stacks sheets by nesting).
///
/// `present` adds a sheet in the runtime and this view follows; a swipe down reports the
/// dismissal back with ``ViewEngine/AppRuntime/dismissSheets(keeping:)``.
struct SheetPresenter: ViewModifier {
    let engine: JSONEngine
    let level: Int

    func body(content: Content) -> some View {
        content.sheet(isPresented: isPresented) {
            StackHost(engine: engine, location: .sheet(level))
                .modifier(SheetPresenter(engine: engine, level: level + 1))
        }
    }

    private var isPresented: Binding<Bool> {
        let runtime = engine.runtime
        let level = level
        return Binding(
            get: { @MainActor in runtime.sheets.count > level },
            set: { @MainActor presented in
                if !presented { runtime.dismissSheets(keeping: level) }
            })
    }
}
#endif
