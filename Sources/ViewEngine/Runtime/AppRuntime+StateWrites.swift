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
    /// with an issue, a non-object for the whole `$.env`, writes to list items, and writes
    /// that would replace a value of another shape (through a text, past an array's end).
    /// `source` locates a `setState` action's failures.
    func write(_ value: JSONValue, at path: BindingPath, screen id: ScreenID, source: SourceRef = .none) {
        if path.components.count == 1, path.components[0].name == "env", value.objectValue == nil {
            report(.actionFailed, "cannot replace $.env with \(value.typeDescription): app state is an object", screen: screens[id]?.name, at: source)
            return
        }
        apply(StateEdit(.set(value), action: "setState"), at: path, screen: id, source: source)
    }

    /// Applies `edit` to the value at `path` (`env…` in the app state, anything else in the
    /// screen's state). A failure is reported, with the action's location when known, and
    /// leaves the state as it was.
    func apply(_ edit: StateEdit, at path: BindingPath, screen id: ScreenID, source: SourceRef) {
        guard let first = path.components.first else { return }
        do throws(StateActionError) {
            if first.name == "env" {
                let rest = BindingPath(Array(path.components.dropFirst()))
                let key = rest.components.first?.name
                refreshPersisted(key)
                let before = appState
                try edit.apply(to: &appState, at: rest, described: "env")
                // A write never leaves a value app.json declares of another shape: it would
                // show wrong (the characters of a text counted as items) and, persisted, could
                // not be read back at the next launch.
                for name in key.map({ [$0] }) ?? appState.keys {
                    if let misfit = misfit(ofAppState: name) {
                        appState = before
                        throw .doesNotFit(misfit.description(of: "env." + name))
                    }
                }
                saveIfPersisted(key)
                return
            }
            guard screens[id] != nil else { return }
            if first.name == "item" || first.name == "index" { throw .readOnly(path: path.description) }
            try edit.apply(to: &screens[id]!.state, at: path, described: "")
        } catch {
            reportFailure(of: edit.action, error, source: source, on: id)
        }
    }

    /// Where the app state's value `name` does not fit the shape app.json declares for it; nil
    /// when it fits, or app.json does not declare it (the validator reports such writes).
    private func misfit(ofAppState name: String) -> ValueShape.Misfit? {
        guard let declared = bundle.stateShape?.member(name), let value = appState[name] else { return nil }
        return declared.misfit(value)
    }

    /// Reports a failed state write as a runtime issue, located at the action when known:
    /// `screens/list.json:12:9: warning: remove failed: index 4 is out of range for $.env.shopping (2 elements) at $.children[0].props.action (screen 'list') [SDUI1002]`.
    func reportFailure(of action: String, _ error: StateActionError, source: SourceRef, on id: ScreenID) {
        report(.actionFailed, "\(action) failed: \(error)", screen: screens[id]?.name, at: source)
    }
}
