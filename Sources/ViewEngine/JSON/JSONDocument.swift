import Foundation

/// A parsed JSON file: its bytes plus a flat "tape" of tokens, one per value and key.
///
/// The tape makes parsing cheap (no tree of allocations), keeps every value's byte offset for
/// diagnostics, and lets decoders walk the structure through ``JSONRef`` without copying.
/// Containers record where they end, so skipping a subtree is one step.
///
/// `@unchecked Sendable`: the tape is written once by the parser before the document exists
/// and never changed; the line index, made on the first diagnostic, is guarded by a lock.
public final class JSONDocument: @unchecked Sendable {
    /// The name used in diagnostics, usually a path relative to the bundle.
    public let fileName: String
    let bytes: [UInt8]
    /// Owned: freed in `deinit`. A plain buffer rather than an Array, so the parser appends
    /// without a uniqueness check per token and readers index without one more indirection.
    let tape: UnsafeBufferPointer<JSONToken>
    /// The known words that tokens name (``JSONToken/word``); never freed.
    let words: UnsafeMutableBufferPointer<String>
    private let lineIndexLock = NSLock()
    /// Byte offsets at which lines start (line 1 starts at 0), made when a position is first
    /// asked for: most documents never produce a diagnostic, so parsing does not track lines.
    private var lineIndex: [UInt32]?

    /// Takes ownership of `tape` (allocated with `UnsafeMutablePointer.allocate`).
    init(fileName: String, bytes: [UInt8], tape: UnsafeBufferPointer<JSONToken>, words: UnsafeMutableBufferPointer<String>) {
        self.fileName = fileName
        self.bytes = bytes
        self.tape = tape
        self.words = words
    }

    deinit {
        tape.deallocate()
    }

    /// Parses `bytes`; throws a ``Diagnostic`` (a syntax error with line and column) when they
    /// are not JSON.
    public static func parse(
        _ bytes: [UInt8], fileName: String = "<input>", limits: JSONParser.Limits = .init()
    ) throws(Diagnostic) -> JSONDocument {
        var parser = JSONParser(bytes: bytes, fileName: fileName, limits: limits)
        return try parser.parse()
    }

    /// Parses UTF-8 text.
    public static func parse(
        _ text: String, fileName: String = "<input>", limits: JSONParser.Limits = .init()
    ) throws(Diagnostic) -> JSONDocument {
        try parse(Array(text.utf8), fileName: fileName, limits: limits)
    }

    /// The top-level value.
    public var root: JSONRef { JSONRef(document: self, index: 0) }

    /// Line and column of a byte offset.
    public func location(ofOffset offset: Int) -> SourceLocation {
        let lineStarts = lineStarts()
        // Binary search for the last line start <= offset.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if Int(lineStarts[mid]) <= offset { low = mid } else { high = mid - 1 }
        }
        let lineStart = Int(lineStarts[low])
        var column = 1
        var position = lineStart
        let end = min(offset, bytes.count)
        while position < end {
            // Count scalars, not bytes: skip UTF-8 continuation bytes.
            if bytes[position] & 0xC0 != 0x80 { column += 1 }
            position += 1
        }
        return SourceLocation(line: low + 1, column: column)
    }

    private func lineStarts() -> [UInt32] {
        lineIndexLock.lock()
        defer { lineIndexLock.unlock() }
        if let lineIndex { return lineIndex }
        var starts: [UInt32] = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(UInt32(truncatingIfNeeded: offset + 1)) }
        lineIndex = starts
        return starts
    }

    func sourceRef(_ index: Int) -> SourceRef {
        SourceRef(document: self, offset: Int(tape[index].offset))
    }
}

/// One entry of a document's tape: 16 bytes, so a file's tape stays small beside its bytes.
struct JSONToken: Sendable {
    enum Kind: UInt8, Sendable {
        case null, `true`, `false`, number, string, array, object
    }

