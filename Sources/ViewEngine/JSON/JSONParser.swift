/// A strict RFC 8259 parser that builds a ``JSONDocument`` tape.
///
/// It is iterative (an explicit stack, no recursion), so hostile nesting cannot overflow the
/// call stack: depth beyond ``Limits/maxDepth`` is a syntax error. A UTF-8 byte order mark at
/// the start is skipped; everything else outside strings must be JSON's own grammar.
public struct JSONParser {
    private typealias Found = JSONSyntaxError.Found

    /// Bounds that keep hostile input from exhausting memory or time.
    public struct Limits: Sendable {
        /// Deepest nesting of arrays and objects accepted.
        public var maxDepth: Int
        /// Largest input accepted, in bytes.
        public var maxBytes: Int

        /// Limits of `maxDepth` levels (512 by default) and `maxBytes` bytes (256 MiB by default).
        public init(maxDepth: Int = 512, maxBytes: Int = 256 << 20) {
            self.maxDepth = maxDepth
            self.maxBytes = maxBytes
        }
    }

    private let bytes: [UInt8]
    private let fileName: String
    private let limits: Limits
    private var tape = TapeWriter()
    /// Read once per file (a global's lazy initialisation check costs a call per access).
    private let words = KnownStrings.table

    init(bytes: [UInt8], fileName: String, limits: Limits) {
        self.bytes = bytes
        self.fileName = fileName
        self.limits = limits
    }

    private enum State {
        case value, firstElementOrEnd, firstKeyOrEnd, key, commaOrEnd, done
    }

    mutating func parse() throws(Diagnostic) -> JSONDocument {
        guard bytes.count <= limits.maxBytes else {
            throw Diagnostic(
                .fileTooLarge,
                "syntax error: the file is \(bytes.count) bytes; the limit is \(limits.maxBytes) bytes",
                source: .none, fileName: fileName)
        }
        guard bytes.count < Int(UInt32.max) else {
            throw Diagnostic(.fileTooLarge, "syntax error: the file is too large", source: .none, fileName: fileName)
        }
        // About one token per 10 bytes in typical (indented) view JSON; the tape grows if not.
        tape.reserve(bytes.count / 10 + 4)
        do throws(JSONSyntaxError) {
            try scan()
        } catch {
            tape.discard()
            let document = JSONDocument(fileName: fileName, bytes: bytes, tape: tape.finish(), words: words.strings)
            throw Diagnostic(
                .jsonSyntax, "syntax error: \(error.message)",
                source: SourceRef(document: document, offset: error.offset), fileName: fileName)
        }
        return JSONDocument(fileName: fileName, bytes: bytes, tape: tape.finish(), words: words.strings)
    }

    /// Builds the tape, or throws the first syntax problem with its byte offset.
    mutating func scan() throws(JSONSyntaxError) {
        let copy = bytes
        let result: Result<Void, JSONSyntaxError> = copy.withUnsafeBufferPointer { buffer in
            do throws(JSONSyntaxError) {
                try run(buffer)
                return .success(())
            } catch {
                return .failure(error)
            }
        }
        try result.get()
    }

