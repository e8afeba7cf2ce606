/// Keeping the app-state values `app.json` names in `"persist"` across launches.
@MainActor
extension AppRuntime {
    /// Restores the persisted values from `store` (each that still fits the shape its seed in
    /// `app.json` declares; one that does not is reported and the seed stays), then saves them
    /// to `store` after every change. A store that cannot be read or written is reported as a
    /// runtime issue; the app runs on with what it has.
    public func persistState(in store: any StateStore) {
        guard !bundle.persistedKeys.isEmpty else { return }
        stateStore = store
        let saved: JSONObject?
        do {
            saved = try store.load()
        } catch {
            report(.stateNotKept, "the saved app state could not be read (\(error)); starting from app.json's state", screen: nil)
            saved = nil
        }
        for key in bundle.persistedKeys {
            guard let value = saved?[key] else { continue }
            let declared = ValueShape(of: bundle.initialState[key] ?? .null)
            guard declared.admits(value) else {
                report(
                    .savedStateOutdated, "the saved value of '\(key)' is \(value.typeDescription) that no longer fits its declared state (\(declared.kindDescription) in app.json); the initial value is used",
                    screen: nil)
                continue
            }
            appState[key] = value
        }
        savedState = persistedValues
    }

    /// Persists in `Application Support/<app>/` (``StateFile/applicationSupport(appName:)``),
    /// as iOS and macOS hosts do; reported when the system names no such folder.
    public func persistStateInApplicationSupport() {
        guard !bundle.persistedKeys.isEmpty else { return }
        guard let file = StateFile.applicationSupport(appName: bundle.name) else {
            report(.stateNotKept, "no Application Support folder: app state is not kept between launches", screen: nil)
            return
        }
        persistState(in: file)
    }

    /// The persisted keys' current values.
    var persistedValues: JSONObject {
        var values = JSONObject()
        for key in bundle.persistedKeys { if let value = appState[key] { values[key] = value } }
        return values
    }

    /// Saves the persisted values when a write to app state changed one of them.
    ///
    /// Only the values this runtime changed replace what the store holds: another runtime on
    /// the same store (the preview's session in another locale or tab) may have saved its own
    /// changes since, and writing this runtime's whole view would undo them.
    func saveIfPersisted(_ key: String?) {
        guard let key, let store = stateStore, bundle.persistedKeys.contains(key) else { return }
        let values = persistedValues
        guard values != savedState else { return }
        let stored: JSONObject?
        do {
            stored = try store.load()
        } catch {
            stored = nil  // unreadable now: this save replaces it with this runtime's values
        }
        var merged = JSONObject()
        for key in bundle.persistedKeys {
            let changedHere = values[key] != savedState[key]
            if let value = changedHere ? values[key] : stored?[key] ?? values[key] { merged[key] = value }
        }
        do {
            try store.save(merged)
            savedState = values
        } catch {
            report(.stateNotKept, "app state could not be saved (\(error)); the change is kept until the app closes", screen: nil)
        }
    }
}
