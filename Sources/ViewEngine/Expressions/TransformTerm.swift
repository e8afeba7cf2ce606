/// One token of a structured transform argument: `where:tags contains $.tag` is the word
/// `tags`, the operator `contains` and the path `$.tag`.
///
/// Transforms that compare or search (`where`, `search`, `sort`, …) take their argument as
/// terms, so any value in it may be a binding evaluated per use, and `<`/`>` inside it are
/// never mistaken for a comparison after the pipeline.
public enum TransformTerm: Sendable, Hashable {
    /// Unquoted text: a key, a field list (`title,tags`), a direction (`desc`) or a bare value.
    case word(String)
    /// `=`, `==`, `!=`, `<`, `>`, `<=`, `>=`, or the keywords `contains`, `in` and `startsWith`
    /// (`!contains` and `!in` negated).
    case `operator`(String)
    /// A quoted text or a number.
    case value(JSONValue)
    /// A binding, evaluated against the data the expression is evaluated with.
    case path(BindingPath)
    /// A pipeline in parentheses (`($.today | addDays:-7)`), evaluated as a binding is: the
    /// one way a value in an argument can be transformed, since a bare `|` ends the argument.
    case expression(BindingExpression)

    /// The term as a value operand: words read as JSON scalars when they look like one
    /// (`10`, `true`), otherwise as text; operators are not operands.
    var operand: TransformOperand? {
        switch self {
        case .word(let text): return .literal(ValueText.literal(text))
        case .value(let value): return .literal(value)
        case .path(let path): return .path(path)
        case .expression(let expression): return .expression(expression)
        case .operator: return nil
        }
    }

    var text: String {
        switch self {
        case .word(let text), .operator(let text): return text
        case .value(let value): return JSONWriter.string(value)
        case .path(let path): return path.description
        case .expression(let expression): return "(\(expression.source))"
        }
    }

    /// How many levels of parentheses a pipeline in an argument counts as, against
    /// ``NestingLimits/expressionParentheses``: parsing one takes several times the stack of
    /// a parenthesis.
    static let pipelineNestingCost = 4

    /// Splits argument text into terms. `offset` is where the text starts in the expression,
    /// so errors point into it; a parenthesised pipeline is parsed with `transforms`, inside
    /// the `nesting` levels already open.
    static func tokenize(
        _ text: String, offset: Int = 0, transforms: TransformRegistry = TransformRegistry(), nesting: Int = 0
    ) throws(ExpressionError) -> [TransformTerm] {
        let scalars = Array(text.unicodeScalars)
        var terms: [TransformTerm] = []
        var position = 0
        func error(_ message: String, at index: Int) -> ExpressionError {
            ExpressionError(.transformArgument, message, offset: offset + index)
        }
        func isOperatorCharacter(_ scalar: Unicode.Scalar) -> Bool { "=!<>".unicodeScalars.contains(scalar) }
        func isBoundary(_ scalar: Unicode.Scalar) -> Bool {
            scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "'" || scalar == "\"" || isOperatorCharacter(scalar)
        }
        while position < scalars.count {
            let scalar = scalars[position]
            if scalar == " " || scalar == "\t" || scalar == "\n" {
                position += 1
                continue
            }
            let start = position
            if scalar == "'" || scalar == "\"" {
                var value = String.UnicodeScalarView()
                position += 1
                var closed = false
                while position < scalars.count {
                    let next = scalars[position]
                    position += 1
                    if next == scalar {
                        closed = true
                        break
                    }
                    if next == "\\", position < scalars.count {
                        let escaped = scalars[position]
                        position += 1
                        value.append(escaped == "n" ? "\n" : escaped == "t" ? "\t" : escaped)
                        continue
                    }
                    value.append(next)
                }
                guard closed else { throw error("unterminated quoted text", at: start) }
                terms.append(.value(.string(String(value))))
                continue
            }
            if scalar == "(" {
                switch TransformTerm.closing(in: scalars, from: position) {
                case .pipeline(let close):
                    let inner = String(String.UnicodeScalarView(scalars[(position + 1)..<close]))
                    let innerNesting = nesting + pipelineNestingCost
                    guard innerNesting < NestingLimits.expressionParentheses else {
                        throw ExpressionError(
                            .nestingTooDeep, "pipelines in arguments nest too deep (each counts as \(pipelineNestingCost) of the \(NestingLimits.expressionParentheses) levels of parentheses)",
                            offset: offset + position)
                    }
                    do throws(ExpressionError) {
                        terms.append(.expression(try ExpressionParser(transforms: transforms, nesting: innerNesting).parse(inner)))
                    } catch let failure {
                        // The outer expression is named once, by the caller.
                        let own = " in expression '\(Excerpt.cut(inner))'"
                        let message = failure.message.hasSuffix(own) ? String(failure.message.dropLast(own.count)) : failure.message
                        throw error(message, at: position + 1 + (failure.offset ?? 0))
                    }
                    position = close + 1
                    continue
                case .unclosed where scalars[(position + 1)...].first == "$":
                    throw error("this '(' does not close in the argument; a pipeline inside an argument goes in parentheses, as in where:date >= ($.today | addDays:-7)", at: position)
                case .grouping, .unclosed:
                    break
                }
            }
            // `!in`, `!contains`: the membership keywords negated.
            if scalar == "!", let keyword = ["in", "contains"].first(where: { keyword in
                let end = position + 1 + keyword.unicodeScalars.count
                return end <= scalars.count && String(String.UnicodeScalarView(scalars[(position + 1)..<end])) == keyword
                    && (end == scalars.count || isBoundary(scalars[end]))
            }) {
                terms.append(.operator("!" + keyword))
                position += 1 + keyword.unicodeScalars.count
                continue
            }
            if isOperatorCharacter(scalar) {
                while position < scalars.count, isOperatorCharacter(scalars[position]) { position += 1 }
                let op = String(String.UnicodeScalarView(scalars[start..<position]))
                guard ["=", "==", "!=", "<", ">", "<=", ">="].contains(op) else {
                    throw error("'\(op)' is not an operator (use =, !=, <, >, <=, >=, contains, !contains, in, !in or startsWith)", at: start)
                }
                terms.append(.operator(op))
                continue
            }
            // A word runs to a boundary outside brackets: `$.xs[id == $.sel].n` is one binding.
            var brackets = 0
            var quoteInBrackets: Unicode.Scalar?
            while position < scalars.count {
                let next = scalars[position]
                if let open = quoteInBrackets {
                    if next == open { quoteInBrackets = nil }
                } else if brackets > 0, next == "'" || next == "\"" {
                    quoteInBrackets = next
                } else if next == "[" {
                    brackets += 1
                } else if next == "]", brackets > 0 {
                    brackets -= 1
                } else if brackets == 0, isBoundary(next) {
                    break
                }
                position += 1
            }
            var word = String(String.UnicodeScalarView(scalars[start..<position]))
            if word.hasPrefix("$") {
                // A binding that ends a group of a formula (`sum:(amount - $.fee) * qty`): the `)`
                // it has no `(` for closes the group, as after a key, and is a word of its own.
                var closing = 0
                while word.hasSuffix(")"), word.count(where: { $0 == ")" }) > word.count(where: { $0 == "(" }) {
                    word.removeLast()
                    closing += 1
                }
                let parsed: BindingExpression
                do throws(ExpressionError) {
                    // Inside the levels already open: a word may hold bound keys, `$.a[($.b | count)]`.
                    parsed = try ExpressionParser(transforms: transforms, nesting: nesting).parse(word)
                } catch let failure {
                    throw error(failure.message, at: start + (failure.offset ?? 0))
                }
                // `$.items[$.i]` reads by a bound key: a value like a parenthesised pipeline's.
                terms.append(parsed.plainPath.map { .path($0) } ?? .expression(parsed))
                terms += Array(repeating: .word(")"), count: closing)
            } else if word == "contains" || word == "in" || word == "startsWith" {
                terms.append(.operator(word))
            } else {
                terms.append(.word(word))
            }
        }
        // The old spelling quotes the whole argument (`where:'kind!=podcast'`): read its inside.
        if terms.count == 1, case .value(.string(let inner)) = terms[0], inner.contains(where: { "=!<>".contains($0) }) {
            return try tokenize(inner, offset: offset, transforms: transforms, nesting: nesting)
        }
        return terms
    }

