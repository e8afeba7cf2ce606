/// The values of the grammar: parenthesised expressions, paths, quoted text, numbers and
/// the keywords `true`, `false` and `null`.
extension ExpressionParser.Scanner {
    mutating func parsePrimary() throws(ExpressionError) -> ExpressionNode {
        skipSpaces()
        guard let byte = peek() else { throw ended() }
        switch byte {
        case UInt8(ascii: "("):
            try enterParenthesis()
            let inner = try parseEnclosedExpression()
            guard consume(")") else { throw unclosed() }
            parenthesisDepth -= 1
            return try parseSteps(after: inner)
        case UInt8(ascii: "$"):
            position += 1
            // `$(…)`: parentheses a binding may start with, so `"$(!$.done)"` is one.
            if peek() == UInt8(ascii: "(") { return try parsePrimary() }
            return try parseSteps(after: nil)
        case UInt8(ascii: "@"):
            return try parseLookup()
        case UInt8(ascii: "'"), UInt8(ascii: "\""):
            return .literal(.string(try parseQuoted()))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return try parseNumber()
        default:
            return try parseKeyword()
        }
    }

    // The branches below are out of line, so that parsePrimary, which every level of
    // parentheses recurses through, keeps a small frame: in a debug build each local of a
    // function takes its own stack slot, and 32 levels must fit a 512 KiB thread.

    @inline(never)
    private func ended() -> ExpressionError { error("expected a value but the expression ended") }

    @inline(never)
    private func unclosed() -> ExpressionError { error("expected ')'") }

    @inline(never)
    private mutating func parseNumber() throws(ExpressionError) -> ExpressionNode {
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
        // Results are never infinite (an overflow is a missing value); neither is a literal.
        guard number.isFinite else { throw error("'\(literal)' is too large for a number (at most about 1.8e308)", at: start) }
        return .literal(.number(number))
    }

    @inline(never)
    private mutating func parseKeyword() throws(ExpressionError) -> ExpressionNode {
        if consume("true") { return .literal(.bool(true)) }
        if consume("false") { return .literal(.bool(false)) }
        if consume("null") { return .literal(.null) }
        throw error("expected a path starting with '$', a string lookup starting with '@', a quoted text, a number, true, false or null, found '\(rest.prefix(20))'")
    }

    /// The steps after `$` (`base` nil) or after a parenthesised value: `.name`, `.0`, `[0]`,
    /// `['a b']`, and bound keys `[$.i]`. Without a bound key, `$…` is a plain path; with one,
    /// the fixed steps between keys are followed as paths are (``ExpressionNode/access(_:_:)``).
    mutating func parseSteps(after base: ExpressionNode?) throws(ExpressionError) -> ExpressionNode {
        // Fixed steps since the start or the last bound key.
        var components: [BindingPath.Component] = []
        var accessors: [ExpressionNode.Accessor] = []
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
                if let name = try quotedName() {
                    var component = BindingPath.Component(name)
                    component.index = nil  // a quoted member name is never an index
                    components.append(component)
                } else if let digits = try literalIndex() {
                    components.append(.init(digits))
                } else {
                    // `$[$.k]` reads the merged scopes, as a bare `$` does: its (empty) path counts.
                    if !components.isEmpty || (base == nil && accessors.isEmpty) { accessors.append(.steps(BindingPath(components))) }
                    components = []
                    accessors.append(try parseKey())
                }
            } else {
                break
            }
        }
        if !components.isEmpty { accessors.append(.steps(BindingPath(components))) }
        guard let base else {
            // A path from `$`: plain unless a bound key follows its first steps.
            guard case .steps(let path)? = accessors.first else { return .path(BindingPath([])) }
            return accessors.count == 1 ? .path(path) : .access(.path(path), Array(accessors.dropFirst()))
        }
        return accessors.isEmpty ? base : .access(base, accessors)
    }

    /// A quoted member name and its `]` (`['a b']`), consumed; nil, without consuming, when
    /// the quote starts a longer key (`['item-' + $.id]`) or there is none.
    private mutating func quotedName() throws(ExpressionError) -> String? {
        guard let quote = peek(), quote == UInt8(ascii: "'") || quote == UInt8(ascii: "\"") else { return nil }
        let start = position
        let name = try parseQuoted()
        guard consume("]") else {
            position = start
            return nil
        }
        return name
    }

    /// A whole number and its `]` (`[0]`, `[-1]`, spaces allowed inside), consumed; nil,
    /// without consuming, for anything else. Digits past what an index holds are an error,
    /// not a key to look up: `[99999999999999999999]` is a typo.
    private mutating func literalIndex() throws(ExpressionError) -> String? {
        let start = position
        if peek() == UInt8(ascii: "-") { position += 1 }
        while let next = peek(), Self.isDigit(next) { position += 1 }
        let digits = slice(start, position)
        guard consume("]"), digits.contains(where: \.isNumber) else {
            position = start
            return nil
        }
        guard Int(digits) != nil else { throw error("index \(Excerpt.cut(digits)) is out of range", at: start) }
        return digits
    }

    /// A bound key after its `[`, through the `]`: any expression (`$.i`, `$.i + 1`,
    /// `$.item.id`). It counts as a level of parentheses, and an unquoted transform argument
    /// inside it ends at the `]`.
    private mutating func parseKey() throws(ExpressionError) -> ExpressionNode.Accessor {
        let usage = "inside [ ] write an index (0, -1), a quoted name ('a b'), a value to look up by ($.i, $.item.id) or a member to match (id == $.id)"
        if peek() == UInt8(ascii: "]") { throw error("nothing inside [ ]: \(usage)") }
        let start = position
        let member = matchedMember()
        if member == nil, let byte = peek(), Self.isLetter(byte), !["true", "false", "null"].contains(where: { rest.hasPrefix($0) }) {
            // `$.items[i]`: a name without `$`, as JavaScript reads a variable.
            throw error("'\(rest.prefix(while: { $0 != "]" }).prefix(20))' is neither a number nor a binding: \(usage)")
        }
        try enterLevel(Self.wideLevel)
        bracketDepth += 1
        let key = try parseEnclosedExpression()
        let written = trimmedSlice(from: start)
        skipSpaces()
        guard consume("]") else { throw error("expected ']' to close the '[' of a bound key") }
        parenthesisDepth -= Self.wideLevel
        bracketDepth -= 1
        if let member {
            if let refusal = ElementMatch.refusal(of: key) { throw error(refusal, at: start) }
            return .match(member: member, value: key, written: written)
        }
        // `[1.5]`, `[true]`, `[null]`: written values that can pick nothing.
        if case .literal(let value) = key, BindingPath.Component(key: value) == nil {
            throw error("[\(written)] picks nothing: an index is a whole number and a member name is quoted text", at: start)
        }
        return .key(key, written: written)
    }

    /// The member of a match step (`id` of `[id == $.id]`, `owner.id`), consumed through the
    /// `==` and the spaces after it; nil, without consuming, when the key is not one.
    private mutating func matchedMember() -> BindingPath? {
        // A name starts as a path's step may, with a letter, `_` or any non-ASCII character.
        guard let first = peek(), Self.isLetter(first) || first == UInt8(ascii: "_") || first >= 0x80 else { return nil }
        let start = position
        while let next = peek(), Self.isNameByte(next) || next == UInt8(ascii: ".") { position += 1 }
        let name = slice(start, position)
        skipSpaces()
        guard consume("=="), peek() != UInt8(ascii: "="), let member = BindingPath(dotted: name) else {
            position = start
            return nil
        }
        skipSpaces()
        return member
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
