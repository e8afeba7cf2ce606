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
    /// Where lines start, made when a position is first asked for: most documents never
    /// produce a diagnostic, so parsing does not track lines.
    private var lineIndex: LineIndex?

    /// Takes ownership of `tape` (from ``TapeWriter/finish()``).
    init(fileName: String, bytes: [UInt8], tape: UnsafeBufferPointer<JSONToken>, words: UnsafeMutableBufferPointer<String>) {
        self.fileName = fileName
        self.bytes = bytes
        self.tape = tape
        self.words = words
    }

    deinit {
        TapeWriter.free(tape)
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
        lineIndexLock.lock()
        if lineIndex == nil { lineIndex = LineIndex(bytes) }
        let index = lineIndex!
        lineIndexLock.unlock()
        return index.location(ofOffset: offset, in: bytes)
    }

    func sourceRef(_ index: Int) -> SourceRef {
        SourceRef(document: self, offset: Int(tape[index].offset))
    }
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

    /// Whether the string at `index` is the known word `word` (``KnownStrings``), whose text is
    /// `text`. The parser names every known word it meets unless the string is written with
    /// escapes, so only those are decoded and compared.
    @inline(__always)
    func string(at index: Int, isWord word: UInt16, _ text: String) -> Bool {
        let token = tape[index]
        if token.word != JSONToken.noWord { return token.word == word }
        return token.hasEscapes && decodeString(at: index) == text
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
            object.reserveCapacity(token.count)
            var child = index + 1
            while child < token.end {
                object[decodeString(at: child)] = value(at: child + 1)
                child = next(after: child + 1)
            }
            return .object(object)
        }
    }
}
