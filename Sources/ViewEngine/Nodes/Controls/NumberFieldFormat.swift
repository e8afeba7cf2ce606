import Foundation

/// A `text_field` with `"format": "number"`: SwiftUI's `TextField(value:format: .number)`.
///
/// The bound number shows in the user's locale (`12,5` in German) and what is typed is read
/// in it when committed (return, or leaving the field; not at every key, which would turn a
/// half-typed `12,` back into `12`): a number is written, empty text writes `null`, anything
/// else is refused and the field shows the value it had. A `.` where German writes `,` is
/// read only as the grouping it is there (`1.234` is 1234); `12.5` is refused with a hint,
/// since guessing would turn a price of 12.50 into 1250.
public struct NumberFieldFormat: Sendable, Hashable {
    /// The locale numbers are shown and read in: the environment's.
    public let locale: Locale

    /// A number field reading and showing numbers in `locale`.
    public init(locale: Locale) {
        self.locale = locale
    }

    var decimalSeparator: String { locale.decimalSeparator ?? "." }
    var groupingSeparator: String { locale.groupingSeparator ?? "," }

    /// What the field shows for the bound value: a number in the locale, with its grouping and
    /// every fraction digit it has (up to 15); text (a seed, or an older version's value) as it
    /// is; nothing for a missing value.
    public func text(for value: JSONValue?) -> String {
        switch value {
        case .number(let number)? where number.isFinite:
            let formatter = NumberFormatter()
            formatter.locale = locale
            formatter.numberStyle = .decimal
            formatter.maximumFractionDigits = 15
            return formatter.string(from: NSNumber(value: number)) ?? ValueText.number(number)
        case nil, .null?:
            return ""
        case let other?:
            return ValueText.string(other)
        }
    }

    /// The value to write for `typed`, or why it is refused.
    public func value(forTyped typed: String) throws(RejectedValue) -> JSONValue {
        let text = typed.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { return .null }
        guard let number = number(in: text) else { throw .notALocaleNumber(typed, example: self.text(for: .number(1234.5))) }
        return .number(number)
    }

    /// Reads `text` as the locale writes numbers: an optional sign, digits with grouping
    /// separators between groups of three, and at most one decimal separator.
    private func number(in text: String) -> Double? {
        var rest = Substring(text)
        var negative = false
        if let first = rest.first, first == "-" || first == "+" || first == "\u{2212}" {
            negative = first != "+"
            rest = rest.dropFirst()
        }
        let parts = rest.components(separatedBy: decimalSeparator)
        guard parts.count <= 2, let whole = parts.first else { return nil }
        let fraction = parts.count == 2 ? parts[1] : ""
        guard parts.count == 1 || !fraction.isEmpty || !whole.isEmpty else { return nil }
        guard let digits = wholeDigits(whole), fraction.allSatisfy(\.isASCIIDigit), !(digits + fraction).isEmpty else { return nil }
        guard let value = Double((digits.isEmpty ? "0" : digits) + (fraction.isEmpty ? "" : "." + fraction)), value.isFinite else { return nil }
        return negative ? -value : value
    }

    /// The digits of the whole part, grouping separators taken out; nil when a separator is
    /// not between groups of three (a `.` meant as a decimal point in a `,` locale).
    private func wholeDigits(_ whole: String) -> String? {
        let groups = whole.components(separatedBy: groupingSeparator)
        guard groups.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }) else { return nil }
        if groups.count > 1 {
            guard let first = groups.first, (1...3).contains(first.count), groups.dropFirst().allSatisfy({ $0.count == 3 }) else { return nil }
        }
        return groups.joined()
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
