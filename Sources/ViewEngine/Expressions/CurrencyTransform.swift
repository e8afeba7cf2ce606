import Foundation

extension StandardTransforms {
    /// `currency:<ISO 4217 code>` or `currency:<code> <fraction digits>`: a number (or numeric
    /// text) as an amount in the environment's locale — `currency:EUR` writes 1234.5 as
    /// €1,234.50 in English and 1.234,50 € in German, with the currency's own digits (JPY
    /// none, BHD three) unless digits are given. The amount is rounded as written (4.125 is
    /// 4.13, half away from zero, as `round:` and `number:` round), and an amount that rounds
    /// to zero has no minus sign. Anything that is not a number passes through unchanged.
    static let currency = Transform(
        "currency", argument: .required, summary: "currency:EUR formats an amount in the locale: €4.50 (4,50 € in German); currency:JPY 0 sets the digits"
    ) { argument throws(ExpressionError) in
        let (code, digits) = try currencyArgument(argument ?? "")
        return { value, environment in
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

    /// The code and optional digits of `currency:EUR 2`.
    private static func currencyArgument(_ argument: String) throws(ExpressionError) -> (code: String, digits: Int?) {
        let parts = argument.split(separator: " ", omittingEmptySubsequences: true)
        let example = "as in currency:EUR or currency:JPY 0"
        guard let first = parts.first, parts.count <= 2 else {
            throw ExpressionError(.transformArgument, "currency takes an ISO 4217 code and optional fraction digits, \(example); got '\(argument)'")
        }
        let code = String(first)
        guard code.count == 3, code.allSatisfy({ $0.isASCII && $0.isUppercase }), Locale.Currency.isoCurrencies.contains(Locale.Currency(code)) else {
            throw ExpressionError(.transformArgument, "currency needs an ISO 4217 code in capitals, \(example); got '\(code)'")
        }
        guard parts.count == 2 else { return (code, nil) }
        guard let digits = Int(parts[1]), (0...10).contains(digits) else {
            throw ExpressionError(.transformArgument, "currency takes 0 to 10 fraction digits after the code, \(example); got '\(parts[1])'")
        }
        return (code, digits)
    }
}
