import Foundation

/// How values appear when they become text (a `text` node's content, interpolation).
public enum ValueText {
    /// Strings as they are; whole numbers without a fraction, others to 15 significant digits
    /// (0.1 + 0.2 shows as 0.3, not 0.30000000000000004); `null` and missing as "";
    /// arrays joined with ", "; objects as compact JSON, whose numbers are exact.
    public static func string(_ value: JSONValue?) -> String {
        switch value {
        case .none, .null?: return ""
        case .string(let s)?: return s
        case .bool(let b)?: return b ? "true" : "false"
        case .number(let n)?: return number(DecimalRounding.significant(n))
        case .array(let items)?: return items.map { string($0) }.joined(separator: ", ")
        case .object?: return JSONWriter.string(value!)
        }
    }

    /// `42` for whole numbers below 10^18 in size, shortest round-trip text otherwise (`0.5`,
    /// `1e+20`): never `1000000000000000.0`, as Swift writes 10^15.
    public static func number(_ n: Double) -> String {
        if n.rounded() == n, abs(n) < 1e18 { return String(Int64(n)) }
        return String(n)
    }

    /// JSON truthiness as conditions use it: missing, null, false, 0, "", [] are false.
    public static func isTruthy(_ value: JSONValue?) -> Bool {
        switch value {
        case .none, .null?: return false
        case .bool(let b)?: return b
        case .number(let n)?: return n != 0 && !n.isNaN
        case .string(let s)?: return !s.isEmpty
        case .array(let a)?: return !a.isEmpty
        case .object?: return true
        }
    }

    /// Whether a value counts as empty for `empty` / `!empty`: missing, null, "", [], {}.
    public static func isEmpty(_ value: JSONValue?) -> Bool {
        switch value {
        case .none, .null?: return true
        case .string(let s)?: return s.isEmpty
        case .array(let a)?: return a.isEmpty
        case .object(let o)?: return o.isEmpty
        case .bool?, .number?: return false
        }
    }

    /// A number from a number or a numeric string: decimal text as ``decimal(_:)`` reads it,
    /// between optional spaces (`" 42 "` is 42).
    public static func numeric(_ value: JSONValue?) -> Double? {
        switch value {
        case .number(let n)?: return n
        case .string(let s)?: return decimal(s.trimmingCharacters(in: .whitespaces))
        default: return nil
        }
    }

    /// The number decimal text spells as JSON writes numbers (`42`, `-0.5`, `1e-3`), also with
    /// a leading `+` or leading zeros (`+5`, `007`, as people type them); nil for anything else.
    /// Every string-to-number reading goes through here: `Double(String)` alone also reads
    /// `0x10`, `0x1p3`, `inf` and `nan`, which made `'0x10' == 16` true. Text beyond a double's
    /// range (`1e999`) is not a number either, as the JSON parser rejects it.
    public static func decimal(_ text: String) -> Double? {
        var bytes = Substring(text).utf8
        func skipDigits() -> Bool {
            let count = bytes.prefix(while: { $0 >= 0x30 && $0 <= 0x39 }).count
            bytes = bytes.dropFirst(count)
            return count > 0
        }
        if bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
        guard skipDigits() else { return nil }
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            guard skipDigits() else { return nil }
        }
        if let marker = bytes.first, marker == UInt8(ascii: "e") || marker == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
            guard skipDigits() else { return nil }
        }
        guard bytes.isEmpty, let number = Double(text), number.isFinite else { return nil }
        return number
    }

    /// Parses a transform argument as a JSON scalar when it looks like one (`0`, `true`,
    /// `null`), else keeps it as a string: `default:0` yields the number 0.
    static func literal(_ text: String) -> JSONValue {
        switch text {
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "null": return .null
        default:
            // Not `+5` or ` 5`: a quoted argument keeps such text as written.
            if let first = text.first, first == "-" || first.isNumber, let number = decimal(text) { return .number(number) }
            return .string(text)
        }
    }
}
