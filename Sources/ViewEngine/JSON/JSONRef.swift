import Foundation

/// A reference to one value inside a ``JSONDocument``.
public struct JSONRef: Sendable {
    /// The parsed file the value lives in, which also names the file for diagnostics.
    public let document: JSONDocument
    let index: Int

    var token: JSONToken { document.tape[index] }

    /// The JSON type of the value.
    public enum Kind: Sendable {
        /// JSON `null`.
        case null
        /// `true` or `false`.
        case bool
        /// Any JSON number, integer or not.
        case number
        /// A string in double quotes.
        case string
        /// `[…]`.
        case array
        /// `{…}`.
        case object
    }

    /// Which of JSON's six types the value is, read from the tape without decoding it.
    public var kind: Kind {
        switch token.kind {
        case .null: return .null
        case .true, .false: return .bool
        case .number: return .number
        case .string: return .string
        case .array: return .array
        case .object: return .object
        }
    }

    /// Where this value starts, for diagnostics.
    public var source: SourceRef { document.sourceRef(index) }

    /// The decoded text, when the value is a string; nil for every other kind.
    public var stringValue: String? {
        guard token.kind == .string else { return nil }
        return document.decodeString(at: index)
    }

    /// The number, when the value is a number (always finite); nil for every other kind.
    public var numberValue: Double? {
        guard token.kind == .number else { return nil }
        return Double(bitPattern: token.payload)
    }

    /// The boolean, when the value is `true` or `false`; nil for every other kind.
    public var boolValue: Bool? {
        switch token.kind {
        case .true: return true
        case .false: return false
        default: return nil
        }
    }

    /// Whether the value is JSON `null`.
    public var isNull: Bool { token.kind == .null }

    /// For a string the parser recognised as one of ``KnownStrings``: its index there.
    var knownWord: Int? {
        let token = self.token
        guard token.kind == .string, token.word != JSONToken.noWord else { return nil }
        return Int(token.word)
    }

    /// The elements of an array (empty for other kinds).
    public var elements: [JSONRef] {
        let token = self.token
        guard token.kind == .array else { return [] }
        var result: [JSONRef] = []
        result.reserveCapacity(token.count)
        var child = index + 1
        let end = token.end
        while child < end {
            result.append(JSONRef(document: document, index: child))
            child = document.next(after: child)
        }
        return result
    }

    /// The members of an object, in written order (empty for other kinds). A lazy walk of
    /// the tape: no array is built.
    public var members: JSONMembers {
        let token = self.token
        guard token.kind == .object else { return JSONMembers(document: document, start: 0, end: 0, count: 0) }
        return JSONMembers(document: document, start: index + 1, end: token.end, count: token.count)
    }

    /// The value of the last member named `name` (the one that wins), for an object. Keys are
    /// compared on the tape, as written, so no member or key string is made; only a key written
    /// with escapes is decoded first.
    func lastMember(named name: String) -> JSONRef? {
        let token = self.token
        guard token.kind == .object else { return nil }
        var name = name
        return name.withUTF8 { wanted in
            var found: Int?
            var key = index + 1
            while key < token.end {
                let keyToken = document.tape[key]
                let start = Int(keyToken.offset) + 1
                let length = keyToken.end - start
                if keyToken.hasEscapes {
                    if document.decodeString(at: key).utf8.elementsEqual(wanted) { found = key + 1 }
                } else if length == wanted.count,
                    length == 0 || document.bytes.withUnsafeBufferPointer({ memcmp($0.baseAddress! + start, wanted.baseAddress!, length) }) == 0
                {
                    found = key + 1
                }
                key = document.next(after: key + 1)
            }
            return found.map { JSONRef(document: document, index: $0) }
        }
    }

    /// Whether the value is a string whose first character is `$`, read from the bytes
    /// without decoding the string (a binding check that runs for every style value).
    public var isStringStartingWithDollar: Bool {
        let token = self.token
        guard token.kind == .string, token.end > Int(token.offset) + 1 else { return false }
        return document.bytes[Int(token.offset) + 1] == UInt8(ascii: "$")
    }

    /// Whether the value's text contains no `$` and no `@` at all, so no string inside can be a
    /// binding or a string lookup: decoders then take the whole value as constant data in one step.
    public var containsNoBindingMark: Bool {
        let start = Int(token.offset)
        let endIndex = document.next(after: index)
        let end = endIndex < document.tape.count ? Int(document.tape[endIndex].offset) : document.bytes.count
        guard end > start else { return true }
        // memchr scans a word or a vector at a time: two of them cost less than one byte loop.
        return document.bytes.withUnsafeBufferPointer { buffer in
            let base = UnsafeRawPointer(buffer.baseAddress! + start)
            return memchr(base, Int32(UInt8(ascii: "$")), end - start) == nil && memchr(base, Int32(UInt8(ascii: "@")), end - start) == nil
        }
    }

    /// Number of elements or members; 0 for scalars.
    public var count: Int {
        switch token.kind {
        case .array, .object: return token.count
        default: return 0
        }
    }

    /// The value as plain data.
    public var value: JSONValue { document.value(at: index) }
}
