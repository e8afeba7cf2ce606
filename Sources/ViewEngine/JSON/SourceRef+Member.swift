extension SourceRef {
    /// Where a member's value is written, and (computed when asked) its JSON path.
    struct Member {
        let source: SourceRef
        /// The path from the document's root: a walk of the document, so only when a
        /// diagnostic is written, not for every value a check might report.
        var path: JSONPath? { source.jsonPath }
    }

    /// For a reference to a JSON object (a node): where the value of its member `key` is
    /// written, so a diagnostic about that value (`"style": "titel"`) points at the value, not
    /// at the node's `{`. Nil when this is not an object in a parsed document or it has no
    /// such member.
    func member(_ key: String) -> Member? {
        guard let document, let target = document.tapeIndex(ofOffset: offset), document.tape[target].kind == .object else { return nil }
        for member in JSONRef(document: document, index: target).members where member.key == key {
            return Member(source: member.value.source)
        }
        return nil
    }

    /// The JSON path from the document's root to this value (nil outside a parsed document).
    var jsonPath: JSONPath? {
        guard let document, let target = document.tapeIndex(ofOffset: offset) else { return nil }
        return document.path(toTapeIndex: target)
    }
}

extension JSONDocument {
    /// The tape entry of the value that starts at byte `offset` (tape entries are in text
    /// order, so a binary search finds it).
    func tapeIndex(ofOffset offset: Int) -> Int? {
        var low = 0
        var high = tape.count - 1
        while low <= high {
            let mid = (low + high) / 2
            let start = Int(tape[mid].offset)
            if start == offset { return mid }
            if start < offset { low = mid + 1 } else { high = mid - 1 }
        }
        return nil
    }

    /// The JSON path from the root to the value (or the member's key) at tape entry `target`,
    /// walking down through the containers whose tape range holds it.
    func path(toTapeIndex target: Int) -> JSONPath? {
        var path = JSONPath.root
        var container = 0
        while container != target {
            let token = tape[container]
            guard token.kind == .array || token.kind == .object, target < Int(token.end) else { return nil }
            var child = container + 1
            var position = 0
            var found: Int?
            while child < Int(token.end) {
                let value = token.kind == .object ? child + 1 : child
                let next = self.next(after: value)
                // A member's key (where diagnostics about the member point) has its member's path.
                if token.kind == .object && target == child {
                    path.append(.key(decodeString(at: child)))
                    return path
                }
                if target >= value && target < next {
                    path.append(token.kind == .object ? .key(decodeString(at: child)) : .index(position))
                    found = value
                    break
                }
                child = next
                position += 1
            }
            guard let found else { return nil }
            container = found
        }
        return path
    }
}
