/// The arithmetic operators of expressions: `$.price * $.quantity`, `$.count + 1`.
public enum ArithmeticOperator: String, Sendable, CaseIterable {
    /// `+`: the sum of two numbers, or the two sides joined as text when either is a non-numeric string.
    case add = "+"
    /// `-`: the left number minus the right one.
    case subtract = "-"
    /// `*`: the product of two numbers.
    case multiply = "*"
    /// `/`: the left number divided by the right one; dividing by zero gives a missing value.
    case divide = "/"
    /// `%`: the truncating remainder, whose sign follows the dividend, as in Swift and JavaScript;
    /// by zero it is missing.
    case remainder = "%"

    /// `*`, `/` and `%` bind tighter than `+` and `-`.
    var isMultiplicative: Bool { self == .multiply || self == .divide || self == .remainder }

    /// The result of `lhs op rhs`, or nil (a missing value) when it has none.
    ///
    /// - Numbers, and strings that hold numbers (text field values), compute numerically:
    ///   `"2" + 1` is 3, as `"2" == 2` is true in comparisons.
    /// - `+` with a non-numeric string on either side joins the two as text: `$.first + ' ' + $.last`.
    /// - A missing operand, another type, division by zero or a result that is not finite is
    ///   missing, never NaN or infinity (which JSON cannot carry).
    public func apply(_ lhs: JSONValue?, _ rhs: JSONValue?) -> JSONValue? {
        guard let lhs, let rhs else { return nil }
        if let l = ValueText.numeric(lhs), let r = ValueText.numeric(rhs) {
            return Self.finite(compute(l, r))
        }
        guard self == .add else { return nil }
        switch (lhs, rhs) {
        case (.string, _), (_, .string):
            let (left, right) = (ValueText.string(lhs), ValueText.string(rhs))
            return TextLimit.allowsJoining(left, right) ? .string(left + right) : nil
        default:
            return nil
        }
    }

    private func compute(_ l: Double, _ r: Double) -> Double {
        switch self {
        case .add: return l + r
        case .subtract: return l - r
        case .multiply: return l * r
        case .divide: return r == 0 ? .nan : l / r
        // Truncating, like Swift's and JavaScript's `%`: the sign follows the dividend.
        case .remainder: return r == 0 ? .nan : l.truncatingRemainder(dividingBy: r)
        }
    }

    private static func finite(_ value: Double) -> JSONValue? {
        value.isFinite ? .number(value) : nil
    }
}

/// Membership tests: `$.tag in $.recipe.tags`, `$.recipe.tags contains $.tag`.
public enum Membership {
    /// Whether `container` holds `element`:
    /// - an array holds elements equal to it (numbers and numeric strings compare as
    ///   numbers, like `==`);
    /// - a string holds substrings (exact, case-sensitive: `search` is the forgiving one);
    /// - an object holds its member names.
    /// Anything missing holds nothing and is held by nothing.
    public static func contains(_ container: JSONValue?, _ element: JSONValue?) -> Bool {
        guard let element, element != .null else { return false }
        switch container {
        case .array(let items)?:
            return items.contains { ExpressionNode.compare(.equal, $0, element) }
        case .string(let text)?:
            let needle = ValueText.string(element)
            return needle.isEmpty || text.contains(needle)
        case .object(let members)?:
            guard case .string(let key) = element else { return false }
            return members[key] != nil
        default:
            return false
        }
    }
}
