import Foundation

/// Everything an expression may depend on besides its data: locale, time zone, clock and the
/// bundle's string tables for the locale.
///
/// Injected, never read from the process, so the same inputs give the same output in tests
/// and in the preview. Holds the date-formatter cache: formatters are expensive to create
/// and `date:` runs once per row.
public final class EvaluationEnvironment: Sendable {
    public let locale: Locale
    public let timeZone: TimeZone
    /// The current time, for transforms that are relative to "now".
    public let now: @Sendable () -> Date
    /// What `@key` lookups read: the bundle's tables for ``locale``, in fallback order.
    public let strings: LocalizedStrings
    let formatters = FormatterCache()

    /// An environment for `locale` and `timeZone`; `now` is the clock (the real one unless a test
    /// fixes it) and `strings` what lookups read (normally set by ``localizing(_:)``).
    public init(
        locale: Locale, timeZone: TimeZone, now: @escaping @Sendable () -> Date = { Date() }, strings: LocalizedStrings = LocalizedStrings()
    ) {
        self.locale = locale
        self.timeZone = timeZone
        self.now = now
        self.strings = strings
    }

    /// This environment reading `bundle`'s tables for its locale (this one itself when the
    /// bundle has none, so its formatter cache is kept).
    public func localizing(_ bundle: BundleStrings) -> EvaluationEnvironment {
        guard !bundle.isEmpty else { return self }
        return EvaluationEnvironment(locale: locale, timeZone: timeZone, now: now, strings: bundle.strings(for: locale.identifier))
    }

    /// A deterministic environment for tests and tools: `en_US_POSIX`, UTC, a fixed clock.
    public static func fixed(
        locale: String = "en_US_POSIX", timeZone: String = "UTC",
        now: Date = Date(timeIntervalSince1970: 1_763_769_600)
    ) -> EvaluationEnvironment {
        EvaluationEnvironment(
            locale: Locale(identifier: locale), timeZone: TimeZone(identifier: timeZone) ?? TimeZone(secondsFromGMT: 0)!,
            now: { now })
    }

    /// Formats `date` with a Unicode date pattern, reusing one formatter per pattern.
    public func format(_ date: Date, pattern: String) -> String {
        formatters.format(date, pattern: pattern, locale: locale, timeZone: timeZone)
    }
}

/// DateFormatter is not thread-safe and is costly to create, so formatters are cached per
/// pattern and used under a lock. The cache is bounded: patterns come from bundles, and a
/// long-lived environment (a preview session across live reloads, the fuzzer) must not grow
/// with every pattern it ever saw.
final class FormatterCache: @unchecked Sendable {
    /// More patterns than any bundle uses; reaching it empties the cache.
    static let limit = 64
    private let lock = NSLock()
    private var formatters: [String: DateFormatter] = [:]

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return formatters.count
    }

    func format(_ date: Date, pattern: String, locale: Locale, timeZone: TimeZone) -> String {
        lock.lock()
        defer { lock.unlock() }
        let formatter: DateFormatter
        if let cached = formatters[pattern] {
            formatter = cached
        } else {
            formatter = DateFormatter()
            formatter.locale = locale
            formatter.timeZone = timeZone
            formatter.calendar = Calendar(identifier: .gregorian)
            formatter.dateFormat = pattern
            if formatters.count >= Self.limit { formatters.removeAll(keepingCapacity: true) }
            formatters[pattern] = formatter
        }
        return formatter.string(from: date)
    }
}
