import Foundation
import Testing
import TestSupport

/// `sdui` on a bundle with string tables.
@Suite(.serialized) struct LocalizationCommandTests {
    /// A home screen with two lookups; English complete, German missing a key and misnaming a placeholder.
    func bundle(german: String = "{\n  \"greeting\": \"Hallo, {nom}!\"\n}") -> [(String, String)] {
        [
            ("app.json", #"{"root": "home"}"#),
            ("screens/home.json", """
                {"type": "screen", "children": [
                  {"type": "text", "content": "@title"},
                  {"type": "text", "content": "@greeting(name: 'Ada')"}
                ]}
                """),
            ("strings/en.json", "{\n  \"title\": \"Home\",\n  \"greeting\": \"Hello, {name}!\"\n}"),
            ("strings/de.json", german),
        ]
    }

    @Test func validateReportsAKeyMissingInAnotherLocaleAndAPlaceholderMismatch() throws {
        let result = try CommandRunner.run("validate", bundle: bundle())
        #expect(result.status == 1)
        #expect(result.stdout.split(separator: "\n").map(String.init) == [
            "strings/de.json:1:1: warning: strings/de.json lacks 1 of the 2 keys the bundle uses: title [SDUI0902]",
            "strings/de.json:2:15: error: 'greeting' uses {nom} in strings/de.json but {name} in strings/en.json at $.greeting [SDUI0903]",
        ])
        #expect(result.stderr.contains("1 error, 1 warning"))
    }

    @Test func aBrokenStringFileIsALocatedErrorNotACrash() throws {
        let result = try CommandRunner.run("validate", bundle: bundle(german: "{\n  \"title\": [\"Start\"]\n}"))
        #expect(result.status == 1)
        #expect(result.stdout.contains("strings/de.json:2:12: error: 'title' must be a text or an object of plural forms"))
        #expect(result.stdout.contains("at $.title [SDUI0905]"))
    }

    @Test func evalReadsTheStringTablesOfTheBundleItIsGiven() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        for (name, text) in bundle(german: "{\n  \"title\": \"Start\",\n  \"greeting\": \"Hallo, {name}!\"\n}") { try folder.write(name, text) }
        let german = try CommandRunner.run(["eval", "@greeting(name: 'Ada')", "--bundle", folder.url.path, "--locale", "de"])
        #expect(german.status == 0, "\(german.stderr)")
        #expect(german.stdout == "\"Hallo, Ada!\"\n")
        let english = try CommandRunner.run(["eval", "@title", "--bundle", folder.url.path, "--locale", "en_US"])
        #expect(english.stdout == "\"Home\"\n")
        let withoutBundle = try CommandRunner.run(["eval", "@title", "--locale", "de"])
        #expect(withoutBundle.stdout == "\"⟦title⟧\"\n")
    }
}
