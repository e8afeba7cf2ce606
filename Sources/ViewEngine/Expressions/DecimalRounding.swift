import Foundation

/// The one rounding rule of `round:` and `number:`: half away from zero, applied to the
/// number as it is written (its shortest decimal text), not to its binary value. 1.005 and
/// 2.675 are stored a hair below their written value, so rounding the binary value gives 1.00
/// and 2.67, where a reader, and a shop's total, expects 1.01 and 2.68.
enum DecimalRounding {
    /// `number` rounded to `digits` fraction digits (0–10). Values beyond `Decimal`'s range
    /// (beyond about 1e38, or with a long exponent) are rounded on their binary value.
    static func rounded(_ number: Double, digits: Int) -> Double {
        guard number.isFinite else { return number }
        if var written = Decimal(string: "\(number)", locale: Locale(identifier: "en_US_POSIX")), written.isFinite {
            var result = Decimal()
            NSDecimalRound(&result, &written, digits, .plain)
            if let value = Double("\(result)"), value.isFinite { return value }
        }
        let scale = pow(10, Double(digits))
        let rounded = (number * scale).rounded(.toNearestOrAwayFromZero) / scale
        return rounded.isFinite ? rounded : number
    }
}