    private mutating func run(_ buffer: UnsafeBufferPointer<UInt8>) throws(JSONSyntaxError) {
        var position = 0
        let count = buffer.count
        // Skip a UTF-8 byte order mark.
        if count >= 3, buffer[0] == 0xEF, buffer[1] == 0xBB, buffer[2] == 0xBF { position = 3 }

        var stack: [Int] = []  // tape indices of open containers
        var state = State.value

        @inline(__always)
        func skipWhitespace(_ position: inout Int) {
            while true {
                // Indentation is most of a pretty-printed file: spaces go eight at a time.
                if position &+ 8 <= count {
                    let notSpace = Self.word(buffer, at: position) ^ Self.repeated(UInt8(ascii: " "))
                    if notSpace == 0 {
                        position &+= 8
                        continue
                    }
                    position &+= notSpace.trailingZeroBitCount &>> 3
                } else {
                    while position < count, buffer[position] == UInt8(ascii: " ") { position &+= 1 }
                    guard position < count else { return }
                }
                switch buffer[position] {
                case UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"):
                    position &+= 1
                default:
                    return
                }
            }
        }

        while true {
            skipWhitespace(&position)
            if state == .done {
                if position != count {
                    throw JSONSyntaxError(.trailingContent(found: Found(buffer, at: position)), at: position)
                }
                return
            }
            guard position < count else {
                switch state {
                case .value where stack.isEmpty && tape.isEmpty:
                    throw JSONSyntaxError(.emptyFile, at: position)
                default:
                    throw JSONSyntaxError(.unexpectedEnd(expected: expectation(state, stack)), at: position)
                }
            }
            let byte = buffer[position]
            switch state {
            case .firstElementOrEnd:
                state = byte == UInt8(ascii: "]") ? close(&stack, &position) : .value
                continue
            case .firstKeyOrEnd:
                state = byte == UInt8(ascii: "}") ? close(&stack, &position) : .key
                continue
            case .key:
                guard byte == UInt8(ascii: "\"") else {
                    throw JSONSyntaxError(.expectedMemberName(found: Found(buffer, at: position)), at: position)
                }
                try scanString(buffer, &position)
                skipWhitespace(&position)
                guard position < count, buffer[position] == UInt8(ascii: ":") else {
                    throw JSONSyntaxError(.expectedColon(found: Found(buffer, at: position)), at: position)
                }
                position += 1
                state = .value
                continue
            case .commaOrEnd:
                let container = stack[stack.count - 1]
                let isObject = tape[container].kind == .object
                if byte == UInt8(ascii: ",") {
                    position += 1
                    state = isObject ? .key : .value
                    continue
                }
                if byte == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    state = close(&stack, &position)
                    continue
                }
                throw JSONSyntaxError(.expectedCommaOrClose(close: isObject ? "}" : "]", found: Found(buffer, at: position)), at: position)
            case .value:
                switch byte {
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    guard stack.count < limits.maxDepth else {
                        throw JSONSyntaxError(.nestingTooDeep(limit: limits.maxDepth), at: position)
                    }
                    let isObject = byte == UInt8(ascii: "{")
                    stack.append(tape.count)
                    tape.append(JSONToken(kind: isObject ? .object : .array, offset: UInt32(truncatingIfNeeded: position)))
                    position += 1
                    state = isObject ? .firstKeyOrEnd : .firstElementOrEnd
                case UInt8(ascii: "\""):
                    try scanString(buffer, &position)
                    state = afterValue(&stack)
                case UInt8(ascii: "t"):
                    try literal(buffer, &position, "true", .true)
                    state = afterValue(&stack)
                case UInt8(ascii: "f"):
                    try literal(buffer, &position, "false", .false)
                    state = afterValue(&stack)
                case UInt8(ascii: "n"):
                    try literal(buffer, &position, "null", .null)
                    state = afterValue(&stack)
                case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                    try scanNumber(buffer, &position)
                    state = afterValue(&stack)
                default:
                    throw JSONSyntaxError(.expectedValue(found: Found(buffer, at: position)), at: position)
                }
            case .done:
                return
            }
        }
    }

    private func expectation(_ state: State, _ stack: [Int]) -> JSONSyntaxError.Expected {
        switch state {
        case .value: return .value
        case .key, .firstKeyOrEnd: return .memberNameOrClose
        case .firstElementOrEnd: return .valueOrClose
        case .commaOrEnd: return .commaOrClose(tape[stack[stack.count - 1]].kind == .object ? "}" : "]")
        case .done: return .endOfFile
        }
    }

    /// Steps over the closing bracket at `position`, ends the innermost container there and
    /// says what comes next.
    @inline(__always)
    private mutating func close(_ stack: inout [Int], _ position: inout Int) -> State {
        position += 1
        let container = stack.removeLast()
        // The low half of a container's payload is its end; the high half, its count.
        tape[container].payload |= UInt64(UInt32(truncatingIfNeeded: tape.count))
        return afterValue(&stack)
    }

    /// Counts the finished value in its container and says what comes next.
    @inline(__always)
    private mutating func afterValue(_ stack: inout [Int]) -> State {
        guard let container = stack.last else { return .done }
        tape[container].payload &+= 1 << 32
        return .commaOrEnd
    }

    private mutating func literal(
        _ buffer: UnsafeBufferPointer<UInt8>, _ position: inout Int, _ word: StaticString, _ kind: JSONToken.Kind
    ) throws(JSONSyntaxError) {
        let length = word.utf8CodeUnitCount
        let start = position
        guard start + length <= buffer.count else {
            throw JSONSyntaxError(.truncatedLiteral("\(word)"), at: start)
        }
        let expected = word.utf8Start
        for offset in 0..<length where buffer[start + offset] != expected[offset] {
            throw JSONSyntaxError(.expectedValue(found: Found(buffer, at: start)), at: start)
        }
        tape.append(JSONToken(kind: kind, offset: UInt32(truncatingIfNeeded: start)))
        position += length
    }

    private mutating func scanString(_ buffer: UnsafeBufferPointer<UInt8>, _ position: inout Int) throws(JSONSyntaxError) {
        let start = position
        var cursor = position + 1
        var hasEscapes = false
        let count = buffer.count
        while true {
            // Eight bytes at a time up to the first quote, backslash or control character.
            if cursor &+ 8 <= count {
                let word = Self.word(buffer, at: cursor)
                let special =
                    Self.zeroBytes(word ^ Self.repeated(UInt8(ascii: "\""))) | Self.zeroBytes(word ^ Self.repeated(UInt8(ascii: "\\")))
                    | Self.bytesBelow0x20(word)
                if special == 0 {
                    cursor &+= 8
                    continue
                }
                cursor &+= special.trailingZeroBitCount &>> 3
            } else {
                guard cursor < count else {
                    throw JSONSyntaxError(.unterminatedString, at: start)
                }
            }
            let byte = buffer[cursor]
            if byte == UInt8(ascii: "\"") { break }
            if byte == UInt8(ascii: "\\") {
                hasEscapes = true
                guard cursor + 1 < count else {
                    throw JSONSyntaxError(.unterminatedString, at: start)
                }
                switch buffer[cursor + 1] {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
                    UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    cursor += 2
                case UInt8(ascii: "u"):
                    guard cursor + 5 < count else {
                        throw JSONSyntaxError(.incompleteUnicodeEscape, at: cursor)
                    }
                    for digit in 2...5 where hexValue(buffer[cursor + digit]) == nil {
                        throw JSONSyntaxError(.invalidUnicodeEscape, at: cursor)
                    }
                    cursor += 6
                default:
                    throw JSONSyntaxError(.invalidEscape(found: Found(buffer, at: cursor + 1)), at: cursor)
                }
                continue
            }
            if byte < 0x20 {
                throw JSONSyntaxError(.unescapedControlCharacter(byte), at: cursor)
            }
            cursor += 1
        }
        var word = JSONToken.noWord
        if !hasEscapes, let index = words.index(of: buffer.baseAddress.unsafelyUnwrapped + (start + 1), count: cursor - start - 1) {
            word = UInt16(truncatingIfNeeded: index)
        }
        tape.append(JSONToken(kind: .string, offset: UInt32(truncatingIfNeeded: start), hasEscapes: hasEscapes, word: word, payload: UInt64(cursor)))
        position = cursor + 1
    }

    private mutating func scanNumber(_ buffer: UnsafeBufferPointer<UInt8>, _ position: inout Int) throws(JSONSyntaxError) {
        let start = position
        let count = buffer.count
        var cursor = position
        var negative = false
        if buffer[cursor] == UInt8(ascii: "-") {
            negative = true
            cursor += 1
        }
        @inline(__always) func isDigit(_ index: Int) -> Bool {
            index < count && buffer[index] >= UInt8(ascii: "0") && buffer[index] <= UInt8(ascii: "9")
        }
        guard isDigit(cursor) else {
            throw JSONSyntaxError(.missingDigits(.afterMinus), at: start)
        }
        var integer: UInt64 = 0
        var digits = 0
        if buffer[cursor] == UInt8(ascii: "0") {
            cursor += 1
            digits = 1
            if isDigit(cursor) {
                throw JSONSyntaxError(.leadingZero, at: start)
            }
        } else {
            while isDigit(cursor) {
                if digits < 18 { integer = integer &* 10 &+ UInt64(buffer[cursor] - UInt8(ascii: "0")) }
                digits += 1
                cursor += 1
            }
        }
        var isInteger = true
        if cursor < count, buffer[cursor] == UInt8(ascii: ".") {
            isInteger = false
            cursor += 1
            guard isDigit(cursor) else {
                throw JSONSyntaxError(.missingDigits(.afterPoint), at: start)
            }
            while isDigit(cursor) { cursor += 1 }
        }
        if cursor < count, buffer[cursor] == UInt8(ascii: "e") || buffer[cursor] == UInt8(ascii: "E") {
            isInteger = false
            cursor += 1
            if cursor < count, buffer[cursor] == UInt8(ascii: "+") || buffer[cursor] == UInt8(ascii: "-") { cursor += 1 }
            guard isDigit(cursor) else {
                throw JSONSyntaxError(.missingDigits(.exponent), at: start)
            }
            while isDigit(cursor) { cursor += 1 }
        }
        let value: Double
        if isInteger && digits <= 15 {
            value = negative ? -Double(integer) : Double(integer)
        } else {
            let text = String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<cursor]), as: UTF8.self)
            guard let parsed = Double(text), parsed.isFinite else {
                throw JSONSyntaxError(.numberOutOfRange(String(text.prefix(40))), at: start)
            }
            value = parsed
        }
        tape.append(JSONToken(kind: .number, offset: UInt32(truncatingIfNeeded: start), payload: value.bitPattern))
        position = cursor
    }

    /// Eight bytes from `position` (which has eight left), the first in the low byte.
    @inline(__always)
    private static func word(_ buffer: UnsafeBufferPointer<UInt8>, at position: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(buffer.baseAddress.unsafelyUnwrapped + position).loadUnaligned(as: UInt64.self))
    }

    @inline(__always)
    private static func repeated(_ byte: UInt8) -> UInt64 { 0x0101_0101_0101_0101 &* UInt64(byte) }

    /// The high bit of each zero byte of `word` is set. Exact up to the first zero byte: a
    /// borrow can only mark bytes after it, and callers look at the lowest mark only.
    @inline(__always)
    private static func zeroBytes(_ word: UInt64) -> UInt64 {
        (word &- repeated(0x01)) & ~word & repeated(0x80)
    }

    /// The high bit of each byte below 0x20 is set (exact up to the first, as ``zeroBytes(_:)``).
    @inline(__always)
    private static func bytesBelow0x20(_ word: UInt64) -> UInt64 {
        (word &- repeated(0x20)) & ~word & repeated(0x80)
    }
}

