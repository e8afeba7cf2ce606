import Foundation
import ViewEngine

/// Reads typed fields out of one API result record, naming the record and field when one is
/// missing or of the wrong type, so a malformed response says exactly what was wrong.
struct RecordReader {
    let object: JSONObject
    /// "podcast 749368887", "episode #3": used in error details.
    let what: String

    init(_ value: JSONValue, what: String) throws(DataSourceError) {
        guard case .object(let object) = value else {
            throw .malformed("\(what) is \(value.typeDescription), not an object")
        }
        self.object = object
        self.what = what
    }

    /// A required whole number. iTunes ids are integers below 2^53, which `Double` holds exactly.
    func integer(_ key: String) throws(DataSourceError) -> Int {
        guard let value = optionalInteger(key) else {
            throw .malformed("\(what) has no whole number '\(key)'")
        }
        return value
    }

    func optionalInteger(_ key: String) -> Int? {
        guard case .number(let number)? = object[key], number.rounded() == number, abs(number) < 9.0e15 else { return nil }
        return Int(number)
    }

    func optionalNumber(_ key: String) -> Double? {
        object[key]?.numberValue
    }

    /// A required string.
    func string(_ key: String) throws(DataSourceError) -> String {
        guard let value = object[key]?.stringValue else {
            throw .malformed("\(what) has no text '\(key)'")
        }
        return value
    }

    func optionalString(_ key: String) -> String? {
        object[key]?.stringValue
    }

    /// An `http(s)` URL or a root-relative path (the fixture artwork), else nil: what
    /// ``WebAddress/isResource(_:)`` accepts.
    func url(_ key: String) -> URL? {
        guard let text = optionalString(key), WebAddress.isResource(text) else { return nil }
        return URL(string: text)
    }

    /// An ISO 8601 date as the API writes it (`2025-10-22T09:00:00Z`), else nil.
    func date(_ key: String) -> Date? {
        optionalString(key).flatMap(APIDate.parse)
    }
}

/// The API's dates: ISO 8601 in UTC, with `Z` and usually no fraction.
enum APIDate {
    static func parse(_ text: String) -> Date? {
        if let date = try? Date(text, strategy: Date.ISO8601FormatStyle()) { return date }  // nil is the answer: not a date
        return try? Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true))  // likewise
    }
}

extension DataSourceError {
    /// A response whose data does not have the shape the API documents.
    static func malformed(_ detail: String) -> DataSourceError {
        DataSourceError(.malformedResponse, detail: detail)
    }
}
