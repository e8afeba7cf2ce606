import Foundation
import Testing
import TestSupport

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

    @Test(arguments: ["0", "-3"])
    func aServerKeepsAtLeastOneSession(count: String) throws {
        let result = try CommandRunner.run(["serve", "Apps/Gallery", "--port", "0", "--max-sessions=\(count)"])
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("--max-sessions takes a whole number of at least 1; got \(count)"), "\(result.stderr)")
    }

    @Test func aLocaleMustBeALocaleIdentifier() throws {
        let refused = try CommandRunner.run(["eval", "1", "--locale", "../../etc"])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("--locale '../../etc' is no locale identifier; write one such as en_US, de_DE or ar"), "\(refused.stderr)")
        for locale in ["de_DE", "zh-Hant-TW", "en_US_POSIX", "ar"] {
            #expect(try CommandRunner.run(["eval", "1", "--locale", locale]).status == 0, "\(locale)")
        }
    }

    /// A budget `Duration` cannot hold used to trap; an entry that is not a size used to be skipped.
    @Test(arguments: [
        (["--seconds", "nan"], "--seconds takes a number of seconds from 0 to 600, e.g. 0.5"),
        (["--seconds", "inf"], "--seconds takes a number of seconds from 0 to 600, e.g. 0.5"),
        (["--seconds=-1"], "--seconds takes a number of seconds from 0 to 600, e.g. 0.5"),
        (["--seconds", "1e308"], "--seconds takes a number of seconds from 0 to 600, e.g. 0.5"),
        (["--sizes", "100,,200"], "--sizes takes whole numbers from 1 to 1000000, e.g. 1000,10000; '' is not one"),
        (["--sizes", "100,1k"], "--sizes takes whole numbers from 1 to 1000000, e.g. 1000,10000; '1k' is not one"),
    ])
    func benchRefusesAFigureItCannotMeasure(options: [String], message: String) throws {
        let result = try CommandRunner.run(["bench", "--apps", ""] + options)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stdout.isEmpty, "nothing is measured: \(result.stdout)")
    }

    /// -5 used to be refused as "the bundle uses , but …"; 99999999 published a bundle no app can load.
    @Test(arguments: ["0", "-5", "99999999"])
    func aMinimumEngineVersionIsOneThisEngineKnows(version: String) throws {
        let out = try TemporaryFolder()
        defer { out.cleanUp() }
        let result = try CommandRunner.run(["publish", "Apps/Gallery", "--out", out.url.path, "--minimum-engine-version=\(version)"])
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("--minimum-engine-version takes an engine version from 1 to "), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.url.path).isEmpty, "nothing is published")
    }

    @Test func publishedLabelsArePrintable() throws {
        let result = try CommandRunner.run(["publish", "Apps/Gallery", "--out", "/tmp/sdui-never-written", "--version", "2\u{1B}[2J"])
        #expect(result.status == 2)
        #expect(result.stderr.contains(#"--version must be printable text, found 2\u{1B}[2J"#), "\(result.stderr)")
    }
}