    /// Byte offset of the token's first character.
    var offset: UInt32
    var kind: Kind
    /// For strings: whether the content holds escapes that decoding must expand.
    var hasEscapes: Bool
    /// For strings: the index of the known word (``KnownStrings``) the content is, or
    /// ``noWord``. Sits in what would be padding.
    var word: UInt16
    /// Strings: end of content (exclusive), in the low 32 bits. Containers: the tape index just
    /// past the container in the low 32 bits, the number of elements (arrays) or members
    /// (objects) in the high 32. Numbers: the value's bits.
    var payload: UInt64

    static let noWord = UInt16.max

    init(kind: Kind, offset: UInt32, hasEscapes: Bool = false, word: UInt16 = JSONToken.noWord, payload: UInt64 = 0) {
        self.offset = offset
        self.kind = kind
        self.hasEscapes = hasEscapes
        self.word = word
        self.payload = payload
    }

    /// Strings: end of content (exclusive). Containers: tape index just past the container.
    var end: Int { Int(UInt32(truncatingIfNeeded: payload)) }
    /// Containers: number of elements or members.
    var count: Int { Int(payload >> 32) }
}

/// A reference to one value inside a ``JSONDocument``.
public struct JSONRef: Sendable {
    public let document: JSONDocument
    let index: Int

    var token: JSONToken { document.tape[index] }

    /// The JSON type of the value.
    public enum Kind: Sendable {
        case null, bool, number, string, array, object
    }

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

    public var stringValue: String? {
        guard token.kind == .string else { return nil }
        return document.decodeString(at: index)
    }

    public var numberValue: Double? {
        guard token.kind == .number else { return nil }
        return Double(bitPattern: token.payload)
    }

    public var boolValue: Bool? {
        switch token.kind {
        case .true: return true
        case .false: return false
        default: return nil
        }
    }

    public var isNull: Bool { token.kind == .null }

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

    /// Whether the value is a string whose first character is `$`, read from the bytes
    /// without decoding the string (a binding check that runs for every style value).
    public var isStringStartingWithDollar: Bool {
        let token = self.token
        guard token.kind == .string, token.end > Int(token.offset) + 1 else { return false }
        return document.bytes[Int(token.offset) + 1] == UInt8(ascii: "$")
    }

    /// Whether the value's text contains no `$` at all, so no string inside can be a binding:
    /// decoders then take the whole value as constant data in one step.
    public var containsNoDollar: Bool {
        let start = Int(token.offset)
        let endIndex = document.next(after: index)
        let end = endIndex < document.tape.count ? Int(document.tape[endIndex].offset) : document.bytes.count
        return document.bytes.withUnsafeBufferPointer { buffer in
            !buffer[start..<end].contains(UInt8(ascii: "$"))
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

extension JSONDocument {
    /// Tape index of the value after the one at `index` (skipping containers whole).
    @inline(__always)
    func next(after index: Int) -> Int {
        let token = tape[index]
        switch token.kind {
        case .array, .object: return token.end
        default: return index + 1
        }
    }

    func decodeString(at index: Int) -> String {
        let token = tape[index]
        let start = Int(token.offset) + 1
        let end = token.end
        if token.word != JSONToken.noWord { return words[Int(token.word)] }
        if !token.hasEscapes {
            return bytes.withUnsafeBufferPointer { buffer in
                String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self)
            }
        }
        return JSONStringUnescaper.unescape(bytes, from: start, to: end)
    }

    func value(at index: Int) -> JSONValue {
        let token = tape[index]
        switch token.kind {
        case .null: return .null
        case .true: return .bool(true)
        case .false: return .bool(false)
        case .number: return .number(Double(bitPattern: token.payload))
        case .string: return .string(decodeString(at: index))
        case .array:
            var elements: [JSONValue] = []
            elements.reserveCapacity(token.count)
            var child = index + 1
            while child < token.end {
                elements.append(value(at: child))
                child = next(after: child)
            }
            return .array(elements)
        case .object:
            var object = JSONObject()
            var child = index + 1
            while child < token.end {
                object[decodeString(at: child)] = value(at: child + 1)
                child = next(after: child + 1)
            }
            return .object(object)
        }
    }
}

/// One member of a JSON object: its key, its value, and where the key is written.
public struct JSONMember: Sendable {
    public let key: String
    let keyIndex: Int
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
