import Foundation

/// Transforms that reduce numbers: `sum`, `min`, `max` over arrays (optionally of a member)
/// and `round`.
enum AggregateTransforms {
    static let all: [Transform] = [sum, min, max, round]

    /// `sum` or `sum:<key>`: the total of the numbers (numeric strings count; other values
    /// are skipped); 0 for an empty array. The key may be arithmetic per element
    /// (`sum:price * qty`, ``ElementFormula``).
    static let sum = Transform("sum", argument: .optional, summary: "Adds up numbers: sum, sum:price, sum:price * qty", compileTerms: { terms throws(ExpressionError) in
        let formula = try ElementFormula.parse(terms, "sum", example: "sum:price")
        return { value, context, environment in
            guard let values = members(value, formula, context, environment) else { return value }
            let total = values.compactMap(ValueText.numeric).reduce(0, +)
            return total.isFinite ? .number(total) : nil
        }
    })

    /// `min` / `max`, optionally of a member or of arithmetic per element: the least or
    /// greatest value by the order `sort` uses; missing for an empty array.
    static let min = Transform("min", argument: .optional, summary: "Least value: min, min:price", compileTerms: { terms throws(ExpressionError) in
        let formula = try ElementFormula.parse(terms, "min", example: "min:price")
        return { value, context, environment in extreme(value, formula, context, environment, greatest: false) }
    })

    static let max = Transform("max", argument: .optional, summary: "Greatest value: max, max:price", compileTerms: { terms throws(ExpressionError) in
        let formula = try ElementFormula.parse(terms, "max", example: "max:price")
        return { value, context, environment in extreme(value, formula, context, environment, greatest: true) }
    })

    /// `round` or `round:<digits>`: a number rounded half away from zero (2.5 → 3, 1.005 →
    /// 1.01: ``DecimalRounding``) to 0–10 fraction digits. The result stays a number;
    /// `number:2` is the one that formats text, rounding alike.
    static let round = Transform("round", argument: .optional, summary: "Rounds a number: round, round:2", compileTerms: { terms throws(ExpressionError) in
        var digits = 0
        if let first = terms.first {
            guard terms.count == 1, let written = ValueText.numeric(first.operand?.constant),
                written == written.rounded(), (0...10).contains(written)
            else {
                throw ExpressionError(.transformArgument, "round takes 0 to 10 fraction digits, as in round:2; got '\(terms.map(\.text).joined(separator: " "))'")
            }
            digits = Int(written)
        }
        let places = digits
        return { value, _, _ in
            guard let number = ValueText.numeric(value), number.isFinite else { return value }
            return .number(DecimalRounding.rounded(number, digits: places))
        }
    })

    private static func members(_ value: JSONValue?, _ formula: ElementFormula?, _ context: DataContext, _ environment: EvaluationEnvironment) -> [JSONValue]? {
        guard case .array(let items)? = value else { return nil }
        guard let formula else { return items }
        let once = formula.evaluatingPipelines(in: context, environment)
        return items.compactMap { once.value(of: $0, in: context, environment) }
    }

    private static func extreme(
        _ value: JSONValue?, _ formula: ElementFormula?, _ context: DataContext, _ environment: EvaluationEnvironment, greatest: Bool
    ) -> JSONValue? {
        guard let values = members(value, formula, context, environment) else { return value }
        let present = values.filter { !ValueOrder.isBlank($0) }
        return greatest ? present.max(by: ValueOrder.precedes) : present.min(by: ValueOrder.precedes)
    }
}
