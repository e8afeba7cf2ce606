/// The scanner's state and the token-level reading that the grammar files (`+Operators`,
/// `+Transforms`, `+Values`) build on.
extension ExpressionParser {
    /// Works on UTF-8 bytes: every token of the language is ASCII, and names may hold any
    /// non-ASCII character, so no Unicode property lookups are needed on the hot path.
    struct Scanner {
        let text: [UInt8]
        let transforms: TransformRegistry
        /// Levels open around the text (``ExpressionParser/nesting``).
        let nesting: Int
        var position = 0
        var parenthesisDepth = 0
        /// Bound keys being read (`[$.i]`); each also counts ``wideLevel`` in
        /// ``parenthesisDepth``. Inside one, an unquoted transform argument ends at the `]`.
        var bracketDepth = 0
        /// First branches of choices being read (`a ? x` before its `:`), outside any brackets
        /// entered since: inside one, a ` :` after a space separates the branches instead of
        /// starting or continuing a transform's argument.
        var openChoices = 0
        /// Where an unquoted transform argument last ended at a choice's ` ?`, to explain an
        /// error in that choice (the `?` may have been meant as text).
        var argumentCutAtChoice: Int?
        /// The `(` that have a matching `)` (``closes(at:)``), found when first asked.
        var matchedOpenings: Set<Int>?

        init(text: [UInt8], transforms: TransformRegistry, nesting: Int = 0) {
            self.text = text
            self.transforms = transforms
            self.nesting = nesting
        }

        var atEnd: Bool { position >= text.count }
        var rest: String { String(decoding: text[min(position, text.count)...], as: UTF8.self) }
        var source: String { String(decoding: text, as: UTF8.self) }

        @inline(__always)
        func peek(_ offset: Int = 0) -> UInt8? {
            position + offset < text.count ? text[position + offset] : nil
        }

        func slice(_ start: Int, _ end: Int) -> String {
            String(decoding: text[start..<end], as: UTF8.self)
        }

        mutating func skipSpaces() {
            while let byte = peek(), Self.isWhiteSpace(byte) { position += 1 }
        }

        /// A space, tab, line feed or carriage return: what separates tokens.
        static func isWhiteSpace(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
        }

        /// Consumes an ASCII token (an operator or keyword) after optional spaces.
        mutating func consume(_ token: StaticString) -> Bool {
            skipSpaces()
            let length = token.utf8CodeUnitCount
            guard position + length <= text.count else { return false }
            let bytes = token.utf8Start
            for offset in 0..<length where text[position + offset] != bytes[offset] { return false }
            position += length
            return true
        }

        /// Steps over the `(` at the position, or refuses it past the levels left here.
        mutating func enterParenthesis() throws(ExpressionError) {
            try enterLevel()
            position += 1
        }

        /// Opens `levels` more levels of parentheses, or refuses them past the levels left here:
        /// 32 less what the view nodes and argument pipelines around the expression use up. A
        /// bound key's brackets and a lookup's arguments open ``wideLevel``: parsing one nests
        /// more calls than a parenthesis (about 1.35 times the stack, measured in a debug
        /// build), and all of them must fit a 512 KiB thread.
        mutating func enterLevel(_ levels: Int = 1) throws(ExpressionError) {
            let limit = NestingLimits.expressionParentheses
            guard nesting + parenthesisDepth + levels <= limit else {
                let here = nesting == 0 ? "" : " here (at most \(limit), fewer inside deeply nested view nodes or a transform's argument)"
                throw error("parentheses nest more than \(max(limit - nesting, 0)) levels deep\(here); a [ ] key or a lookup's ( ) counts \(Self.wideLevel)", .nestingTooDeep)
            }
            parenthesisDepth += levels
        }

        /// The levels a bound key's `[ ]` or a lookup's `( )` counts.
        static let wideLevel = 2

        func error(_ message: String, _ code: DiagnosticCode = .invalidExpression, at offset: Int? = nil) -> ExpressionError {
            ExpressionError(code, "\(message) in expression '\(Excerpt.cut(source))'", offset: characterOffset(offset ?? position))
        }

        /// The number of Unicode scalars before a byte offset: errors report columns the way
        /// ``SourceLocation`` counts them. The text is valid UTF-8 (it came from a `String`),
        /// so each scalar starts at the one byte that is not a continuation byte.
        func characterOffset(_ byteOffset: Int) -> Int {
            Self.scalars(in: text[..<min(byteOffset, text.count)])
        }

        private static func scalars(in bytes: ArraySlice<UInt8>) -> Int {
            bytes.reduce(0) { count, byte in byte & 0xC0 == 0x80 ? count : count + 1 }
        }

        static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }

        /// Characters of a path component: letters, digits, `_`, `-` and any non-ASCII character.
        static func isNameByte(_ byte: UInt8) -> Bool {
            isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte >= 0x80
        }
    }
}
