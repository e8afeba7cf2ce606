/// One member of a JSON object: its key, its value, and where the key is written.
public struct JSONMember: Sendable {
    /// The member's name, with its escapes decoded.
    public let key: String
    let keyIndex: Int
    /// The member's value, a reference into the same parsed document.
    public let value: JSONRef

    /// Where the key is written, for diagnostics about the member itself.
    public var keySource: SourceRef { value.document.sourceRef(keyIndex) }
}

/// The members of an object, walked lazily from the tape.
public struct JSONMembers: Sequence, Sendable {
    let document: JSONDocument
    let start: Int
    let end: Int
    /// Number of members.
    public let count: Int

    public var underestimatedCount: Int { count }

    public struct Iterator: IteratorProtocol {
        let document: JSONDocument
        var position: Int
        let end: Int

        public mutating func next() -> JSONMember? {
            guard position < end else { return nil }
            let keyIndex = position
            let valueIndex = position + 1
            position = document.next(after: valueIndex)
            return JSONMember(key: document.decodeString(at: keyIndex), keyIndex: keyIndex, value: JSONRef(document: document, index: valueIndex))
        }
    }

    public func makeIterator() -> Iterator {
        Iterator(document: document, position: start, end: end)
    }
}
