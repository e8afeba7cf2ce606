import Foundation

/// How values appear when they become text (a `text` node's content, interpolation).
public enum ValueText {
    /// Strings as they are; whole numbers without a fraction; `null` and missing as "";
    /// arrays joined with ", "; objects as compact JSON.
    public static func string(_ value: JSONValue?) -> String {
        switch value {
        case .none, .null?: return ""
        case .string(let s)?: return s
        case .bool(let b)?: return b ? "true" : "false"
        case .number(let n)?: return number(n)
        case .array(let items)?: return items.map { string($0) }.joined(separator: ", ")
        case .object?: return JSONWriter.string(value!)
        }
    }

    /// `42` for whole numbers, shortest round-trip text otherwise.
    public static func number(_ n: Double) -> String {
        if n.rounded() == n, abs(n) < 1e15 { return String(Int64(n)) }
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

    /// A number from a number or a numeric string.
    public static func numeric(_ value: JSONValue?) -> Double? {
        switch value {
        case .number(let n)?: return n
        case .string(let s)?: return Double(s.trimmingCharacters(in: .whitespaces))
        default: return nil
        }
    }

    /// Parses a transform argument as a JSON scalar when it looks like one (`0`, `true`,
    /// `null`), else keeps it as a string: `default:0` yields the number 0.
    static func literal(_ text: String) -> JSONValue {
        switch text {
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "null": return .null
        default:
            if let first = text.first, first == "-" || first.isNumber, let number = Double(text) { return .number(number) }
            return .string(text)
        }
    }
}
