import Foundation

/// A JSON value as data: what API responses, screen parameters and state hold.
///
/// `JSONValue` carries no source positions; view definitions are decoded straight from a
/// ``JSONDocument``, which does. Numbers are stored as `Double`, which represents every
/// integer the apps meet exactly (iTunes' 13-digit episode ids included).
public enum JSONValue: Sendable, Hashable {
    /// JSON `null`: present but empty, unlike a missing value (a nil `JSONValue?`).
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// Any JSON number, integer or not; parsed numbers are finite.
    case number(Double)
    /// Text, with its JSON escapes decoded.
    case string(String)
    /// Elements in order.
    case array([JSONValue])
    /// Members in written order; see ``JSONObject``.
    case object(JSONObject)
}

extension JSONValue {
    /// The string, when this value is a string.
    public var stringValue: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    /// The number, when this value is a number.
    public var numberValue: Double? {
        if case .number(let n) = self { return n }
        return nil
    }

    /// The boolean, when this value is a boolean.
    public var boolValue: Bool? {
        if case .bool(let b) = self { return b }
        return nil
    }

    /// The elements, when this value is an array.
    public var arrayValue: [JSONValue]? {
        if case .array(let a) = self { return a }
        return nil
    }

    /// The members, when this value is an object.
    public var objectValue: JSONObject? {
        if case .object(let o) = self { return o }
        return nil
    }

    /// Whether this is JSON `null`.
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// The member named `key`, when this value is an object that has it.
    public subscript(key: String) -> JSONValue? {
        if case .object(let o) = self { return o[key] }
        return nil
    }

    /// The element at `index`, when this value is an array that long.
    public subscript(index: Int) -> JSONValue? {
        if case .array(let a) = self, a.indices.contains(index) { return a[index] }
        return nil
    }

    /// A short name of the value's JSON type, for messages ("a string", "an array", …).
    public var typeDescription: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral
{
    public init(nilLiteral: ()) { self = .null }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(JSONObject(elements))
    }
}
