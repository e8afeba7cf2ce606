extension SchemaDecoder {
    /// What a key written twice in one object is told (SDUI0106): JSON decoders keep the last.
    static func duplicateKeyMessage(_ key: String) -> String {
        "duplicate key '\(key)'; the last one wins"
    }

    /// Reports each key `ref` writes more than once, at its later places. For the maps of a
    /// bundle's files (components, theme colours, fonts and presets, screens.json, app.json),
    /// where a second definition silently replacing the first loses work; view nodes and
    /// string tables check their own keys as they decode them.
    mutating func reportDuplicateKeys(of ref: JSONRef) {
        guard ref.kind == .object else { return }
        var seen = Set<String>()
        for member in ref.members where !seen.insert(member.key).inserted {
            report(.duplicateKey, Self.duplicateKeyMessage(member.key), at: member.keySource)
        }
    }
}
