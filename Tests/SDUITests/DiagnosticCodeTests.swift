import Foundation
import Testing
import TestSupport

/// The codes as the user sees them: on every line `sdui validate` prints, once each in the
/// catalogue, and silenced one warning at a time by `--allow`.
@Suite struct DiagnosticCodeTests {
    static let broken = ["Everything", "NoApp", "TextRoot", "NoTabs", "Data", "Strings"].map { "Tests/Bundles/Broken/\($0)" }
    /// A bundle whose problems show only when it runs (`sdui render` prints them).
    static let brokenAtRunTime = "Tests/Bundles/Broken/Runtime"
    /// The codes no committed fixture produces through the CLI: a 16 MB file (CommandTests
    /// makes a sparse one), persisted state that cannot be kept or no longer fits (`render`
    /// persists nothing; PersistenceTests) and a custom event handler that fails (`render`
    /// installs none; PreviewLogTests).
    static let madeOnTheFly: Set<String> = ["SDUI0102", "SDUI1006", "SDUI1007", "SDUI1008"]
    /// The code of a printed problem, and whether the line is located (`FILE:LINE:COL: ` first:
    /// always, for validation; when the JSON it comes from is known, at run time).
    static func code(of line: Substring) -> (code: String, isLocated: Bool)? {
        let shape = /(?:(?<file>[^:]+):(?<line>\d+):(?<column>\d+): )?(?<severity>error|warning): (?<message>.+) \[(?<code>SDUI\d{4})\]/
        return line.wholeMatch(of: shape).map { (String($0.code), $0.file != nil) }
    }

    /// The codes of the catalogue, read from `sdui docs --diagnostics`'s table.
    static func catalogue() throws -> [String] {
        let result = try CommandRunner.run(["docs", "--diagnostics"])
        #expect(result.status == 0)
        return result.stdout.split(separator: "\n").compactMap { row in
            row.firstMatch(of: /^\| \[(SDUI\d{4})\]/).map { String($0.1) }
        }
    }

    @Test func everyLinePrintedOverTheBrokenBundlesCarriesACodeAndEveryCodeAppears() throws {
        var seen: Set<String> = []
        for bundle in Self.broken {
            let result = try CommandRunner.run(["validate", bundle])
            #expect(result.status == 1, "\(bundle)")
            let lines = result.stdout.split(separator: "\n")
            #expect(!lines.isEmpty, "\(bundle)")
            for line in lines {
                let match = try #require(Self.code(of: line), "no code: \(line)")
                #expect(match.isLocated, "validation locates every problem: \(line)")
                seen.insert(match.code)
            }
        }
        // The import codes, from a SwiftSDUI file that does not convert entirely.
        let imported = try CommandRunner.run(["import", "--from", "swiftsdui", "Tests/Bundles/Broken/Peers/swiftsdui-everything.json"])
        #expect(imported.status == 1)
        // The runtime codes, from a bundle that validates but fails as it runs.
        let rendered = try CommandRunner.run(["render", Self.brokenAtRunTime, "--screen", "home"])
        #expect(rendered.status == 0)
        for line in imported.stderr.split(separator: "\n") + rendered.stderr.split(separator: "\n") {
            let match = try #require(Self.code(of: line), "no code: \(line)")
            seen.insert(match.code)
        }
        let catalogue = try Self.catalogue()
        #expect(Set(catalogue).subtracting(Self.madeOnTheFly).subtracting(seen).sorted() == [], "codes no fixture produces")
        #expect(seen.subtracting(catalogue).sorted() == [], "codes printed but not in the catalogue")
    }

    @Test func theCatalogueListsEachCodeOnceWithItsEntry() throws {
        let catalogue = try Self.catalogue()
        #expect(catalogue.count > 40)
        #expect(Set(catalogue).count == catalogue.count)
        let text = try CommandRunner.run(["docs", "--diagnostics"]).stdout
        for code in catalogue {
            #expect(text.components(separatedBy: "\n## \(code)\n").count == 2, "\(code) has one section")
        }
        #expect(!text.contains("Example: ``"))
    }

    @Test func allowSilencesExactlyThatWarning() throws {
        let bundle = Self.broken[0]
        let all = try CommandRunner.run(["validate", bundle]).stdout.split(separator: "\n")
        #expect(all.contains { $0.hasSuffix("[SDUI0205]") })
        let allowed = try CommandRunner.run(["validate", bundle, "--allow", "SDUI0205"])
        #expect(allowed.status == 1, "errors remain")
        #expect(allowed.stdout.split(separator: "\n") == all.filter { !$0.hasSuffix("[SDUI0205]") })
    }

    @Test func allowSilencesExactlyThatRuntimeWarning() throws {
        let all = try CommandRunner.run(["render", Self.brokenAtRunTime, "--screen", "home"]).stderr.split(separator: "\n")
        #expect(all.contains { $0.hasSuffix("[SDUI1003]") })
        let allowed = try CommandRunner.run(["render", Self.brokenAtRunTime, "--screen", "home", "--allow", "SDUI1003"])
        #expect(allowed.status == 0)
        #expect(allowed.stderr.split(separator: "\n") == all.filter { !$0.hasSuffix("[SDUI1003]") })
        let error = try CommandRunner.run(["render", Self.brokenAtRunTime, "--screen", "home", "--allow", "SDUI0601"])
        #expect(error.status == 2)
        #expect(error.stderr.contains("SDUI0601 is an error, and errors cannot be silenced"))
    }

    @Test func allowSilencesTheLastWarningSoStrictPasses() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.cleanUp() }
        try scratch.write("app.json", #"{"root": "home"}"#)
        try scratch.write("screens/home.json", #"{"type": "text", "props": {"content": "x", "colour": "red"}}"#)
        #expect(try CommandRunner.run(["validate", "--strict", scratch.url.path]).status == 1)
        let allowed = try CommandRunner.run(["validate", "--strict", "--allow", "sdui0205", scratch.url.path])
        #expect(allowed.status == 0)
        #expect(allowed.stdout.isEmpty)
        #expect(allowed.stderr == "no problems in \(scratch.url.path)\n")
    }

    @Test func errorsAndUnknownCodesCannotBeAllowed() throws {
        let error = try CommandRunner.run(["validate", Self.broken[0], "--allow", "SDUI0202"])
        #expect(error.status == 2)
        #expect(error.stderr.contains("SDUI0202 is an error, and errors cannot be silenced"))
        let unknown = try CommandRunner.run(["validate", Self.broken[0], "--allow", "SDUI9999"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("unknown diagnostic code 'SDUI9999'"))
    }

    @Test func committedCatalogueMatchesTheEngine() throws {
        try CommandRunner.expectOutput(of: ["docs", "--diagnostics"], equalsCommitted: "Docs/Diagnostics.md", regeneratedBy: "swift run sdui docs --diagnostics > Docs/Diagnostics.md")
    }
}
