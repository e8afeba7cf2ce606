import Testing

/// `--now` and `SDUI_NOW` fix the time `$.today` and `$.now` read, for repeatable runs.
@Suite struct ClockOptionTests {
    @Test func theClockCanBeFixedByOptionOrEnvironment() throws {
        let byOption = try CommandRunner.run(["eval", "${$.today} ${$.now}", "--now", "2027-03-01T23:30:00Z", "--time-zone", "Europe/Berlin"])
        #expect(byOption.stdout == "\"2027-03-02 2027-03-02T00:30\"\n", "\(byOption.stderr)")
        let byVariable = try CommandRunner.run(["eval", "$.today"], environment: ["SDUI_NOW": "2026-12-05T09:00:00Z", "PATH": "/usr/bin:/bin"])
        #expect(byVariable.stdout == "\"2026-12-05\"\n", "\(byVariable.stderr)")
        let wrong = try CommandRunner.run(["eval", "$.today", "--now", "tomorrow"])
        #expect(wrong.status == 2)
        #expect(wrong.stderr.contains("--now (or SDUI_NOW) must be an ISO 8601 time such as 2026-12-05T09:00:00Z; got 'tomorrow'"), "\(wrong.stderr)")
    }
}
