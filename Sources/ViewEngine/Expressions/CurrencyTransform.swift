import Foundation

extension StandardTransforms {
    /// `currency:<ISO 4217 code>` or `currency:<code> <fraction digits>`: a number (or numeric
    /// text) as an amount in the environment's locale — `currency:EUR` writes 1234.5 as
    /// €1,234.50 in English and 1.234,50 € in German, with the currency's own digits (JPY
    /// none, BHD three) unless digits are given. The amount is rounded as written (4.125 is
    /// 4.13, half away from zero, as `round:` and `number:` round), and an amount that rounds
    /// to zero has no minus sign. Anything that is not a number passes through unchanged.
    ///
    /// The code may be bound (`currency:$.order.currency`, `currency:$.env.currency 0`), in
    /// either case (payment APIs send `usd`); a value that is not a code this engine knows
    /// leaves the amount unchanged, as text that is not a number is.
    static let currency = Transform(
        "currency", argument: .required,
        summary: "currency:EUR formats an amount in the locale: €4.50 (4,50 € in German); currency:JPY 0 sets the digits; currency:$.code reads the code from data",
        compileTerms: { terms throws(ExpressionError) in
            let written = terms.map(\.text).joined(separator: " ")
            guard let code = terms.first?.operand, terms.count <= 2 else {
                throw ExpressionError(.transformArgument, "currency takes an ISO 4217 code and optional fraction digits, \(currencyExample); got '\(written)'")
            }
            let digits = try terms.count == 2 ? currencyDigits(terms[1]) : nil
            if let constant = code.constant {
                let text = ValueText.string(constant)
                guard isCurrencyCode(text) else {
                    let upper = text.uppercased()
                    let why = isCurrencyCode(upper) ? "write it in capitals, \(upper)"
                        : upper.utf8.count == 3 && upper.utf8.allSatisfy({ (65...90).contains($0) }) ? "it is not a currency this engine formats"
                        : "a code is three letters"
                    throw ExpressionError(.transformArgument, "currency needs an ISO 4217 code, \(currencyExample); got '\(text)': \(why)")
                }
                return { value, _, environment in formatted(value, code: text, digits: digits, environment) }
            }
            return { value, context, environment in
                // Data may write a code in lower case (payment APIs send "usd").
                guard case .string(let text)? = code.value(in: context, environment), case let upper = text.uppercased(), isCurrencyCode(upper) else { return value }
                return formatted(value, code: upper, digits: digits, environment)
            }
        })

    private static let currencyExample = "as in currency:EUR, currency:JPY 0 or currency:$.code"

    /// ISO 4217 codes Foundation knows, as a set: a bound code is checked on every evaluation.
    private static let currencyCodes = Set(Locale.Currency.isoCurrencies.map(\.identifier))

    /// Three capital letters naming a currency Foundation knows (`EUR`, not `eur` or `XYZ`).
    private static func isCurrencyCode(_ text: String) -> Bool {
        text.utf8.count == 3 && text.utf8.allSatisfy { (65...90).contains($0) } && currencyCodes.contains(text)
    }

    /// The `2` of `currency:EUR 2`: written, 0 to 10.
    private static func currencyDigits(_ term: TransformTerm) throws(ExpressionError) -> Int {
        guard let number = term.operand?.constant.flatMap(ValueText.numeric), number == number.rounded(), (0...10).contains(number) else {
            throw ExpressionError(.transformArgument, "currency takes 0 to 10 fraction digits after the code, \(currencyExample); got '\(term.text)'")
        }
        return Int(number)
    }

    /// `value` as an amount of `code`; unchanged when it is not a finite number.
    private static func formatted(_ value: JSONValue?, code: String, digits: Int?, _ environment: EvaluationEnvironment) -> JSONValue? {
        guard let amount = ValueText.numeric(value), amount.isFinite,
            // -0.0 is written "-0.0", which Decimal may read as not-a-number: zero is zero.
            let written = Decimal(string: "\(amount == 0 ? 0 : amount)", locale: Locale(identifier: "en_US_POSIX")), written.isFinite
        else { return value }
        var style = Decimal.FormatStyle.Currency(code: code, locale: environment.locale).rounded(rule: .toNearestOrAwayFromZero)
        if let digits { style = style.precision(.fractionLength(digits)) }
        // An amount that rounds to zero is zero: -0.001 would otherwise read "-€0.00".
        if amount < 0, (-written).formatted(style) == Decimal.zero.formatted(style) { return .string(Decimal.zero.formatted(style)) }
        return .string(written.formatted(style))
    }
}
