extension SourceRef {
    /// For a reference to any JSON value: where `needle` first occurs inside one of the
    /// strings the value holds, with its JSON path, so a diagnostic about a part of a binding
    /// (`recipies` in `"$.env.recipies | count"`) points at that part. The value's own place
    /// (and no path) when the needle is not found or the value is not in a parsed document.
    /// With `anchor`, the needle's first occurrence after the anchor's in the same string is
    /// preferred (the `?` of the choice whose condition holds `'Size '`, not an earlier one).
    func locating(_ needle: String, after anchor: String? = nil) -> (source: SourceRef, path: JSONPath?) {
        guard !needle.isEmpty, let document, let start = document.tapeIndex(ofOffset: offset) else { return (self, nil) }
        let end = document.next(after: start)
        for index in start..<end where document.tape[index].kind == .string {
            let text = document.decodeString(at: index)
            let anchored = anchor.flatMap { text.range(of: $0) }.flatMap { text.range(of: needle, range: $0.upperBound..<text.endIndex) }
            guard let range = anchored ?? text.range(of: needle) else { continue }
            let scalar = text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: range.lowerBound)
            let found = document.sourceRef(index)
            // A member name has its member's path.
            return (found.inside(string: text, atScalar: scalar), document.path(toTapeIndex: index))
        }
        return (self, document.path(toTapeIndex: start))
    }
}
