/// Parses the expression language.
///
/// ```
/// expression := or
/// or         := and ('||' and)*
/// and        := unary ('&&' unary)*
/// unary      := '!'* comparison
/// comparison := sum (('==' | '!=' | '>=' | '<=' | '>' | '<' | 'in' | 'contains') sum)?
/// sum        := product (('+' | '-') product)*
/// product    := signed (('*' | '/' | '%') signed)*
/// signed     := '-'* pipeline
/// pipeline   := primary ('|' transform)*
/// primary    := '(' expression ')' | path | 'text' | "text" | number | true | false | null
/// path       := '$' ('.' name | '.' digits | '[' integer ']' | '[' quoted ']')*
/// transform  := name (':' argument)?
/// ```
///
/// A transform's argument is the text after the first `:` up to the next `|`, comparison or
/// logical operator (or a closing parenthesis that closes an open one), trimmed; quote it
/// (`default:'a | b'`) to keep those characters or surrounding spaces. So `date:MMM d, yyyy`,
/// `join:,` and `truncate:20` read naturally. Transforms that take terms (`where`, `search`,
/// `sort`, …) read their argument up to the next `|`, `&&`, `||` or unmatched `)` instead,
/// so `where:price < $.max` keeps its `<`. A pipeline binds tighter than arithmetic:
/// `($.a + $.b) | round` rounds the sum, `$.items | count + 1` adds to the count.
///
/// Nothing recurses without bound: `&&` and `||` chains become one node each, a run of `!`
/// collapses to one or two negations (`!!!x` is `!x`), and parentheses may nest at most
/// ``NestingLimits/expressionParentheses`` deep. Error offsets count Unicode scalars.
public struct ExpressionParser: Sendable {
    public let transforms: TransformRegistry

    public init(transforms: TransformRegistry = .standard) {
        self.transforms = transforms
    }

    /// Parses `text` as a full expression (bindings are expressions without operators).
    public func parse(_ text: String) throws(ExpressionError) -> BindingExpression {
        if let path = Self.simplePath(text) { return BindingExpression(source: text, root: .path(path)) }
        var scanner = Scanner(text: Array(text.utf8), transforms: transforms)
        let root = try scanner.parseExpression()
        scanner.skipSpaces()
        guard scanner.atEnd else {
            throw scanner.error("unexpected '\(scanner.rest.prefix(20))'")
        }
        return BindingExpression(source: text, root: root)
    }

