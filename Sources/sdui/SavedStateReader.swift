import ViewEngine

/// The saved app state of `file`, for commands that show a screen without being the app
/// (`render`, `resolve`): it is read, and writes are dropped.
struct SavedStateReader: StateStore {
    let file: StateFile

    func load() throws -> JSONObject? { try file.load() }

    func save(_ values: JSONObject) throws {}
}
