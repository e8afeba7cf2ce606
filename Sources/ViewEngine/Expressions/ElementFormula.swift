/// What `sum:`, `min:`, `max:` and `map:` read from each element of a list: a key (`price`,
/// `author.name`), or arithmetic over keys, numbers and bindings (`price * qty`,
/// `(price + tip) * $.env.rate`), computed per element as expressions compute
/// (``ArithmeticOperator``).
///
/// Operators stand between spaces: a key may hold `-` (`unit-price`), so `price*qty` is
/// refused with a hint rather than read as one key no element has. Parentheses may touch what
/// they enclose.
indirect enum ElementFormula: Sendable {
    /// A member of the element, by a dotted path.
    case key(BindingPath)
    /// A number or quoted text, the same for every element.
    case constant(JSONValue)
    /// A `$` binding, read from the data the expression is evaluated with.
    case binding(BindingPath)
    /// A pipeline in parentheses (`($.rates | first)`), evaluated as a binding is.
    case expression(BindingExpression)
    /// Operands joined left to right by operators of one precedence (`price * qty / 2`, `a + b
    /// - c`): a chain, not a tree of pairs, so a formula of thousands of terms is evaluated and
    /// freed without recursing once per term (which overflowed a 512 KiB stack at 1,000).
    case chain(ElementFormula, [Step])

    /// An operator and the operand after it in a ``chain(_:_:)``.
    struct Step: Sendable {
        let op: ArithmeticOperator
        let operand: ElementFormula
    }

    /// The value for one element; nil (missing) where a key is missing or the arithmetic has
    /// no result.
    func value(of element: JSONValue, in context: DataContext, _ environment: EvaluationEnvironment) -> JSONValue? {
        switch self {
        case .key(let path): return path.follow(from: element, startingAt: 0)
        case .constant(let value): return value
        case .binding(let path): return context.value(at: path)
        case .expression(let expression): return expression.evaluate(in: context, environment: environment)
        case .chain(let first, let steps):
            var value = first.value(of: element, in: context, environment)
            for step in steps { value = step.op.apply(value, step.operand.value(of: element, in: context, environment)) }
            return value
        }
    }

    /// The formula with its pipelines evaluated: they cannot read the element, so a transform
    /// computes them once per use, not once per element.
    func evaluatingPipelines(in context: DataContext, _ environment: EvaluationEnvironment) -> ElementFormula {
        switch self {
        case .key, .constant, .binding: return self
        case .expression(let expression): return .constant(expression.evaluate(in: context, environment: environment) ?? .null)
        case .chain(let first, let steps):
            return .chain(
                first.evaluatingPipelines(in: context, environment),
                steps.map { Step(op: $0.op, operand: $0.operand.evaluatingPipelines(in: context, environment)) })
        }
    }

    /// Reads the argument of transform `name`; nil when it has none. `example` shows the
    /// one-key form in errors.
    static func parse(_ terms: [TransformTerm], _ name: String, example: String) throws(ExpressionError) -> ElementFormula? {
        guard !terms.isEmpty else { return nil }
        // One word is one key, as before formulas (`map:2024` reads the member "2024").
        if terms.count == 1, case .word(let word) = terms[0], !word.contains(where: { "+*/%()".contains($0) }),
            let path = CollectionTransforms.elementKey(word)
        {
            return .key(path)
        }
        var parser = Parser(tokens: try tokens(terms, name, example: example), name: name, example: example)
        let formula = try parser.sum(depth: 0)
        guard parser.position == parser.tokens.count else { throw parser.error("unexpected '\(parser.tokens[parser.position].text)'") }
        return formula
    }

    /// The element keys written in an argument, for validation; bindings, numbers and
    /// operators are left out. Reads what ``parse(_:_:example:)`` reads, without its errors.
    static func keys(in terms: [TransformTerm]) -> [(text: String, path: BindingPath)] {
        terms.flatMap { term -> [(text: String, path: BindingPath)] in
            guard case .word(let word) = term else { return [] }
            let core = word.trimmingParentheses
            guard ArithmeticOperator(rawValue: core) == nil, case .string = ValueText.literal(core),
                let path = CollectionTransforms.elementKey(core)
            else { return [] }
            return [(core, path)]
        }
    }

    /// The parts of a formula that `+` and `-` outside parentheses join, as written, each with
    /// whether it reads the element: `amount - $.env.budget` is `amount` (reading) and
    /// `- $.env.budget` (not). Nil when the argument is no formula: parsing it reported why.
    static func addends(in terms: [TransformTerm], _ name: String) -> [(written: String, readsElement: Bool)]? {
        let tokens: [Token]
        do throws(ExpressionError) {
            tokens = try Self.tokens(terms, name, example: name)
        } catch {
            return nil
        }
        var parts: [(written: String, readsElement: Bool)] = []
        var current: [String] = []
        var reads = false
        var depth = 0
        for token in tokens {
            switch token {
            case .open: depth += 1
            case .close: depth -= 1
            case .op(let op) where depth == 0 && !op.isMultiplicative && !current.isEmpty:
                parts.append((current.joined(separator: " "), reads))
                (current, reads) = ([], false)
            case .operand(.key, _): reads = true
            case .op, .operand: break
            }
            current.append(token.text)
        }
        if !current.isEmpty { parts.append((current.joined(separator: " "), reads)) }
        return parts
    }

    private enum Token {
        case open, close
        case op(ArithmeticOperator)
        case operand(ElementFormula, text: String)

        var text: String {
            switch self {
            case .open: return "("
            case .close: return ")"
            case .op(let op): return op.rawValue
            case .operand(_, let text): return text
            }
        }
    }

    private static func tokens(_ terms: [TransformTerm], _ name: String, example: String) throws(ExpressionError) -> [Token] {
        var tokens: [Token] = []
        for term in terms {
            switch term {
            case .value(let value): tokens.append(.operand(.constant(value), text: term.text))
            case .path(let path): tokens.append(.operand(.binding(path), text: term.text))
            case .expression(let expression): tokens.append(.operand(.expression(expression), text: term.text))
            case .operator(let op):
                throw ExpressionError(.transformArgument, "\(name) takes a key or arithmetic such as \(name):price * qty, not the comparison '\(op)'")
            case .word(let word):
                let core = word.trimmingParentheses
                let opening = word.prefix { $0 == "(" }.count
                let closing = word.reversed().prefix { $0 == ")" }.count
                tokens += Array(repeating: .open, count: opening)
                if let op = ArithmeticOperator(rawValue: core) {
                    tokens.append(.op(op))
                } else if case .number = ValueText.literal(core) {
                    tokens.append(.operand(.constant(ValueText.literal(core)), text: core))
                } else if core.contains(where: { "+*/%".contains($0) }) {
                    throw ExpressionError(
                        .transformArgument, "\(name) reads '\(core)' as one key; put spaces around operators, as in \(name):price * qty")
                } else if let path = CollectionTransforms.elementKey(core) {
                    tokens.append(.operand(.key(path), text: core))
                } else if !core.isEmpty {
                    throw ExpressionError(.transformArgument, "\(name) takes a key, as in \(example), or arithmetic such as \(name):price * qty; got '\(core)'")
                }
                tokens += Array(repeating: .close, count: closing)
            }
        }
        return tokens
    }

    /// Precedence climbing over the tokens: `*`, `/` and `%` before `+` and `-`, left to right.
    private struct Parser {
        let tokens: [Token]
        let name: String
        let example: String
        var position = 0

        func error(_ message: String) -> ExpressionError {
            ExpressionError(.transformArgument, "\(name): \(message) in '\(tokens.map(\.text).joined(separator: " "))'")
        }

        mutating func sum(depth: Int) throws(ExpressionError) -> ElementFormula {
            let first = try product(depth: depth)
            var steps: [Step] = []
            while position < tokens.count, case .op(let op) = tokens[position], !op.isMultiplicative {
                position += 1
                steps.append(Step(op: op, operand: try product(depth: depth)))
            }
            return steps.isEmpty ? first : .chain(first, steps)
        }

        mutating func product(depth: Int) throws(ExpressionError) -> ElementFormula {
            let first = try operand(depth: depth)
            var steps: [Step] = []
            while position < tokens.count, case .op(let op) = tokens[position], op.isMultiplicative {
                position += 1
                steps.append(Step(op: op, operand: try operand(depth: depth)))
            }
            return steps.isEmpty ? first : .chain(first, steps)
        }

        mutating func operand(depth: Int) throws(ExpressionError) -> ElementFormula {
            guard position < tokens.count else { throw error("a value is missing at the end") }
            let token = tokens[position]
            position += 1
            switch token {
            case .operand(let formula, _):
                return formula
            case .open:
                guard depth < NestingLimits.formulaParentheses else {
                    throw error("parentheses nest more than \(NestingLimits.formulaParentheses) deep")
                }
                let inner = try sum(depth: depth + 1)
                guard position < tokens.count, case .close = tokens[position] else { throw error("a ')' is missing") }
                position += 1
                return inner
            case .close, .op:
                throw error("expected a key, a number or '(' before '\(token.text)'")
            }
        }
    }
}

extension String {
    /// The text without the `(` it starts with and the `)` it ends with.
    fileprivate var trimmingParentheses: String {
        String(drop { $0 == "(" }.reversed().drop { $0 == ")" }.reversed())
    }
}
