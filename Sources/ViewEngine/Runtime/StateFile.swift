import Foundation

/// Where a host keeps, between launches, the app-state values `app.json` names in
/// `"persist"`. ``AppRuntime/persistState(in:shared:)`` reads it once and saves to it after each
/// change of a persisted value.
public protocol StateStore: Sendable {
    /// The saved values; nil when nothing has been saved yet.
    func load() throws -> JSONObject?
    /// Replaces what is saved with `values`.
    func save(_ values: JSONObject) throws
}

/// A JSON file of persisted app state, written atomically: the new text goes to a temporary
/// file that then replaces the old one, so a crash mid-write leaves the previous values, never
/// half a file. Foundation only, so the iOS host (Application Support) and the preview (its
/// data folder) share it.
public struct StateFile: StateStore {
    /// The file the state is kept in.
    public let url: URL

    /// A state file at `url` (its folder is made on the first save).
    public init(url: URL) {
        self.url = url
    }

    /// `state/<app>.json` in a data folder (the preview's `~/.local/share/sdui`); the app's
    /// name is reduced to letters, digits, `-` and `_` so it can never leave the folder.
    public init(dataFolder: URL, appName: String) {
        let safe = String(appName.unicodeScalars.map { scalar in
            CharacterSet.alphanumerics.contains(scalar) && scalar.isASCII || scalar == "-" || scalar == "_" ? Character(scalar) : "_"
        })
        url = dataFolder.appendingPathComponent("state").appendingPathComponent((safe.isEmpty ? "app" : safe) + ".json")
    }

    /// `Application Support/state/<app>.json` of the user's domain, as iOS and macOS apps keep
    /// their data; nil when the system names no such folder.
    public static func applicationSupport(appName: String) -> StateFile? {
        guard let base = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first else { return nil }
        return StateFile(dataFolder: base, appName: appName)
    }

    public func load() throws -> JSONObject? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let bytes = [UInt8](try Data(contentsOf: url))
        let document = try JSONDocument.parse(bytes, fileName: url.lastPathComponent)
        guard let object = document.root.value.objectValue else {
            throw Diagnostic(.wrongType, "the saved state is \(document.root.value.typeDescription), not an object", file: url.path, location: .init(line: 1, column: 1))
        }
        return object
    }

    public func save(_ values: JSONObject) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(JSONWriter.bytes(.object(values), pretty: true)).write(to: url, options: .atomic)
    }
}
