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

    /// Runs `action` on this screen and returns when it has finished: for pull-to-refresh,
    /// whose spinner shows until the refresh is done.
    @MainActor func run(_ action: BoundAction?) async {
        guard let action else { return }
        await engine.runtime.perform(action, on: screen)
    }

    /// Writes a control's value at `path` of this screen's state (or `env.` app state).
    @MainActor func setValue(_ value: JSONValue, at path: BindingPath) {
        engine.runtime.setValue(value, at: path, screen: screen)
    }

    /// The value stored at `path` of this screen's state (or `env.` app state) now.
    @MainActor func value(at path: BindingPath) -> JSONValue? {
        engine.runtime.context(for: screen).value(at: path)
    }

    /// A toggle's, slider's or picker's new value: written at once, so the control follows
    /// the finger, then its `onChange` runs and sees it (the runtime's rule). Returns the
    /// running `onChange`, for what must run after it.
    @discardableResult
    @MainActor func change(_ value: JSONValue, at path: BindingPath, onChange: BoundAction?) -> Task<Void, Never>? {
        engine.runtime.change(value, at: path, screen: screen, onChange: onChange)
    }

    /// Runs `action` once `before` (an `onChange` still running) has finished, so it sees
    /// what that wrote: a field's `onSubmit` after the `onChange` its commit started.
    @MainActor func perform(_ action: BoundAction?, after before: Task<Void, Never>?) {
        guard let action else { return }
        let runtime = engine.runtime
        let screen = screen
        Task {
            await before?.value
            await runtime.perform(action, on: screen)
        }
    }
}

extension Optional where Wrapped == ScreenScope {
    /// A control's two-way binding to the state at `path`: it reads `current` (the value the
    /// screen was resolved with) and writes through ``ScreenScope/change(_:at:onChange:)`` —
    /// at once, so the control follows the finger, then `onChange`. Outside a screen (a
    /// preview) writes go nowhere.
    func binding<Value: Sendable>(
        _ current: Value, at path: BindingPath, onChange: BoundAction? = nil, _ encode: @escaping @Sendable (Value) -> JSONValue
    ) -> Binding<Value> {
        let scope = self
        let shown = encode(current)
        return Binding(
            get: { current },
            // A value equal to the one shown changes nothing, so it runs no `onChange`.
            set: { @MainActor newValue in
                let value = encode(newValue)
                if value != shown { scope?.change(value, at: path, onChange: onChange) }
            })
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
