/// The rules for a grid's `columns`, in one place for both checks: the decoder applies them to
/// columns written literally (errors at the offending value, with its JSON path) and the
/// resolver to columns that come from a binding (runtime issues at the node).
///
/// `columns: 3` is three flexible columns; an array holds `{"fixed": 80}`,
/// `{"minimum": 100, "maximum": 200}` or `{"adaptive": 150}` (with an optional `maximum`).
/// Sizes a column cannot take — not finite, a fixed width or adaptive minimum ≤ 0, a negative
/// minimum, a maximum ≤ 0 or below the minimum, a count outside 1…12 — are problems, and the
/// column is replaced by the nearest usable one, so renderers hand only valid sizes to their
/// layout (SwiftUI's `GridItem`, the web's CSS grid).
enum GridColumns {
    /// A size that breaks a rule: where it is (`index` in the array, `key` in that column)
    /// and what was done instead.
    struct Problem: Equatable {
        var index: Int?
        var key: String?
        var message: String
    }

    static let flexible = RenderNode.Grid.Column.flexible(minimum: nil, maximum: nil)

    /// The columns `value` describes, with the problems met reading it.
    static func read(_ value: JSONValue?) -> (columns: [RenderNode.Grid.Column], problems: [Problem]) {
        switch value {
        case nil, .null?:
            return ([flexible, flexible], [])
        case .number(let count)?:
            let usable = count.isFinite ? max(1, min(12, Int(saturating: count))) : 2
            guard !count.isFinite || Double(usable) != count else { return (Array(repeating: flexible, count: usable), []) }
            let problem = Problem(
                message: "a grid's 'columns' count must be a whole number from 1 to 12, found \(ValueText.number(count)); \(usable) is used")
            return (Array(repeating: flexible, count: usable), [problem])
        case .array(let specs)?:
            guard !specs.isEmpty else {
                return ([flexible], [Problem(message: "a grid's 'columns' array is empty; one flexible column is used")])
            }
            var problems: [Problem] = []
            let columns = specs.indices.map { column(specs[$0], index: $0, problems: &problems) }
            return (columns, problems)
        case let other?:
            let problem = Problem(
                message: "a grid's 'columns' must be a count or an array of column sizes, found \(other.typeDescription); two flexible columns are used")
            return ([flexible, flexible], [problem])
        }
    }

    private static func column(_ spec: JSONValue, index: Int, problems: inout [Problem]) -> RenderNode.Grid.Column {
        func problem(_ key: String?, _ message: String) {
            let name = key.map { "grid column \(index)'s '\($0)'" } ?? "grid column \(index)"
            problems.append(Problem(index: index, key: key, message: "\(name) \(message)"))
        }
        guard case .object = spec else {
            problem(nil, "must be an object such as {\"fixed\": 80}, found \(spec.typeDescription); a flexible column is used")
            return flexible
        }
        var maximum = spec["maximum"]?.numberValue
        if let value = maximum, !(value.isFinite && value > 0) {
            problem("maximum", "must be greater than 0, found \(ValueText.number(value)); the column has no maximum")
            maximum = nil
        }
        if let fixed = spec["fixed"]?.numberValue {
            guard fixed.isFinite && fixed > 0 else {
                problem("fixed", "must be greater than 0, found \(ValueText.number(fixed)); a flexible column is used")
                return flexible
            }
            return .fixed(fixed)
        }
        if let adaptive = spec["adaptive"]?.numberValue {
            guard adaptive.isFinite && adaptive > 0 else {
                problem("adaptive", "(its minimum width) must be greater than 0, found \(ValueText.number(adaptive)); a flexible column is used")
                return .flexible(minimum: nil, maximum: maximum)
            }
            if let value = maximum, value < adaptive {
                problem(
                    "maximum",
                    "must not be below its adaptive minimum \(ValueText.number(adaptive)), found \(ValueText.number(value)); the column has no maximum")
                maximum = nil
            }
            return .adaptive(minimum: adaptive, maximum: maximum)
        }
        var minimum = spec["minimum"]?.numberValue
        if let value = minimum, !(value.isFinite && value >= 0) {
            problem("minimum", "must be 0 or more, found \(ValueText.number(value)); the column has no minimum")
            minimum = nil
        }
        if let low = minimum, let high = maximum, high < low {
            problem("maximum", "must not be below its minimum \(ValueText.number(low)), found \(ValueText.number(high)); the column has no maximum")
            maximum = nil
        }
        return .flexible(minimum: minimum, maximum: maximum)
    }
}
