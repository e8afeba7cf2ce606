import Foundation

/// A small, allocation-free ISO 8601 parser for the shapes APIs send:
/// `2025-10-22`, `2025-10-22T09:30:00Z`, `2025-10-22T09:30:00.123Z`, `…+02:00`, `…+0200`.
enum ISO8601 {
    /// The instant `text` names. Without `Z` or an offset it is wall-clock time in
    /// `localTimeZone`, as ISO 8601 reads it: a date picker's `2026-11-23` is that day where
    /// the user is, not UTC midnight (which is the day before west of Greenwich).
    static func parse(_ text: String, localTimeZone: TimeZone = TimeZone(secondsFromGMT: 0)!) -> Date? {
        var utf8 = Array(text.utf8)
        // Tolerate surrounding whitespace.
        while let last = utf8.last, last == 0x20 || last == 0x0A { utf8.removeLast() }
        var cursor = DigitCursor(utf8)
        guard let year = cursor.number(4), cursor.expect("-"), let month = cursor.number(2), cursor.expect("-"),
            let day = cursor.number(2), (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        var seconds = 0.0
        var offset: Int?
        if !cursor.atEnd {
            guard cursor.expect("T") || cursor.expect(" ") else { return nil }
            guard let hour = cursor.number(2), cursor.expect(":"), let minute = cursor.number(2), hour < 24, minute < 60 else {
                return nil
            }
            var second = 0
            if cursor.expect(":") {
                guard let parsed = cursor.number(2), parsed < 61 else { return nil }
                second = parsed
            }
            var fraction = 0.0
            if cursor.expect(".") || cursor.expect(",") {
                var scale = 0.1
                var sawDigit = false
                while let byte = cursor.next, byte >= 0x30, byte <= 0x39 {
                    fraction += Double(byte - 0x30) * scale
                    scale /= 10
                    cursor.position += 1
                    sawDigit = true
                }
                guard sawDigit else { return nil }
            }
            seconds = Double(hour * 3600 + minute * 60 + second) + fraction
            if cursor.expect("Z") || cursor.expect("z") {
                offset = 0
            } else if let byte = cursor.next, byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") {
                let sign = byte == UInt8(ascii: "-") ? -1 : 1
                cursor.position += 1
                guard let offsetHours = cursor.number(2) else { return nil }
                _ = cursor.expect(":")
                let offsetMinutes = cursor.number(2) ?? 0
                offset = sign * (offsetHours * 3600 + offsetMinutes * 60)
            }
        }
        guard cursor.atEnd else { return nil }
        let wallClock = Double(daysFromCivil(year: year, month: month, day: day)) * 86_400 + seconds
        if let offset { return Date(timeIntervalSince1970: wallClock - Double(offset)) }
        // The zone's offset at that wall-clock time, asked twice: the first guess may fall on
        // the other side of a daylight-saving change. When the two offsets differ the time does
        // not exist there (clocks skipped it): it is read as the later instant, as Foundation
        // reads it, so midnight on a day whose clocks jump at midnight stays on that day.
        func zoneOffset(at seconds: Double) -> Double { Double(localTimeZone.secondsFromGMT(for: Date(timeIntervalSince1970: seconds))) }
        let first = wallClock - zoneOffset(at: wallClock)
        let second = wallClock - zoneOffset(at: first)
        return Date(timeIntervalSince1970: zoneOffset(at: second) == zoneOffset(at: first) ? second : max(first, second))
    }

    /// Days since 1970-01-01 for a proleptic Gregorian date (Howard Hinnant's algorithm).
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
