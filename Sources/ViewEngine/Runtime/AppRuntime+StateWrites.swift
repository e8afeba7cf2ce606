/// Writing app and screen state. Every write at a binding path — a control's value, a
/// `setState` action, a module's result — goes through ``change(_:at:screen:onChange:)``, so
/// the rule "write, then run `onChange`, which sees the new value" has one home.
@MainActor
extension AppRuntime {
    /// Writes a value without an `onChange` (a text field's text, a module's result) at its
    /// binding path.
    public func setValue(_ value: JSONValue, at path: BindingPath, screen id: ScreenID) {
        change(value, at: path, screen: id, onChange: nil)
    }

    /// Writes a control's new value (a toggle's, a slider's, a picker's) at its binding, then
    /// runs the control's `onChange`, and finishes when that has.
    public func setValue(_ value: JSONValue, at path: BindingPath, screen id: ScreenID, onChange: BoundAction?) async {
        await change(value, at: path, screen: id, onChange: onChange)?.value
    }

    /// Writes `value` at `path` at once — so a control bound to it reads back the new value
    /// before anything else runs, and follows the finger — then starts `onChange`, which
    /// therefore sees the new value. Returns the running `onChange`, or nil when there is none
    /// or the screen has been closed (no `onChange` runs for a screen that is gone).
    @discardableResult
    public func change(_ value: JSONValue, at path: BindingPath, screen id: ScreenID, onChange: BoundAction?) -> Task<Void, Never>? {
        write(value, at: path, screen: id)
        guard let onChange, screens[id] != nil else { return nil }
        return Task { await self.perform(onChange, on: id) }
    }

    /// Stores `value`: `env…` paths in the app state, others in the screen's state. Refuses,
    /// with an issue, a non-object for the whole `$.env` and writes to list items.
    private func write(_ value: JSONValue, at path: BindingPath, screen id: ScreenID) {
        guard let first = path.components.first else { return }
        if first.name == "env" {
            if path.components.count == 1 {
                guard let object = value.objectValue else {
                    report("cannot replace $.env with \(value.typeDescription): app state is an object", screen: screens[id]?.name)
                    return
                }
                appState = object
            } else {
                appState.set(value, at: path.components.dropFirst())
            }
            return
        }
        guard screens[id] != nil else { return }
        if first.name == "item" || first.name == "index" {
            report("cannot write to \(path): list items are read-only", screen: screens[id]?.name)
            return
        }
        screens[id]?.state.set(value, at: path.components[...])
    }
}
