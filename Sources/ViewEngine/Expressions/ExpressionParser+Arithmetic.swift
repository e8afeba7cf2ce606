/// The arithmetic levels of the grammar (`+ -`, then `* / %`, then unary `-`) and the word
/// operators `in` and `contains`.
extension ExpressionParser.Scanner {
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

    /// One precedence level as a flat chain (see ``ExpressionNode/arithmetic``).
    mutating func parseChain(multiplicative: Bool) throws(ExpressionError) -> ExpressionNode {
        let first = multiplicative ? try parseSigned() : try parseChain(multiplicative: true)
        var steps: [ExpressionNode.ArithmeticStep] = []
        while true {
            skipSpaces()
            guard let byte = peek(), let op = Self.arithmeticOperator(byte), op.isMultiplicative == multiplicative else { break }
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
        if negations == 0 { return operand }
        return negations % 2 == 1 ? .negate(operand) : .negate(.negate(operand))
    }

    static func arithmeticOperator(_ byte: UInt8) -> ArithmeticOperator? {
        switch byte {
        case UInt8(ascii: "+"): return .add
        case UInt8(ascii: "-"): return .subtract
        case UInt8(ascii: "*"): return .multiply
        case UInt8(ascii: "/"): return .divide
        case UInt8(ascii: "%"): return .remainder
        default: return nil
        }
    }
}
