import Foundation
import GRDB
import ViewEngine

extension BibleStore {
    /// The saved settings over the defaults. A stored value this version cannot use (a
    /// translation it no longer offers, a value written by hand) falls back to its default:
    /// settings must never keep the app from starting. Such values are reported in `problems`.
    public func settings() async throws(StoreError) -> (settings: AppSettings, problems: [String]) {
        let rows = try await read(.readSettings) { db in
            try Row.fetchAll(db, sql: "SELECT key, value FROM settings ORDER BY key").map { row -> (String, String) in
                (row["key"], row["value"])
            }
        }
        var settings = AppSettings.defaults
        var problems: [String] = []
        for (key, text) in rows {
            do {
                let value = try JSONDocument.parse(Array(text.utf8), fileName: "settings.\(key)").root.value
                settings = try AppSettings(validating: [key: value], base: settings)
            } catch {
                problems.append("the saved setting '\(key)' (\(text)) was ignored: \(error)")
            }
        }
        return (settings, problems)
    }

    /// Saves every setting in one transaction.
    public func saveSettings(_ settings: AppSettings) async throws(StoreError) {
        let members = settings.jsonObject.map { ($0.key, JSONWriter.string($0.value)) }
        try await write(.saveSettings) { db in
            for (key, value) in members {
                try db.execute(sql: "INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value", arguments: [key, value])
            }
        }
    }

    /// Forgets every saved setting: the defaults apply again.
    public func resetSettings() async throws(StoreError) {
        try await write(.saveSettings) { db in try db.execute(sql: "DELETE FROM settings") }
    }
}
