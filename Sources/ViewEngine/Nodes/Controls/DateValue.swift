/// A date picker's value as JSON state holds it: ISO 8601 text of the components the picker
/// shows, in local wall-clock time without an offset — `2026-11-23` (date), `14:30`
/// (hourAndMinute), `2026-11-23T14:30` (both). It is what the user picked, not an instant:
/// the same text on any device in any time zone, comparable as text, and exactly what the
/// browser's date, time and datetime-local inputs read and write.
public struct DateValue: Sendable, Hashable, Comparable {
    /// Which parts a date picker shows and writes (SwiftUI's `displayedComponents`).
    public enum Components: String, Sendable, CaseIterable {
        /// `"date"`: a calendar date only, `YYYY-MM-DD` (SwiftUI's `.date`).
        case date
        /// `"hourAndMinute"`: a time of day only, `HH:MM` (SwiftUI's `.hourAndMinute`).
        case hourAndMinute
        /// `"dateAndTime"`, the default: both, `YYYY-MM-DDTHH:MM` (SwiftUI's `[.date, .hourAndMinute]`).
        case dateAndTime

        /// Whether a date is picked and written (`YYYY-MM-DD`): all but `hourAndMinute`.
        public var hasDate: Bool { self != .hourAndMinute }
        /// Whether a time of day is picked and written (`HH:MM`): all but `date`.
        public var hasTime: Bool { self != .date }

        /// The text's form, for messages.
        public var pattern: String {
            switch self {
            case .date: return "YYYY-MM-DD"
            case .hourAndMinute: return "HH:MM"
            case .dateAndTime: return "YYYY-MM-DDTHH:MM"
            }
        }
    }

    /// Local wall-clock fields: month 1–12, day 1–31, hour 0–23, minute 0–59. Those the
    /// components do not show are not written (a time read alone has the date 2000-01-01).
    public var year = 0, month = 0, day = 0, hour = 0, minute = 0

    /// A value from its fields, unchecked; the time defaults to midnight (00:00).
    public init(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0) {
        (self.year, self.month, self.day, self.hour, self.minute) = (year, month, day, hour, minute)
    }

    /// Reads exactly the form `components` writes; nil for anything else (an impossible date
    /// such as `2026-02-30` included).
    public init?(exactly text: String, _ components: Components) {
        let bytes = Array(text.utf8)
        guard bytes.count == components.pattern.utf8.count, let value = Self.scan(bytes, components) else { return nil }
        self = value
    }

    /// Reads a bound value leniently: the form `components` writes, or a longer ISO 8601 text
    /// (seconds, fraction, `Z` or an offset after the minutes), whose written date and time are
    /// kept and the rest ignored. A date-and-time picker also reads a plain date (at 00:00).
    public init?(reading text: String, _ components: Components) {
        let bytes = Array(text.utf8)
        if let value = Self.scan(bytes, components) {
            self = value
        } else if components == .dateAndTime, bytes.count == 10, let value = Self.scan(bytes, .date) {
            self = value
        } else if components == .hourAndMinute, bytes.count >= 16, bytes[10] == UInt8(ascii: "T") || bytes[10] == UInt8(ascii: " "),
            let value = Self.scan(Array(bytes[11...]), .hourAndMinute)
        {
            self = value  // the time of a full timestamp
        } else if components == .date, bytes.count > 10, let value = Self.scan(Array(bytes[..<10]), .date) {
            self = value  // the date of a full timestamp
        } else {
            return nil
        }
    }

    /// The text the picker writes for its components.
    public func text(_ components: Components) -> String {
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        func four(_ n: Int) -> String { String(repeating: "0", count: max(0, 4 - String(n).count)) + String(n) }
        let date = four(year) + "-" + two(month) + "-" + two(day)
        let time = two(hour) + ":" + two(minute)
        switch components {
        case .date: return date
        case .hourAndMinute: return time
        case .dateAndTime: return date + "T" + time
        }
    }

    public static func < (a: DateValue, b: DateValue) -> Bool {
        (a.year, a.month, a.day, a.hour, a.minute) < (b.year, b.month, b.day, b.hour, b.minute)
    }

    /// The components' fields from the start of `bytes`; what follows a time is ignored.
    private static func scan(_ bytes: [UInt8], _ components: Components) -> DateValue? {
        var cursor = DigitCursor(bytes)
        var value = DateValue(year: 2000, month: 1, day: 1)
        if components.hasDate {
            guard let year = cursor.number(4), cursor.expect("-"), let month = cursor.number(2), cursor.expect("-"), let day = cursor.number(2),
                (1...12).contains(month), day >= 1, day <= daysIn(month: month, year: year)
            else { return nil }
            (value.year, value.month, value.day) = (year, month, day)
            if !components.hasTime { return cursor.atEnd ? value : nil }
            guard cursor.expect("T") || cursor.expect(" ") else { return nil }
        }
        guard let hour = cursor.number(2), cursor.expect(":"), let minute = cursor.number(2), hour < 24, minute < 60 else { return nil }
        (value.hour, value.minute) = (hour, minute)
        if let next = cursor.next {
            // Seconds, a fraction or an offset may follow a full timestamp, nothing else.
            guard [UInt8(ascii: ":"), UInt8(ascii: "Z"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: ".")].contains(next) else { return nil }
        }
        return value
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}
