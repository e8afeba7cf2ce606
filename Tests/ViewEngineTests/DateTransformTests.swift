import Foundation
import Testing
@testable import ViewEngine

/// `$.today`, `$.now`, `addDays` and `daysFrom`, and dates without an offset read as the
/// user's wall-clock time.
@Suite struct DateTransformTests {
    @Test func addDaysCountsCalendarDaysAndKeepsTheTime() throws {
        #expect(try evaluate("'2024-02-28' | addDays:1") == "2024-02-29")
        #expect(try evaluate("'2023-02-28' | addDays:1") == "2023-03-01")
        #expect(try evaluate("'2026-01-01' | addDays:-1") == "2025-12-31")
        #expect(try evaluate("'2026-03-29T09:30' | addDays:7") == "2026-04-05T09:30")
        #expect(try evaluate("'2026-11-27T09:30:00Z' | addDays:0") == "2026-11-27T09:30:00Z")
        #expect(try evaluate("$.d | addDays:$.n", ["d": "2026-11-27", "n": -14]) == "2026-11-13")
    }

    @Test func addDaysOfSomethingThatIsNoDateIsMissing() throws {
        for input: JSONValue in ["not a date", "2026-02-30", "2026-13-01", "2026-11-27junk", 20261127, [:]] {
            #expect(try evaluate("$.d | addDays:1", ["d": input]) == nil, "\(input)")
        }
        #expect(try evaluate("$.d | addDays:$.n", ["d": "2026-11-27", "n": 1.5]) == nil, "half a day")
        #expect(try evaluate("'9999-12-31' | addDays:1") == nil, "past the years ISO text writes")
        #expect(try evaluate("'0001-01-01' | addDays:$.n", ["n": 1e300]) == nil)
    }

    @Test func aWrittenArgumentThatIsNoWholeNumberOrDateIsAnError() {
        for (expression, message) in [
            ("$.d | addDays:soon", "addDays needs a whole number of days, as in addDays:-7; got 'soon'"),
            ("$.d | addDays:1.5", "addDays needs a whole number of days, as in addDays:-7; got '1.5'"),
            ("$.d | daysFrom:tomorrow", "daysFrom needs a date (YYYY-MM-DD) or a binding to one, as in daysFrom:$.today; got 'tomorrow'"),
            ("$.d | addDays:1 2", "addDays takes one value or binding, as in addDays:-7; got '1 2'"),
        ] {
            do {
                _ = try ExpressionParser().parse(expression)
                Issue.record("accepted \(expression)")
            } catch {
                #expect(error.message == message + " in expression '\(expression)'")
            }
        }
    }

    @Test func daysFromIsTheDifferenceInCalendarDays() throws {
        #expect(try evaluate("'2026-12-25' | daysFrom:2026-11-27") == 28)
        #expect(try evaluate("'2026-11-20T23:59' | daysFrom:$.today", ["today": "2026-11-27"]) == -7)
        #expect(try evaluate("'2027-01-01' | daysFrom:'2026-01-01'") == 365)
        #expect(try evaluate("$.d | daysFrom:$.e", ["d": "2026-11-27", "e": "someday"]) == nil)
    }

    @Test func civilDatesRoundTripThroughTheirDayNumber() {
        for days in stride(from: -719_162, through: 2_932_896, by: 997) {
            let date = CivilDate(daysSince1970: days)
            #expect(date.daysSince1970 == days)
            #expect(CivilDate(date.text) == date, "\(date.text)")
        }
    }

    @Test func todayAndNowAreTheWallClockWhereTheUserIs() {
        // 2025-11-22 23:30 UTC is already the 23rd in Berlin.
        let instant = Date(timeIntervalSince1970: 1_763_769_600 + 23 * 3600 + 30 * 60)
        #expect(ClockValues.values(in: .fixed(now: instant)) == ["today": "2025-11-22", "now": "2025-11-22T23:30"])
        #expect(ClockValues.values(in: .fixed(timeZone: "Europe/Berlin", now: instant)) == ["today": "2025-11-23", "now": "2025-11-23T00:30"])
        let beforeEpoch = Date(timeIntervalSince1970: -60)
        #expect(ClockValues.values(in: .fixed(now: beforeEpoch)) == ["today": "1969-12-31", "now": "1969-12-31T23:59"])
    }

