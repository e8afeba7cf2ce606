/// The literal values an expression that chooses can give, for validation: the branches of
/// `$.done ? 'green' : 'gray'` are checked as if each were written alone, so a misspelt one is
/// found before the data that picks it ever does.
extension ExpressionNode {
    /// The literal values of a choice's branches, its parenthesised inner choices included, in
    /// the order written and without repeats; empty unless the node is a choice. Branches
    /// computed from data are left out: only their values at run time can be checked.
    var literalOutcomes: [JSONValue] {
        guard case .choice = self else { return [] }
        var found: [JSONValue] = []
        // A stack, not recursion: choices nest only through parentheses, but they may be many.
        var pending = [self]
        while let node = pending.popLast() {
            switch node {
            case .literal(let value) where !found.contains(value):
                found.append(value)
            case .choice(let branches, let otherwise):
                pending.append(otherwise)
                pending += branches.reversed().map(\.value)
            default:
                break
            }
        }
        return found
    }
}

extension TextValue {
    /// What ``ExpressionNode/literalOutcomes`` gives for a binding, or, for text with one
    /// `${…}` in it, each of its literals written in that text (`"${$.on ? 'a' : 'b'}-dim"` →
    /// `a-dim`, `b-dim`). Empty for text with several expressions or none.
    var literalOutcomes: [JSONValue] {
        switch self {
        case .literal:
            return []
        case .binding(let expression):
            return expression.root.literalOutcomes
        case .interpolated(let parts):
            let expressions = self.expressions
            guard expressions.count == 1 else { return [] }
            return expressions[0].root.literalOutcomes.map { outcome in
                .string(parts.map { part in
                    switch part {
                    case .text(let text): return text
                    case .expression: return ValueText.string(outcome)
                    }
                }.joined())
            }
        }
    }
}

extension ValueTemplate {
    /// The literal outcomes of a bound text (``TextValue/literalOutcomes``); empty otherwise.
    var literalOutcomes: [JSONValue] {
        guard case .text(let text) = self else { return [] }
        return text.literalOutcomes
    }
}
