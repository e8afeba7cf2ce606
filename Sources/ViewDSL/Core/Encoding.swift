import ViewEngine

extension NodeRepresentable {
    /// The node as pretty JSON text (two-space indent, a final newline), fields and props in a
    /// stable order: the same node always gives the same bytes, ready to write to `screens/NAME.json`.
    public func encode() -> String {
        JSONWriter.string(jsonValue, pretty: true) + "\n"
    }

    /// What decoding the node's JSON reports (unknown props, wrong types, bad bindings), each
    /// with its JSON path; `fileName` is what the diagnostics name as the file.
    ///
    /// The types keep most mistakes out at compile time; strings (bindings, conditions, colour
    /// and preset names) are only checked here, by the engine's own decoder.
    public func diagnostics(fileName: String = "dsl.json") -> Diagnostics {
        let text = encode()
        do {
            let document = try JSONDocument.parse(text, fileName: fileName)
            var decoder = SchemaDecoder()
            _ = decoder.node(document.root)
            return decoder.diagnostics
        } catch {
            // The writer only writes valid JSON; a parse failure would be an engine bug, reported as such.
            var diagnostics = Diagnostics()
            diagnostics.append(error)
            return diagnostics
        }
    }
}