    @Test func aDateWithoutAnOffsetIsThatDayWhereTheUserIs() throws {
        let losAngeles = EvaluationEnvironment.fixed(timeZone: "America/Los_Angeles")
        #expect(try evaluate("'2026-11-23' | date:EEE d MMM", environment: losAngeles) == "Mon 23 Nov")
        #expect(try evaluate("'2026-11-23T09:30' | date:HH:mm", environment: losAngeles) == "09:30")
        #expect(try evaluate("'2026-11-23T09:30Z' | date:HH:mm", environment: losAngeles) == "01:30", "an offset is still applied")
        // A time clocks skip is read as the later instant, as Foundation reads it: 02:30 on the
        // morning clocks go forward is 03:30, and midnight where they jump at midnight stays on its day.
        #expect(try evaluate("'2026-03-08T02:30' | date:HH:mm", environment: losAngeles) == "03:30")
        #expect(try evaluate("'2018-11-04' | date:yyyy-MM-dd", environment: .fixed(timeZone: "America/Sao_Paulo")) == "2018-11-04")
        #expect(try evaluate("'2026-09-06' | date:yyyy-MM-dd", environment: .fixed(timeZone: "America/Santiago")) == "2026-09-06")
        // A time that happens twice (clocks going back) is the first of the two.
        #expect(try evaluate("'2026-11-01T01:30' | date:HH:mm zzz", environment: losAngeles) == "01:30 PDT")
    }

    @MainActor @Test func screensReadTodayUnlessTheirDataHasTheName() async throws {
        let runtime = try makeRuntime([
            "app.json": #"{"name": "Due", "root": "home", "state": {"due": "2025-11-25"}}"#,
            "screens/home.json": #"""
            {"type": "screen", "children": [
              {"type": "text", "content": "${$.today} due in ${$.env.due | daysFrom:$.today} days, tomorrow ${$.today | addDays:1}"},
              {"type": "text", "content": "late", "condition": "$.env.due < $.today"},
              {"type": "component", "name": "shadow", "parameters": {"today": "my day"}}
            ]}
            """#,
            "components.json": #"{"shadow": {"parameters": {"today": ""}, "body": {"type": "text", "content": "${$.today}"}}}"#,
        ])
        await runtime.start()
        let home = try #require(runtime.activeScreen)
        #expect(runtime.render(home).texts == ["2025-11-22 due in 3 days, tomorrow 2025-11-23", "my day"])
    }

    @MainActor @Test func theTabBarReadsTodayToo() async throws {
        let runtime = try makeRuntime([
            "app.json": #"{"name": "Due", "root": {"type": "tab_view", "tabs": [{"title": "Due ${$.today | date:MMM d}", "screen": "home", "badge": "${$.env.due | where:day < $.today | count}"}]}, "state": {"due": [{"day": "2025-11-20"}, {"day": "2025-11-23"}]}}"#,
            "screens/home.json": #"{"type": "screen", "children": []}"#,
        ])
        await runtime.start()
        #expect(runtime.tabBar().tabs.map(\.title) == ["Due Nov 22"])
        #expect(runtime.tabBar().tabs.map(\.badge) == ["1"])
    }

    @Test func validationKnowsTodayAndNowOnScreensThatDeclareTheirData() {
        let diagnostics = validateFiles([
            "app.json": #"{"name": "Due", "root": "home"}"#,
            "screens/home.json": #"{"type": "screen", "params": [], "children": [{"type": "text", "content": "${$.today} ${$.now | date:HH:mm} ${$.tody}"}]}"#,
        ])
        #expect(diagnostics.codes == [.unknownScreenValue], "\(diagnostics.all)")
        #expect(diagnostics.messages.first?.contains("did you mean 'today'?") == true, "\(diagnostics.messages)")
    }
}
