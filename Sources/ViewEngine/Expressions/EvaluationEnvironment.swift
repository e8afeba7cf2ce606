import Foundation

/// Everything an expression may depend on besides its data: locale, time zone, clock and the
/// bundle's string tables for the locale.
///
/// Injected, never read from the process, so the same inputs give the same output in tests
/// and in the preview. Holds the date-formatter cache: formatters are expensive to create
/// and `date:` runs once per row.
public final class EvaluationEnvironment: Sendable {
    /// The locale dates, numbers and digits are formatted for, and whose string tables `@key`
    /// lookups read.
    public let locale: Locale
    /// The time zone dates are formatted in, such as by the `date:` transform.
    public let timeZone: TimeZone
    /// The current time, for transforms that are relative to "now".
    public let now: @Sendable () -> Date
    /// What `@key` lookups read: the bundle's tables for ``locale``, in fallback order.
    public let strings: LocalizedStrings
    let formatters = FormatterCache()
    let numbers = NumberFormatCache()

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
        formatters.format(date, .pattern(pattern), locale: locale, timeZone: timeZone)
    }

    /// Formats `date` with the fields a skeleton names (`yMMMd`), in the order and punctuation
    /// of ``locale``: "Nov 26, 2026" in English, "26. Nov. 2026" in German.
    public func format(_ date: Date, skeleton: String) -> String {
        formatters.format(date, .skeleton(skeleton), locale: locale, timeZone: timeZone)
    }

    /// `number` with exactly `fractionDigits` digits after the locale's decimal separator,
    /// grouped as the locale groups (4.5 → "4,50" in German).
    public func format(_ number: Double, fractionDigits: Int) -> String {
        numbers.format(number, fractionDigits: fractionDigits, locale: locale)
    }

    /// `text` with its ASCII digits written in the locale's digits (٠–٩ in Arabic), for
    /// output built from numbers by hand, such as `duration:`.
    public func localizingDigits(_ text: String) -> String {
        numbers.digits(for: locale).write(text)
    }
}
