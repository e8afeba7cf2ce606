/// The inline styles one decoder has met, by what is written: every row of a list, every
/// button of a form writes the same `inlineStyle`, and decoding it once gives all of them one
/// sheet in one box. Nodes then hold a reference, not a copy, and the resolver's style cache
/// (keyed by the box) holds one entry per distinct style instead of one per node.
///
/// Only styles that decoded cleanly are shared: one with a diagnostic is decoded again where
/// it is written again, so each place gets its own located diagnostic; one with bindings is
/// never shared (its bindings carry their own positions).
struct InlineStyleTable {
    private var entries: [UInt64: (written: JSONRef, sheet: Box<StyleSheet>)] = [:]

    /// The sheet decoded from a value written exactly like `ref`, when there is one.
    func sheet(for ref: JSONRef, hash: UInt64) -> Box<StyleSheet>? {
        guard let entry = entries[hash], entry.written.hasSameContents(as: ref) else { return nil }
        return entry.sheet
    }

    /// Remembers `sheet` as the decoding of `ref` (the first one written under a hash stays).
    mutating func insert(_ sheet: Box<StyleSheet>, for ref: JSONRef, hash: UInt64) {
        if entries[hash] == nil { entries[hash] = (ref, sheet) }
    }
}

extension SchemaDecoder {
    /// A node's `inlineStyle`, shared with an earlier node that wrote the same one.
    mutating func sharedInlineStyle(_ ref: JSONRef) -> (sheet: Box<StyleSheet>?, bindings: [StyleBinding]) {
        guard ref.kind == .object else {
            let style = inlineStyle(ref)
            return (style.sheet.map(Box.init), style.bindings)
        }
        let hash = ref.contentHash
        if let shared = inlineStyles.sheet(for: ref, hash: hash) { return (shared, []) }
        let problemsBefore = diagnostics.all.count
        let style = inlineStyle(ref)
        let sheet = style.sheet.map(Box.init)
        if let sheet, style.bindings.isEmpty, diagnostics.all.count == problemsBefore {
            inlineStyles.insert(sheet, for: ref, hash: hash)
        }
        return (sheet, style.bindings)
    }
}
