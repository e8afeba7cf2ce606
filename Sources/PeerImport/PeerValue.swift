import ViewEngine

/// A value of the file being imported with its JSON path, so every report says where.
struct PeerValue {
    let ref: JSONRef
    let path: JSONPath

    init(_ ref: JSONRef, path: JSONPath = .root) {
        self.ref = ref
        self.path = path
    }

    var source: SourceRef { ref.source }
    var kind: JSONRef.Kind { ref.kind }
    var string: String? { ref.stringValue }
    var number: Double? { ref.numberValue }
    var bool: Bool? { ref.boolValue }
    /// The value as plain data (for values that carry over unchanged).
    var value: JSONValue { ref.value }

    /// An object's members in the order written, each with its path and the key's position.
    var members: [(key: String, value: PeerValue, keySource: SourceRef)] {
        guard kind == .object else { return [] }
        return ref.members.map { ($0.key, PeerValue($0.value, path: path.appending($0.key)), $0.keySource) }
    }

    /// The member `key` of an object (the last one, as JSON decoders read duplicates).
    func member(_ key: String) -> PeerValue? {
        members.last { $0.key == key }?.value
    }

    /// An array's elements with their paths.
    var elements: [PeerValue] {
        guard kind == .array else { return [] }
        return ref.elements.enumerated().map { PeerValue($1, path: path.appending($0)) }
    }

    /// How the value is described in messages: `"all:wide"`, `12`, an object.
    var written: String {
        switch kind {
        case .object: return "an object"
        case .array: return "an array"
        default: return JSONWriter.string(value)
        }
    }
}