@inline(__always)
func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
}

/// Expands JSON string escapes. Lone surrogates become U+FFFD; invalid UTF-8 is repaired the
/// same way (RFC 8259 leaves both to the implementation).
enum JSONStringUnescaper {
    static func unescape(_ bytes: [UInt8], from start: Int, to end: Int) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(end - start)
        var index = start
        func appendScalar(_ value: UInt32) {
            let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
            output.append(contentsOf: Array(String(scalar).utf8))
        }
        func hex4(_ at: Int) -> UInt32? {
            guard at + 4 <= end else { return nil }
            var value: UInt32 = 0
            for offset in 0..<4 {
                guard let digit = hexValue(bytes[at + offset]) else { return nil }
                value = value << 4 | UInt32(digit)
            }
            return value
        }
        while index < end {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "\\") else {
                output.append(byte)
                index += 1
                continue
            }
            let escape = bytes[index + 1]
            index += 2
            switch escape {
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "u"):
                let unit = hex4(index) ?? 0xFFFD
                index += 4
                if (0xD800...0xDBFF).contains(unit), index + 6 <= end, bytes[index] == UInt8(ascii: "\\"),
                    bytes[index + 1] == UInt8(ascii: "u"), let low = hex4(index + 2), (0xDC00...0xDFFF).contains(low)
                {
                    index += 6
                    appendScalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
                } else {
                    appendScalar(unit)  // lone surrogates map to U+FFFD in appendScalar
                }
            default: output.append(escape)  // \" \\ \/
            }
        }
        return String(decoding: output, as: UTF8.self)
    }
}
