/// The operands CLDR plural rules read from a number as written: `n` its absolute value, `i`
/// its integer digits, `v` how many fraction digits are shown (so `1` and `1.0` differ: "1 day",
/// "1.0 days").
struct PluralOperands: Sendable, Equatable {
    /// The absolute value.
    let n: Double
    /// The integer part modulo 10¹⁸: the rules read it only for remainders by 10, 100 and
    /// 1 000 000, which this keeps exact (equalities such as `i = 1` are tested on `n`).
    let i: Int
    /// The number of visible fraction digits.
    let v: Int

    /// The operands of a number or numeric text; nil for anything else (the `other` form is
    /// then used).
    init?(_ value: JSONValue?) {
        switch value {
        case .number(let number)?:
            guard number.isFinite else { return nil }
            self.init(text: ValueText.number(number))
        case .string(let text)?:
            // Decimal text only, as comparisons read it: `0x10` and `inf` take the `other` form.
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            guard let number = ValueText.decimal(trimmed) else { return nil }
            // Exponents (`1e3`) say nothing about visible digits: read them as the number.
            self.init(text: trimmed.contains(where: { $0 == "e" || $0 == "E" }) ? ValueText.number(number) : trimmed)
        default:
            return nil
        }
    }

    /// From decimal text such as `21`, `-1.50` or `1.5E-7` as Swift prints tiny doubles.
    private init?(text: String) {
        var digits = Substring(text)
        if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
        guard let number = Double(digits) else { return nil }
        n = abs(number)
        if digits.contains(where: { $0 == "e" || $0 == "E" }) {
            // Only very small or very large doubles print so; their shown digits are not a count.
            i = Int(n.truncatingRemainder(dividingBy: 1e18))
            v = n.rounded(.towardZero) == n ? 0 : 1
            return
        }
        let parts = digits.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        i = Int(parts[0].suffix(18)) ?? 0
        v = parts.count > 1 ? parts[1].count : 0
    }
}
