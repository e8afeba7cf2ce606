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

    /// The term as a value operand: words read as JSON scalars when they look like one
    /// (`10`, `true`), otherwise as text; operators are not operands.
    var operand: TransformOperand? {
        switch self {
        case .word(let text): return .literal(ValueText.literal(text))
        case .value(let value): return .literal(value)
        case .path(let path): return .path(path)
        case .operator: return nil
        }
    }

    var text: String {
        switch self {
        case .word(let text), .operator(let text): return text
        case .value(let value): return JSONWriter.string(value)
        case .path(let path): return path.description
        }
    }

    /// Splits argument text into terms. `offset` is where the text starts in the expression,
    /// so errors point into it.
    static func tokenize(_ text: String, offset: Int = 0) throws(ExpressionError) -> [TransformTerm] {
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
            while position < scalars.count, !isBoundary(scalars[position]) { position += 1 }
            let word = String(String.UnicodeScalarView(scalars[start..<position]))
            if word.hasPrefix("$") {
                let parsed: BindingExpression
                do throws(ExpressionError) {
                    parsed = try ExpressionParser(transforms: TransformRegistry()).parse(word)
                } catch let failure {
                    throw error(failure.message, at: start + (failure.offset ?? 0))
                }
                guard let path = parsed.plainPath else { throw error("expected a path such as $.query, found '\(word)'", at: start) }
                terms.append(.path(path))
            } else if word == "contains" || word == "in" || word == "startsWith" {
                terms.append(.operator(word))
            } else {
                terms.append(.word(word))
            }
        }
        // The old spelling quotes the whole argument (`where:'kind!=podcast'`): read its inside.
        if terms.count == 1, case .value(.string(let inner)) = terms[0], inner.contains(where: { "=!<>".contains($0) }) {
            return try tokenize(inner, offset: offset)
        }
        return terms
    }

    /// The paths the terms read, for validation.
    static func paths(in terms: [TransformTerm]) -> [BindingPath] {
        terms.compactMap { if case .path(let path) = $0 { return path } else { return nil } }
    }
}

/// A value in a transform argument: a constant, or a path read when the transform runs.
enum TransformOperand: Sendable {
    case literal(JSONValue)
    case path(BindingPath)

    func value(in context: DataContext) -> JSONValue? {
        switch self {
        case .literal(let value): return value
        case .path(let path): return context.value(at: path)
        }
    }
}
