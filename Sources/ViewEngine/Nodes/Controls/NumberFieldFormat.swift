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

    /// Reads `text` as the locale writes numbers: an optional sign, digits (the locale's own,
    /// as `١٢٣` in Arabic, or ASCII), grouping separators between groups of the locale's sizes
    /// (three, or two before the last three in India), and at most one decimal separator. Any
    /// space stands for a grouping space (French writes a narrow no-break one nobody types),
    /// and `'` for Swiss `’`; bidirectional marks are ignored.
    private func number(in text: String) -> Double? {
        let style = NumberFormatter()
        style.locale = locale
        style.numberStyle = .decimal
        let decimal = style.decimalSeparator.first ?? "."
        let grouping = style.groupingSeparator.first ?? ","
        var written = ""
        for character in text {
            if ["\u{200E}", "\u{200F}", "\u{061C}"].contains(character) { continue }
            if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
                scalar.properties.numericType == .decimal, let digit = character.wholeNumberValue
            {
                written.append(Character(String(digit)))
            } else if character.isWhitespace && grouping.isWhitespace || character == "'" && grouping == "\u{2019}" {
                written.append(grouping)
            } else {
                written.append(character)
            }
        }
        var rest = Substring(written)
        var negative = false
        if let first = rest.first, first == "-" || first == "+" || first == "\u{2212}" {
            negative = first != "+"
            rest = rest.dropFirst()
        }
        let parts = rest.split(separator: decimal, maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count <= 2, let whole = parts.first else { return nil }
        let fraction = parts.count == 2 ? parts[1] : ""
        let primary = max(1, style.groupingSize)
        let secondary = style.secondaryGroupingSize > 0 ? style.secondaryGroupingSize : primary
        guard let digits = Self.digits(of: whole, grouping: grouping, primary: primary, secondary: secondary),
            fraction.allSatisfy(\.isASCIIDigit), !(digits.isEmpty && fraction.isEmpty)
        else { return nil }
        guard let value = Double((digits.isEmpty ? "0" : digits) + (fraction.isEmpty ? "" : "." + fraction)), value.isFinite else { return nil }
        return negative ? -value : value
    }

    /// The digits of the whole part, grouping separators taken out; nil when a separator is not
    /// between groups of the locale's sizes (a `.` meant as a decimal point in a `,` locale).
    private static func digits(of whole: Substring, grouping: Character, primary: Int, secondary: Int) -> String? {
        let groups = whole.split(separator: grouping, omittingEmptySubsequences: false)
        guard groups.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }) else { return nil }
        if groups.count > 1 {
            // The last group has the locale's size: that is what tells `12.50` (no grouping)
            // from `1.250`. Groups before it may have the secondary size, or two, as India
            // writes them (Foundation does not report the secondary size everywhere).
            let middle: Set<Int> = [primary, secondary, 2]
            guard groups.last!.count == primary, groups.dropFirst().dropLast().allSatisfy({ middle.contains($0.count) }),
                (1...max(primary, secondary)).contains(groups.first!.count)
            else { return nil }
        }
        return groups.joined()
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
