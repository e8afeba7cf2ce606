/// A calendar day as ISO 8601 text writes it (`2026-11-27`), with whatever follows the date
/// (`T09:30`, `T09:30:00Z`) kept as written. Day arithmetic on it counts calendar days, so
/// no time zone or daylight-saving change can move a date by one.
struct CivilDate: Equatable {
    var year: Int
    var month: Int
    var day: Int
    /// What followed the date in the text (a time, an offset), written back unchanged.
    var rest: Substring = ""

    /// The years four digits can write: results outside them are no ISO date.
    static let years = 0...9999

    /// Reads the date at the start of `text`: `YYYY-MM-DD`, a real day of that month, then
    /// nothing, or a time after `T` or a space.
    init?(_ text: String) {
        let digits = Array(text.utf8.prefix(10))
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for index in range {
                guard index < digits.count, (0x30...0x39).contains(digits[index]) else { return nil }
                value = value * 10 + Int(digits[index] - 0x30)
            }
            return value
        }
        guard digits.count == 10, digits[4] == UInt8(ascii: "-"), digits[7] == UInt8(ascii: "-"),
            let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
            (1...12).contains(month), (1...Self.daysIn(month: month, year: year)).contains(day)
        else { return nil }
        let rest = text.utf8.dropFirst(10)
        guard rest.isEmpty || rest.first == UInt8(ascii: "T") || rest.first == UInt8(ascii: " ") else { return nil }
        self.init(year: year, month: month, day: day, rest: Substring(rest))
    }

    init(year: Int, month: Int, day: Int, rest: Substring = "") {
        self.year = year
        self.month = month
        self.day = day
        self.rest = rest
    }

    /// The day `days` days since 1970-01-01 (negative before it).
    init(daysSince1970 days: Int) {
        // Howard Hinnant's civil_from_days, the inverse of ISO8601.daysFromCivil.
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        self.init(year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month, day: day)
    }

    var daysSince1970: Int { ISO8601.daysFromCivil(year: year, month: month, day: day) }

    /// The date `count` days later (earlier when negative), keeping what followed it; nil
    /// beyond the years ISO text can write.
    func adding(days count: Int) -> CivilDate? {
        var moved = CivilDate(daysSince1970: daysSince1970 + count)
        guard Self.years.contains(moved.year) else { return nil }
        moved.rest = rest
        return moved
    }

    /// `YYYY-MM-DD` and what followed the date.
    var text: String {
        func padded(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return padded(year, 4) + "-" + padded(month, 2) + "-" + padded(day, 2) + rest
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}
