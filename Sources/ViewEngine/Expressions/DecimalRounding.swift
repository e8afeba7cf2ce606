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

    /// `number` kept to 15 significant digits, the most a `Double` carries for every decimal
    /// text: what arithmetic on written decimals leaves in the last two digits is binary noise
    /// (0.1 + 0.2 is 0.30000000000000004, ten steps of 0.1 make 0.9999999999999999), and this
    /// removes it. Whole numbers are returned as they are, as a 16-digit id must keep its
    /// last digit, and so are numbers of 10^15 or more, whose 15 digits would cut into the
    /// whole part, and non-finite ones.
    static func significant(_ number: Double) -> Double {
        guard abs(number) < 1e15, number.rounded() != number else { return number }
        // The C library's conversions, both in the same LC_NUMERIC, round correctly and
        // allocate nothing; Foundation's formatter would cost a string object per call.
        return withUnsafeTemporaryAllocation(of: CChar.self, capacity: 32) { buffer in
            _ = withVaList([number]) { vsnprintf(buffer.baseAddress!, 32, "%.15g", $0) }
            return strtod(buffer.baseAddress!, nil)
        }
    }
}
