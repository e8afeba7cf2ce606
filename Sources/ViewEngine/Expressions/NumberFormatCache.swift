import Foundation

/// `number:` and `duration:` in the locale's symbols and digits. NumberFormatter is costly to
/// create and not thread-safe, so one is made per environment and used under a lock.
final class NumberFormatCache: @unchecked Sendable {
    private let lock = NSLock()
    private var wholeNumbers: NumberFormatter?
    private var localeDigits: LocaleDigits?

    /// printf writes the digits (callers round first, ``DecimalRounding``; printf alone
    /// rounds half to even on the binary value, exact at any magnitude) and the locale
    /// writes the result: its grouping, decimal separator, minus sign and digits. The
    /// formatter only writes the integer part because swift-corelibs-foundation's
    /// NumberFormatter ignores `maximumFractionDigits` (4.25 with one digit stayed 4.25).
    func format(_ number: Double, fractionDigits: Int, locale: Locale) -> String {
        let plain = String(format: "%.\(fractionDigits)f", number)
        let negative = plain.hasPrefix("-")
        let unsigned = negative ? plain.dropFirst() : Substring(plain)
        let parts = unsigned.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        lock.lock()
        defer { lock.unlock() }
        let formatter = integerFormatter(locale)
        // The integer part of a printed Double reads back exactly (below 2^53 every integer
        // is a Double, above it every Double is an integer printed in full).
        var text = formatter.string(from: NSNumber(value: Double(parts[0]) ?? 0)) ?? String(parts[0])
        if parts.count == 2 { text += formatter.decimalSeparator + digits(locale).write(String(parts[1])) }
        return negative ? formatter.negativePrefix + text + formatter.negativeSuffix : text
    }

    func digits(for locale: Locale) -> LocaleDigits {
        lock.lock()
        defer { lock.unlock() }
        return digits(locale)
    }

    /// Callers hold the lock.
    private func digits(_ locale: Locale) -> LocaleDigits {
        if let localeDigits { return localeDigits }
        let digits = LocaleDigits(locale: locale)
        localeDigits = digits
        return digits
    }

    /// Callers hold the lock.
    private func integerFormatter(_ locale: Locale) -> NumberFormatter {
        if let wholeNumbers { return wholeNumbers }
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = 0
        wholeNumbers = formatter
        return formatter
    }
}

/// The ten digits a locale writes numbers with: 0–9 in most, ٠–٩ in Egyptian Arabic.
struct LocaleDigits: Sendable {
    /// Zero to nine in the locale's script; nil when they are the ASCII digits.
    let zeroToNine: [Character]?

    init(locale: Locale) {
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.usesGroupingSeparator = false
        let digits = (0...9).map { formatter.string(from: NSNumber(value: $0)) ?? String($0) }
        // A locale whose digit is not one character (none in CLDR) keeps ASCII rather than
        // mixing scripts.
        guard digits.allSatisfy({ $0.count == 1 }), digits.joined() != "0123456789" else {
            zeroToNine = nil
            return
        }
        zeroToNine = digits.map { Character($0) }
    }

    /// `text` with each ASCII digit replaced by the locale's.
    func write(_ text: String) -> String {
        guard let zeroToNine else { return text }
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for character in text {
            if let ascii = character.asciiValue, (48...57).contains(ascii) {
                output.append(zeroToNine[Int(ascii - 48)])
            } else {
                output.append(character)
            }
        }
        return output
    }
}
