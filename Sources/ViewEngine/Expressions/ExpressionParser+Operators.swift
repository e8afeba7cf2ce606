/// The operator levels of the grammar: `? :`, `||`, `&&`, `!`, comparisons and `|` pipelines
/// (arithmetic, between comparisons and pipelines, is in ExpressionParser+Arithmetic).
extension ExpressionParser.Scanner {
    /// A choice chain, `a ? x : b ? y : z`, read as one flat node. A first branch (`x`) holds
    /// no choice of its own unless parenthesised: `a ? (b ? x : y) : z`; the last value may
    /// start the next link of the chain.
    mutating func parseExpression() throws(ExpressionError) -> ExpressionNode {
        var condition = try parseOr()
        var branches: [ExpressionNode.ChoiceBranch] = []
        while try consumeChoiceMark() {
            let mark = position - 1
            let value: ExpressionNode
            do throws(ExpressionError) {
                openChoices += 1
                value = try parseOr()
                openChoices -= 1
                skipSpaces()
                guard consume(":") else { throw missingColon() }
            } catch {
                throw explainingArgumentCut(error, at: mark)
            }
            branches.append(.init(condition: condition, value: value))
            condition = try parseOr()
        }
        return branches.isEmpty ? condition : .choice(branches, otherwise: condition)
    }

    // The errors below are made out of line: every level of parentheses recurses through
    // parseExpression and parseComparison, and in a debug build each local a function could
    // make takes stack in every frame of it (32 levels must fit a 512 KiB thread).

    @inline(never)
    private func missingColon() -> ExpressionError {
        if atEnd { return error("expected ':' and the value when the condition is false, as in $.on ? 'yes' : 'no'") }
        // C and Swift read `a ? b ? x : y : z`; here the first branch's choice is bracketed, so say how.
        let hint = peek(0) == UInt8(ascii: "?") ? "; a choice inside the first branch is written in parentheses, as in $.a ? ($.b ? 1 : 2) : 3" : ""
        return error("expected ':' before '\(rest.prefix(20))'\(hint)")
    }

    /// JavaScript's strict operators and SQL's `<>` and `=`, said as they are written here;
    /// nil for an operator of this language.
    @inline(never)
    private func foreignComparison(_ byte: UInt8) -> ExpressionError? {
        if peek(2) == UInt8(ascii: "="), byte != UInt8(ascii: "<"), byte != UInt8(ascii: ">"), peek(1) == UInt8(ascii: "=") {
            let (written, meant) = byte == UInt8(ascii: "=") ? ("===", "==") : ("!==", "!=")
            return error("'\(written)' is written '\(meant)' here: values compare by value, and \"2\" == 2")
        }
        if byte == UInt8(ascii: "<"), peek(1) == UInt8(ascii: ">") { return error("'<>' is written '!=' here") }
        if byte == UInt8(ascii: "="), peek(1) != UInt8(ascii: "=") { return error("'=' is written '==' in a comparison (a where: argument takes either)") }
        return nil
    }

    /// `error` in the first branch of a choice whose `?` ended an unquoted transform argument
    /// (`default:Ready ?`): most likely the `?` was meant as text, so the message says how.
    private func explainingArgumentCut(_ error: ExpressionError, at mark: Int) -> ExpressionError {
        guard argumentCutAtChoice == mark else { return error }
        var explained = error
        explained.message += "; if the '?' belongs to the transform's argument before it, quote the argument, as in default:'Ready ?'"
        return explained
    }

    /// An expression inside brackets the scanner entered (parentheses, a lookup's
    /// arguments): a choice around them does not end a transform's argument inside them.
    mutating func parseEnclosedExpression() throws(ExpressionError) -> ExpressionNode {
        let outer = openChoices
        openChoices = 0
        defer { openChoices = outer }
        return try parseExpression()
    }

    /// Consumes a `?` that starts a choice's branches; `??` is refused with its spelling here.
    private mutating func consumeChoiceMark() throws(ExpressionError) -> Bool {
        skipSpaces()
        guard peek() == UInt8(ascii: "?") else { return false }
        guard peek(1) != UInt8(ascii: "?") else {
            throw error("'??' is not an operator: write $.a | default:'…' for a fallback, or $.a ? $.a : '…'")
        }
        position += 1
        return true
    }

    mutating func parseOr() throws(ExpressionError) -> ExpressionNode {
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
        if let foreign = foreignComparison(byte) { throw foreign }
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
}
