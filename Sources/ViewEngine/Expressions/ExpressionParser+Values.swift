/// The values of the grammar: parenthesised expressions, paths, quoted text, numbers and
/// the keywords `true`, `false` and `null`.
extension ExpressionParser.Scanner {
    mutating func parsePrimary() throws(ExpressionError) -> ExpressionNode {
        skipSpaces()
        guard let byte = peek() else { throw error("expected a value but the expression ended") }
        switch byte {
        case UInt8(ascii: "("):
            try enterParenthesis()
            let inner = try parseEnclosedExpression()
            guard consume(")") else { throw error("expected ')'") }
            parenthesisDepth -= 1
            return inner
        case UInt8(ascii: "$"):
            return .path(try parsePath())
        case UInt8(ascii: "@"):
            return try parseLookup()
        case UInt8(ascii: "'"), UInt8(ascii: "\""):
            return .literal(.string(try parseQuoted()))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let start = position
            position += 1
            while let next = peek(), Self.isDigit(next) || next == UInt8(ascii: ".") || next == UInt8(ascii: "e") || next == UInt8(ascii: "E") {
                position += 1
                // An exponent's sign belongs to the number (`1e-5`, `1E+2`), not to a subtraction.
                if (next | 0x20) == UInt8(ascii: "e"), let sign = peek(), sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
                    position += 1
                }
            }
            let literal = slice(start, position)
            guard let number = Double(literal) else { throw error("'\(literal)' is not a number") }
            return .literal(.number(number))
        default:
            if consume("true") { return .literal(.bool(true)) }
            if consume("false") { return .literal(.bool(false)) }
            if consume("null") { return .literal(.null) }
            throw error("expected a path starting with '$', a string lookup starting with '@', a quoted text, a number, true, false or null, found '\(rest.prefix(20))'")
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

    mutating func parseQuoted() throws(ExpressionError) -> String {
        let start = position
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
        // At the opening quote: the end of the expression says nothing of which quote is open.
        throw error("unterminated quoted text (a \(quote == UInt8(ascii: "'") ? "'" : "\"") with no closing one)", at: start)
    }
}
