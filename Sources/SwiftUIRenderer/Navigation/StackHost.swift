#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// A native `NavigationStack` mirroring one of the runtime's stacks.
///
/// The runtime owns the stack: `navigate` pushes there and this view follows. The only thing
/// flowing back is a pop the user made natively (swipe back, back button, long-press on it),
/// which the path binding's setter reports with ``ViewEngine/AppRuntime/pop(_:toDepth:)``.
struct StackHost: View {
    let engine: JSONEngine
    let location: StackLocation

    var body: some View {
        NavigationStack(path: path) {
            if let root = engine.runtime.stack(at: location)?.root {
                ScreenView(engine: engine, id: root)
                    .navigationDestination(for: ScreenID.self) { id in
                        ScreenView(engine: engine, id: id)
                    }
            }
        }
    }

    /// The screens above the root. SwiftUI only ever shortens it (nothing here pushes), so a
    /// set means "pop to this depth".
    private var path: Binding<[ScreenID]> {
        let runtime = engine.runtime
        let location = location
        return Binding(
            get: { @MainActor in Array(runtime.stack(at: location)?.screens.dropFirst() ?? []) },
            set: { @MainActor newPath in runtime.pop(location, toDepth: newPath.count + 1) })
    }
}
#endif
