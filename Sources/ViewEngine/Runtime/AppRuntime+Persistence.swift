/// Keeping the app-state values `app.json` names in `"persist"` across launches.
@MainActor
extension AppRuntime {
    /// Restores the persisted values from `store`, then saves them to `store` after every
    /// change. A saved value whose structure no longer fits what its seed in `app.json`
    /// declares is reported, and what fits of it is kept (the seed only when none does). A
    /// store that cannot be read or written is reported as a runtime issue; the app runs on
    /// with what it has.
    ///
    /// - Parameters:
    ///   - store: where the values are kept (``StateFile``).
    ///   - shared: other runtimes save to the same store (the preview's sessions on one data
    ///     folder): each action and write then first reads what they saved. An app's own
    ///     store has one runtime, and is read only at launch.
    public func persistState(in store: any StateStore, shared: Bool = false) {
        guard !bundle.persistedKeys.isEmpty else { return }
        stateStore = store
        stateStoreIsShared = shared
        let saved: JSONObject?
        do {
            saved = try store.load()
        } catch {
            report(.stateNotKept, "the saved app state could not be read (\(ErrorText.readable(error))); starting from app.json's state", screen: nil)
            saved = nil
        }
        for key in bundle.persistedKeys {
            guard let value = saved?[key] else { continue }
            let declared = declaredShape(of: key)
            guard let misfit = declared.misfit(value, .structure) else {
                appState[key] = value
                continue
            }
            // One element that does not fit (written by an older version, or by hand) must not
            // cost the user the whole list: what fits is kept.
            let kept = declared.keepingWhatFits(value)
            if let kept { appState[key] = kept }
            report(
                .savedStateOutdated, "the saved value of '\(key)' does not fit its declared state in app.json: \(misfit.description(of: key)); "
                    + (kept == nil ? "the initial value is used" : "what does not fit is left out"),
                screen: nil)
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
    /// When another runtime shares the store (the preview runs a session per locale or tab on
    /// one data folder), only the values this runtime changed replace what the store holds,
    /// and the values others saved since are taken in, so neither undoes the other's.
    func saveIfPersisted(_ key: String?) {
        guard let key, let store = stateStore, bundle.persistedKeys.contains(key) else { return }
        let values = persistedValues
        guard values != savedState else { return }
        var merged = values
        if stateStoreIsShared, let stored = readSharedStore(store) {
            for name in bundle.persistedKeys where values[name] == savedState[name] {
                guard let value = stored[name], fitsDeclaredState(name, value) else { continue }
                merged[name] = value
                appState[name] = value
            }
        }
        do {
            try store.save(merged)
            savedState = merged
        } catch {
            report(.stateNotKept, "app state could not be saved (\(ErrorText.readable(error))); the change is kept until the app closes", screen: nil)
        }
    }

    /// Before a write to the persisted value `key`, takes in what another runtime on the same
    /// store saved for it since this one last read or wrote it, so an edit (an append) builds
    /// on that value rather than on a stale copy.
    func refreshPersisted(_ key: String?) {
        guard let key, bundle.persistedKeys.contains(key) else { return }
        refreshPersisted(keys: [key])
    }

    /// Before an action evaluates anything, takes in every persisted value another runtime
    /// saved since, so what it reads (a `nextId` for a new element) is not a stale copy.
    func refreshPersisted() {
        refreshPersisted(keys: bundle.persistedKeys)
    }

    private func refreshPersisted(keys: [String]) {
        guard stateStoreIsShared, !keys.isEmpty, let store = stateStore, let stored = readSharedStore(store) else { return }
        for key in keys {
            guard let value = stored[key], value != savedState[key], fitsDeclaredState(key, value) else { continue }
            appState[key] = value
            savedState[key] = value
        }
    }

    /// What the store holds now; nil, with an issue, when it cannot be read (the next save
    /// then replaces it with this runtime's values).
    private func readSharedStore(_ store: any StateStore) -> JSONObject? {
        do {
            return try store.load()
        } catch {
            report(.stateNotKept, "the saved app state could not be read (\(ErrorText.readable(error))); this session's values replace it", screen: nil)
            return nil
        }
    }

    private func fitsDeclaredState(_ key: String, _ value: JSONValue) -> Bool {
        declaredShape(of: key).misfit(value, .structure) == nil
    }

    /// What app.json declares for the persisted key (``AppBundle/stateShape``).
    private func declaredShape(of key: String) -> ValueShape {
        bundle.stateShape?.member(key) ?? ValueShape(of: bundle.initialState[key] ?? .null)
    }
}
