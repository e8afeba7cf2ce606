#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// The screen a node is drawn on: where its actions run and its text fields write.
///
/// Put in the environment by ``ScreenView``, so node views deep in the tree reach their
/// screen without every view passing it on.
struct ScreenScope: Sendable {
    let engine: JSONEngine
    let screen: ScreenID
    /// The screen's resolved tree as drawn, where a share link finds its snapshot node.
    var root: RenderNode?

    @MainActor var runtime: AppRuntime { engine.runtime }

    /// Runs `action` on this screen. Fire-and-forget from the UI's point of view: the runtime
    /// records the outcome (state, status, issues) and the views observe it.
    @MainActor func perform(_ action: BoundAction?) {
        guard let action else { return }
        let runtime = engine.runtime
        let screen = screen
        Task { await runtime.perform(action, on: screen) }
    }

    /// Writes a control's value at `path` of this screen's state (or `env.` app state).
    @MainActor func setValue(_ value: JSONValue, at path: BindingPath) {
        engine.runtime.setValue(value, at: path, screen: screen)
    }

    /// A toggle's, slider's or picker's new value: written at once, so the control follows
    /// the finger, then its `onChange` runs and sees it (the runtime's rule).
    @MainActor func change(_ value: JSONValue, at path: BindingPath, onChange: BoundAction?) {
        engine.runtime.change(value, at: path, screen: screen, onChange: onChange)
    }
}

/// `@Entry` is not available to every toolchain that type-checks this code, so the key is
/// written out.
private struct ScreenScopeKey: EnvironmentKey {
    static let defaultValue: ScreenScope? = nil
}

extension EnvironmentValues {
    /// The screen the views below belong to; nil outside a ``ScreenView``.
    var screenScope: ScreenScope? {
        get { self[ScreenScopeKey.self] }
        set { self[ScreenScopeKey.self] = newValue }
    }
}
#endif