    /// The paths the terms read, for validation (a pipeline's among them).
    static func paths(in terms: [TransformTerm]) -> [BindingPath] {
        terms.flatMap { term -> [BindingPath] in
            switch term {
            case .path(let path): return [path]
            case .expression(let expression): return expression.paths
            default: return []
            }
        }
    }

    /// What the `(` at `start` opens: a pipeline (it encloses a `|` of its own, outside quotes
    /// and inner parentheses) closing at the index given; grouping (`(price + tip) * qty`
    /// stays arithmetic over keys); or nothing that closes in the argument.
    enum Opening { case pipeline(close: Int), grouping, unclosed }

    static func closing(in scalars: [Unicode.Scalar], from start: Int) -> Opening {
        var depth = 0
        var pipe = false
        let close = QuotedText.firstOutside(scalars, from: start) { position, scalar in
            switch scalar {
            case "(": depth += 1
            case ")": depth -= 1
            case "|" where depth == 1 && position + 1 < scalars.count && scalars[position + 1] != "|" && scalars[position - 1] != "|": pipe = true
            default: break
            }
            return depth == 0
        }
        guard let close else { return .unclosed }
        return pipe ? .pipeline(close: close) : .grouping
    }
}

/// A value in a transform argument: a constant, or a path or pipeline read when the transform runs.
enum TransformOperand: Sendable {
    case literal(JSONValue)
    case path(BindingPath)
    case expression(BindingExpression)

    func value(in context: DataContext, _ environment: EvaluationEnvironment) -> JSONValue? {
        switch self {
        case .literal(let value): return value
        case .path(let path): return context.value(at: path)
        case .expression(let expression): return expression.evaluate(in: context, environment: environment)
        }
    }

    /// The one value a transform's argument holds (`addDays:-7`, `take:$.pageSize`): a number,
    /// a word, quoted text or a binding; anything else is an argument error naming `example`.
    static func single(in terms: [TransformTerm], of name: String, example: String) throws(ExpressionError) -> TransformOperand {
        guard terms.count == 1, let operand = terms[0].operand else {
            throw ExpressionError(.transformArgument, "\(name) takes one value or binding, as in \(example); got '\(terms.map(\.text).joined(separator: " "))'")
        }
        return operand
    }

    /// The value when it is written in the expression, known when compiling; nil for a binding.
    var constant: JSONValue? {
        if case .literal(let value) = self { return value }
        return nil
    }
}
