/// Why bytes are not JSON, and where: ``offset`` is the byte the parser stopped at, which
/// ``JSONParser`` turns into a file, line and column on the ``Diagnostic`` it throws.
///
/// The problem is a value, not a sentence, so tests and tools can tell the cases apart; the
/// wording lives in ``message`` only.
struct JSONSyntaxError: Error, Equatable, Sendable {
    /// Byte offset of the problem in the file.
    let offset: Int
    let problem: Problem

    init(_ problem: Problem, at offset: Int) {
        self.problem = problem
        self.offset = offset
    }

    enum Problem: Equatable, Sendable {
        /// Nothing but whitespace.
        case emptyFile
        /// The file ended inside a value.
        case unexpectedEnd(expected: Expected)
        /// Something follows the top-level value.
        case trailingContent(found: Found)
        case expectedMemberName(found: Found)
        case expectedColon(found: Found)
        /// Neither `,` nor the container's closing bracket (`}` or `]`).
        case expectedCommaOrClose(close: Character, found: Found)
        case expectedValue(found: Found)
        /// The file ends inside `true`, `false` or `null`.
        case truncatedLiteral(String)
        case nestingTooDeep(limit: Int)
        case unterminatedString
        case incompleteUnicodeEscape
        case invalidUnicodeEscape
        case invalidEscape(found: Found)
        case unescapedControlCharacter(UInt8)
        case missingDigits(NumberPart)
        case leadingZero
        case numberOutOfRange(String)
    }

    /// What the parser wanted when the file ended.
    enum Expected: Equatable, Sendable {
        case value
        case memberNameOrClose
        case valueOrClose
        case commaOrClose(Character)
        case endOfFile
    }

    /// The part of a number that lacks its digits.
    enum NumberPart: Equatable, Sendable {
        case afterMinus, afterPoint, exponent
    }

    /// What the parser found instead: a printable ASCII character, another byte, or the end.
    enum Found: Equatable, Sendable, CustomStringConvertible {
        case character(Character)
        case byte(UInt8)
        case endOfFile

        init(_ buffer: UnsafeBufferPointer<UInt8>, at position: Int) {
            guard position < buffer.count else {
                self = .endOfFile
                return
            }
            let byte = buffer[position]
            self = byte >= 0x21 && byte < 0x7F ? .character(Character(Unicode.Scalar(byte))) : .byte(byte)
        }

        var description: String {
            switch self {
            case .character(let character): return "'\(character)'"
            case .byte(let byte): return "byte 0x\(hex2(byte))"
            case .endOfFile: return "end of file"
            }
        }
    }

    /// The sentence a ``Diagnostic`` shows after "syntax error: ".
    var message: String {
        switch problem {
        case .emptyFile: return "the file is empty; expected a JSON value"
        case .unexpectedEnd(let expected): return "unexpected end of file; \(expected.phrase)"
        case .trailingContent(let found): return "unexpected \(found) after the JSON value"
        case .expectedMemberName(let found): return "expected a member name in double quotes, found \(found)"
        case .expectedColon(let found): return "expected ':' after the member name, found \(found)"
        case .expectedCommaOrClose(let close, let found): return "expected ',' or '\(close)', found \(found)"
        case .expectedValue(let found): return "expected a value, found \(found)"
        case .truncatedLiteral(let word): return "expected '\(word)'"
        case .nestingTooDeep(let limit): return "nesting is deeper than \(limit) levels"
        case .unterminatedString: return "unterminated string"
        case .incompleteUnicodeEscape: return "incomplete \\u escape"
        case .invalidUnicodeEscape: return "\\u must be followed by four hexadecimal digits"
        case .invalidEscape(let found): return "invalid escape \(found) in string"
        case .unescapedControlCharacter(let byte): return "control character U+\(hex2(byte)) must be escaped in a string"
        case .missingDigits(.afterMinus): return "a number needs digits after '-'"
        case .missingDigits(.afterPoint): return "a number needs digits after '.'"
        case .missingDigits(.exponent): return "a number needs digits in its exponent"
        case .leadingZero: return "numbers cannot have leading zeros"
        case .numberOutOfRange(let text): return "number \(text) is out of range"
        }
    }
}

extension JSONSyntaxError.Expected {
    var phrase: String {
        switch self {
        case .value: return "expected a value"
        case .memberNameOrClose: return "expected a member name or '}'"
        case .valueOrClose: return "expected a value or ']'"
        case .commaOrClose(let close): return "expected ',' or '\(close)'"
        case .endOfFile: return "expected the end of the file"
        }
    }
}

/// Two upper-case hexadecimal digits.
func hex2(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
}
