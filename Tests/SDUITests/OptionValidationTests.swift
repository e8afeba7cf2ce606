import Testing

/// Options that would fail late and unclearly, or print what they should not, are refused
/// before anything runs, with what to write instead.
@Suite struct OptionValidationTests {
    @Test(arguments: ["127.0.0.1 ", "", "127.0.0.1:80", "localhost."])
    func aHostThatCannotBeListenedOnIsRefused(host: String) throws {
        let result = try CommandRunner.run(["serve", "Apps/Gallery", "--host", host, "--port", "0"])
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("--host takes an address or a name such as 127.0.0.1, ::1 or 0.0.0.0, without a port (that is --port)"), "\(result.stderr)")
        #expect(!result.stderr.contains("other machines can reach"))
    }

    @Test func aLocaleMustBeALocaleIdentifier() throws {
        let refused = try CommandRunner.run(["eval", "1", "--locale", "../../etc"])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("--locale '../../etc' is no locale identifier; write one such as en_US, de_DE or ar"), "\(refused.stderr)")
        for locale in ["de_DE", "zh-Hant-TW", "en_US_POSIX", "ar"] {
            #expect(try CommandRunner.run(["eval", "1", "--locale", locale]).status == 0, "\(locale)")
        }
    }

    @Test func publishedLabelsArePrintable() throws {
        let result = try CommandRunner.run(["publish", "Apps/Gallery", "--out", "/tmp/sdui-never-written", "--version", "2\u{1B}[2J"])
        #expect(result.status == 2)
        #expect(result.stderr.contains(#"--version must be printable text, found 2\u{1B}[2J"#), "\(result.stderr)")
    }
}
