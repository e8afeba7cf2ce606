import Foundation

/// `$.today` and `$.now`: the day and the wall-clock time where the user is, read from the
/// environment's clock and time zone when a screen's data is assembled. They are written as
/// date pickers write (`2026-11-27`, `2026-11-27T09:30`), so they compare with picked dates
/// (`$.item.due < $.today`) and work with `date:` and `addDays`. Data of the same name (a
/// parameter, screen state) hides them.
public enum ClockValues {
    /// The names, for validation: every screen may read them.
    public static let names: Set<String> = ["today", "now"]

    /// Both values for the environment's current time.
    public static func values(in environment: EvaluationEnvironment) -> JSONObject {
        let instant = environment.now()
        let local = instant.timeIntervalSince1970 + Double(environment.timeZone.secondsFromGMT(for: instant))
        let days = Int((local / 86_400).rounded(.down))
        let minutes = Int((local - Double(days) * 86_400) / 60)
        let today = CivilDate(daysSince1970: days).text
        let clock = (minutes / 60 < 10 ? "0" : "") + String(minutes / 60) + ":" + (minutes % 60 < 10 ? "0" : "") + String(minutes % 60)
        return ["today": .string(today), "now": .string(today + "T" + clock)]
    }
}
