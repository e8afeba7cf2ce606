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

    /// Puts `members` into the app state (`$.env`) over its values, as mock data for tools
    /// (`sdui resolve --data` with an `env` object): members not named keep theirs. Unlike a
    /// write, nothing is checked against app.json's declared state and no `onChange` runs.
    public func mergeAppState(_ members: JSONObject) {
        for (name, value) in members { appState[name] = value }
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
    /// with an issue, a non-object for the whole `$.env`, writes to list items, writes that
    /// would replace a value of another shape (through a text, past an array's end), and
    /// app-state writes of another structure than app.json declares (a text for a list).
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
                // A write never leaves app state of another structure than app.json declares:
                // a list made text would show wrong (its characters counted as items) and,
                // persisted, could not be read back at the next launch.
                var edit = edit
                if let declared = bundle.stateShape, case .success(let shape) = declared.follow(rest.components[...]) {
                    let name = (["env"] + rest.components.map(\.name)).joined(separator: ".")
                    if let misfit = edit.misfit(in: shape, named: name) {
                        // A write that cannot happen at all (an index out of range) says that
                        // first; only this failing write pays for the copy the trial takes.
                        var trial = appState
                        try edit.apply(to: &trial, at: rest, described: "env")
                        throw .doesNotFit(misfit)
                    }
                    edit = edit.declaring(shape, named: name)
                }
                try edit.apply(to: &appState, at: rest, described: "env")
                saveIfPersisted(key)
                return
            }
            guard screens[id] != nil else { return }
            if DataContext.rowNames.contains(first.name) { throw .readOnly(path: path.description) }
            // A write into a parameter (`$.expense.amount` on a screen given `expense`) makes
            // screen state of that name, which then hides the parameter: start it as a copy of
            // the parameter, so the members not written are kept (kept only if the write is).
            if path.components.count > 1, screens[id]!.state[first.name] == nil, let given = screens[id]!.params[first.name] {
                var state = screens[id]!.state
                state[first.name] = given
                try edit.apply(to: &state, at: path, described: "")
                screens[id]!.state = state
                return
            }
            try edit.apply(to: &screens[id]!.state, at: path, described: "")
        } catch {
            reportFailure(of: edit.action, error, source: source, on: id)
        }
    }

    /// Reports a failed state write as a runtime issue, located at the action when known:
    /// `screens/list.json:12:9: warning: remove failed: index 4 is out of range for $.env.shopping (2 elements) at $.children[0].props.action (screen 'list') [SDUI1002]`.
    func reportFailure(of action: String, _ error: StateActionError, source: SourceRef, on id: ScreenID) {
        report(.actionFailed, "\(action) failed: \(error)", screen: screens[id]?.name, at: source)
    }
}