    /// Most bindings are a bare dotted path (`$.item.trackName`, `$.items.3.title`); they skip
    /// the general scanner. Anything else (brackets, spaces, operators) returns nil.
    static func simplePath(_ text: String) -> BindingPath? {
        var text = text
        return text.withUTF8 { bytes -> BindingPath? in
            guard bytes.count > 2, bytes[0] == UInt8(ascii: "$"), bytes[1] == UInt8(ascii: ".") else { return nil }
            var components: [BindingPath.Component] = []
            components.reserveCapacity(4)
            var position = 1
            while position < bytes.count {
                guard bytes[position] == UInt8(ascii: ".") else { return nil }
                let start = position + 1
                var end = start
                while end < bytes.count, Scanner.isNameByte(bytes[end]) { end += 1 }
                guard end > start else { return nil }
                components.append(BindingPath.Component(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)))
                position = end
            }
            return BindingPath(components)
        }
    }

    /// Works on UTF-8 bytes: every token of the language is ASCII, and names may hold any
    /// non-ASCII character, so no Unicode property lookups are needed on the hot path.
    private struct Scanner {
        let text: [UInt8]
        let transforms: TransformRegistry
        var position = 0
        var parenthesisDepth = 0

        init(text: [UInt8], transforms: TransformRegistry) {
            self.text = text
            self.transforms = transforms
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
            while let byte = peek(), byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { position += 1 }
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

        func error(_ message: String, _ code: DiagnosticCode = .invalidExpression, at offset: Int? = nil) -> ExpressionError {
            ExpressionError(code, "\(message) in expression '\(Excerpt.cut(source))'", offset: characterOffset(offset ?? position))
        }

        /// The number of Unicode scalars before a byte offset: errors report columns the way
        /// ``SourceLocation`` counts them.
        func characterOffset(_ byteOffset: Int) -> Int {
            String(decoding: text[..<min(byteOffset, text.count)], as: UTF8.self).unicodeScalars.count
        }

        static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }

        /// Characters of a path component: letters, digits, `_`, `-` and any non-ASCII character.
        static func isNameByte(_ byte: UInt8) -> Bool {
            isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte >= 0x80
        }

        mutating func parseExpression() throws(ExpressionError) -> ExpressionNode {
            var operands = [try parseAnd()]
            while consume("||") { operands.append(try parseAnd()) }
            return operands.count == 1 ? operands[0] : .or(operands)
        }

        mutating func parseAnd() throws(ExpressionError) -> ExpressionNode {
            var operands = [try parseUnary()]
            while consume("&&") { operands.append(try parseUnary()) }
            return operands.count == 1 ? operands[0] : .and(operands)
        }

        /// A run of `!` is counted, not recursed into: an odd run negates, an even run (`!!x`)
        /// yields the truthiness as a boolean.
        mutating func parseUnary() throws(ExpressionError) -> ExpressionNode {
            var negations = 0
            while true {
                skipSpaces()
                guard peek() == UInt8(ascii: "!"), peek(1) != UInt8(ascii: "=") else { break }
                position += 1
                negations += 1
            }
            let operand = try parseComparison()
            if negations == 0 { return operand }
            return negations % 2 == 1 ? .not(operand) : .not(.not(operand))
        }

        mutating func parseComparison() throws(ExpressionError) -> ExpressionNode {
            let lhs = try parseSum()
            if consumeKeyword("in") { return .membership(element: lhs, container: try parseSum()) }
            if consumeKeyword("contains") { return .membership(element: try parseSum(), container: lhs) }
            skipSpaces()
            guard let byte = peek(), byte == UInt8(ascii: "=") || byte == UInt8(ascii: "!") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "<") else {
                return lhs
            }
            let op: ComparisonOperator
            if consume("==") { op = .equal }
            else if consume("!=") { op = .notEqual }
            else if consume(">=") { op = .greaterOrEqual }
            else if consume("<=") { op = .lessOrEqual }
            else if consume(">") { op = .greater }
            else if consume("<") { op = .less }
            else { return lhs }
            return .comparison(op, lhs, try parseSum())
        }

        /// A word operator (`in`, `contains`) that is not the start of a longer name.
        mutating func consumeKeyword(_ word: StaticString) -> Bool {
            let start = position
            guard consume(word) else { return false }
            if let next = peek(), Self.isNameByte(next) {
                position = start
                return false
            }
            return true
        }

        mutating func parseSum() throws(ExpressionError) -> ExpressionNode {
            try parseChain(multiplicative: false)
        }

        /// One precedence level of arithmetic as a flat chain (see ``ExpressionNode/arithmetic``).
        mutating func parseChain(multiplicative: Bool) throws(ExpressionError) -> ExpressionNode {
            let first = multiplicative ? try parseSigned() : try parseChain(multiplicative: true)
            var steps: [ExpressionNode.ArithmeticStep] = []
            while true {
                skipSpaces()
                guard let byte = peek(), let op = ArithmeticOperator(rawValue: String(UnicodeScalar(byte))),
                    op.isMultiplicative == multiplicative
                else { break }
                position += 1
                steps.append(.init(op: op, operand: multiplicative ? try parseSigned() : try parseChain(multiplicative: true)))
            }
            return steps.isEmpty ? first : .arithmetic(first, steps)
        }

        /// A run of `-` before an operand is counted, like `!`; `-5` stays a number literal.
        mutating func parseSigned() throws(ExpressionError) -> ExpressionNode {
            var negations = 0
            while true {
                skipSpaces()
                guard peek() == UInt8(ascii: "-"), let next = peek(1), !Self.isDigit(next) else { break }
                position += 1
                negations += 1
            }
            let operand = try parsePipeline()
            return negations % 2 == 1 ? .negate(operand) : (negations == 0 ? operand : .negate(.negate(operand)))
        }

        mutating func parsePipeline() throws(ExpressionError) -> ExpressionNode {
            let input = try parsePrimary()
            var calls: [TransformCall] = []
            while true {
                skipSpaces()
                // `|` but not `||`.
                guard peek() == UInt8(ascii: "|"), peek(1) != UInt8(ascii: "|") else { break }
                position += 1
                calls.append(try parseTransform())
            }
            return calls.isEmpty ? input : .pipeline(input, calls)
        }

        mutating func parseTransform() throws(ExpressionError) -> TransformCall {
            skipSpaces()
            let start = position
            if peek() == UInt8(ascii: "!") { position += 1 }
            while let byte = peek(), Self.isLetter(byte) || Self.isDigit(byte) || byte == UInt8(ascii: "_") { position += 1 }
            let name = slice(start, position)
            guard !name.isEmpty else { throw error("expected a transform name after '|'") }
            guard let transform = transforms[name] else {
                throw error("unknown transform '\(name)'\(Suggestion.didYouMean(name, in: transforms.names))", .unknownTransform, at: start)
            }
            var argument: String?
            var argumentStart = position
            skipSpaces()
            if peek() == UInt8(ascii: ":") {
                position += 1
                skipSpaces()
                argumentStart = position
                if case .terms = transform.compiler {
                    argument = try parseTermsArgument()
                } else {
                    argument = try parseArgument()
                }
            }
            switch transform.argument {
            case .none where argument != nil:
                throw error("transform '\(name)' takes no argument", .transformArgument)
            case .required where argument == nil:
                throw error("transform '\(name)' needs an argument, as in \(name):…", .transformArgument)
            default:
                break
            }
            do throws(ExpressionError) {
                switch transform.compiler {
                case .text(let compile):
                    let function = try compile(argument)
                    return TransformCall(name: name, argument: argument, terms: [], function: { value, _, environment in function(value, environment) })
                case .terms(let compile):
                    let terms = try TransformTerm.tokenize(argument ?? "", offset: characterOffset(argumentStart))
                    return TransformCall(name: name, argument: argument, terms: terms, function: try compile(terms))
                }
            } catch let failure {
                // Term errors already point into the argument; others point at the transform.
                guard let offset = failure.offset else { throw error(failure.message, failure.code, at: start) }
                throw ExpressionError(failure.code, "\(failure.message) in expression '\(Excerpt.cut(source))'", offset: offset)
            }
        }

        /// The raw argument of a transform that takes terms: everything up to a `|`, `&&`,
        /// `||` or a `)` closing an open parenthesis, outside quotes.
        mutating func parseTermsArgument() throws(ExpressionError) -> String {
            let start = position
            var quote: UInt8?
            while let byte = peek() {
                if let open = quote {
                    if byte == UInt8(ascii: "\\") { position += 1 } else if byte == open { quote = nil }
                } else if byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\"") {
                    quote = byte
                } else if byte == UInt8(ascii: "|") || (byte == UInt8(ascii: "&") && peek(1) == UInt8(ascii: "&")) {
                    break
                } else if byte == UInt8(ascii: ")") && parenthesisDepth > 0 {
                    break
                }
                position += 1
            }
            guard quote == nil else { throw error("unterminated quoted text", at: start) }
            var end = min(position, text.count)
            while end > start, text[end - 1] == 0x20 || text[end - 1] == 0x09 { end -= 1 }
            return slice(start, end)
        }

        mutating func parseArgument() throws(ExpressionError) -> String {
            skipSpaces()
            if let quote = peek(), quote == UInt8(ascii: "'") || quote == UInt8(ascii: "\"") {
                return try parseQuoted()
            }
            let start = position
            while let byte = peek() {
                if byte == UInt8(ascii: "|") { break }
                if byte == UInt8(ascii: ")") && parenthesisDepth > 0 { break }
                if byte == UInt8(ascii: "&") && peek(1) == UInt8(ascii: "&") { break }
                if (byte == UInt8(ascii: "=") || byte == UInt8(ascii: "!")) && peek(1) == UInt8(ascii: "=") { break }
                if (byte == UInt8(ascii: ">") || byte == UInt8(ascii: "<")) && position > start { break }
                position += 1
            }
            var end = position
            while end > start, text[end - 1] == 0x20 || text[end - 1] == 0x09 { end -= 1 }
            return slice(start, end)
        }

        mutating func parseQuoted() throws(ExpressionError) -> String {
            let quote = text[position]
            position += 1
            var value: [UInt8] = []
            while let byte = peek() {
                position += 1
                if byte == quote { return String(decoding: value, as: UTF8.self) }
                if byte == UInt8(ascii: "\\"), let escaped = peek() {
                    position += 1
                    switch escaped {
                    case UInt8(ascii: "n"): value.append(0x0A)
                    case UInt8(ascii: "t"): value.append(0x09)
                    default: value.append(escaped)
                    }
                    continue
                }
                value.append(byte)
            }
            throw error("unterminated quoted text")
        }

        mutating func parsePrimary() throws(ExpressionError) -> ExpressionNode {
            skipSpaces()
            guard let byte = peek() else { throw error("expected a value but the expression ended") }
            switch byte {
            case UInt8(ascii: "("):
                guard parenthesisDepth < NestingLimits.expressionParentheses else {
                    throw error("parentheses nest more than \(NestingLimits.expressionParentheses) levels deep", .nestingTooDeep)
                }
                position += 1
                parenthesisDepth += 1
                let inner = try parseExpression()
                guard consume(")") else { throw error("expected ')'") }
                parenthesisDepth -= 1
                return inner
            case UInt8(ascii: "$"):
                return .path(try parsePath())
            case UInt8(ascii: "'"), UInt8(ascii: "\""):
                return .literal(.string(try parseQuoted()))
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                let start = position
                position += 1
                while let next = peek(), Self.isDigit(next) || next == UInt8(ascii: ".") || next == UInt8(ascii: "e") || next == UInt8(ascii: "E") {
                    position += 1
                }
                let literal = slice(start, position)
                guard let number = Double(literal) else { throw error("'\(literal)' is not a number") }
                return .literal(.number(number))
            default:
                if consume("true") { return .literal(.bool(true)) }
                if consume("false") { return .literal(.bool(false)) }
                if consume("null") { return .literal(.null) }
                throw error("expected a path starting with '$', a quoted text, a number, true, false or null, found '\(rest.prefix(20))'")
            }
        }

        mutating func parsePath() throws(ExpressionError) -> BindingPath {
            position += 1  // $
            var components: [BindingPath.Component] = []
            while let byte = peek() {
                if byte == UInt8(ascii: ".") {
                    position += 1
                    let start = position
                    while let next = peek(), Self.isNameByte(next) { position += 1 }
                    guard position > start else { throw error("expected a name after '.'") }
                    components.append(.init(slice(start, position)))
                } else if byte == UInt8(ascii: "[") {
                    position += 1
                    skipSpaces()
                    if let quote = peek(), quote == UInt8(ascii: "'") || quote == UInt8(ascii: "\"") {
                        var component = BindingPath.Component(try parseQuoted())
                        component.index = nil  // a quoted member name is never an index
                        components.append(component)
                    } else {
                        let start = position
                        if peek() == UInt8(ascii: "-") { position += 1 }
                        while let next = peek(), Self.isDigit(next) { position += 1 }
                        let digits = slice(start, position)
                        guard Int(digits) != nil else { throw error("expected an index or a quoted name inside [ ]") }
                        components.append(.init(digits))
                    }
                    guard consume("]") else { throw error("expected ']'") }
                } else {
                    break
                }
            }
            return BindingPath(components)
        }
    }
}
