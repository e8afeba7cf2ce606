import Foundation

/// How `date:` lays a date out.
enum DateLayout: Hashable, Sendable {
    /// A Unicode pattern kept as written (`MMM d, yyyy`); the locale only names months and days.
    case pattern(String)
    /// The fields wanted (`yMMMd`), ordered and punctuated the locale's way.
    case skeleton(String)
}

/// DateFormatter is not thread-safe and is costly to create, so formatters are cached per
/// layout and used under a lock. The cache is bounded: layouts come from bundles, and a
/// long-lived environment (a preview session across live reloads, the fuzzer) must not grow
/// with every layout it ever saw.
final class FormatterCache: @unchecked Sendable {
    /// More layouts than any bundle uses; reaching it empties the cache.
    static let limit = 64
    private let lock = NSLock()
    private var formatters: [DateLayout: DateFormatter] = [:]

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return formatters.count
    }

    func format(_ date: Date, _ layout: DateLayout, locale: Locale, timeZone: TimeZone) -> String {
        lock.lock()
        defer { lock.unlock() }
        let formatter: DateFormatter
        if let cached = formatters[layout] {
            formatter = cached
        } else {
            formatter = DateFormatter()
            formatter.locale = locale
            formatter.timeZone = timeZone
            formatter.calendar = Calendar(identifier: .gregorian)
            switch layout {
            case .pattern(let pattern):
                formatter.dateFormat = pattern
            case .skeleton(let skeleton):
                // ICU answers nil only for a skeleton it cannot read at all; the skeleton as a
                // pattern then shows its letters' fields, which is visible rather than blank.
                formatter.dateFormat = DateFormatter.dateFormat(fromTemplate: skeleton, options: 0, locale: locale) ?? skeleton
            }
            if formatters.count >= Self.limit { formatters.removeAll(keepingCapacity: true) }
            formatters[layout] = formatter
        }
        return formatter.string(from: date)
    }
}
