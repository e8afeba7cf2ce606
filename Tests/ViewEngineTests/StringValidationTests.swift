import Foundation
import Testing

@testable import ViewEngine

/// `sdui validate` on string tables: each problem located at file, line, column and JSON path.
@Suite struct StringValidationTests {
    static let english = #"{"title": "Home", "greeting": "Hello, {name}!", "episodes": {"one": "{count} episode", "other": "{count} episodes"}}"#
    static let german = #"{"title": "Start", "greeting": "Hallo, {name}!", "episodes": {"one": "{count} Folge", "other": "{count} Folgen"}}"#

    func validate(home: String, strings: [String: String]) -> Diagnostics {
        var files = ["app.json": Data(#"{"root": "home", "state": {"n": 2}}"#.utf8), "screens/home.json": Data(home.utf8)]
        for (name, text) in strings { files["strings/\(name).json"] = Data(text.utf8) }
        return BundleValidator().validate(BundleLoader().load(files: files))
    }

    /// A home screen showing the lookups.
    func screen(_ contents: [String]) -> String {
        let children = contents.map { #"{"type": "text", "content": "\#($0)"}"# }.joined(separator: ", ")
        return #"{"type": "screen", "children": [\#(children)]}"#
    }

    /// The 1-based column of `needle` in a one-line file.
    func column(of needle: String, in line: String) -> Int {
        line.distance(from: line.startIndex, to: line.range(of: needle)!.lowerBound) + 1
    }

    static let allUsed = ["@title", "@greeting(name: 'Ada')", "@episodes(count: $.env.n)"]

    @Test func aCompleteTranslationIsClean() {
        #expect(validate(home: screen(Self.allUsed), strings: ["en": Self.english, "de": Self.german]).isEmpty)
    }

    @Test func aKeyMissingInTheDevelopmentLocaleIsAnErrorAtTheLookup() throws {
        let home = screen(["@titel"])
        let diagnostics = validate(home: home, strings: ["en": Self.english])
        #expect(diagnostics.codes == [.unknownStringKey])
        let found = try #require(diagnostics.all.first)
        #expect(found.isError)
        #expect(found.message.contains("did you mean 'title'"))
        #expect(found.file == "screens/home.json")
        #expect(found.location == SourceLocation(line: 1, column: column(of: "@titel", in: home)))
        #expect(found.path?.description == "$.children[0].content")
        // Without the development locale's file at all, the lookup says which file it needs.
        #expect(validate(home: home, strings: [:]).messages.first?.contains("strings/en.json") == true)
    }

    @Test func keysMissingInAnotherLocaleAreOneWarningWithTheCount() throws {
        let diagnostics = validate(home: screen(Self.allUsed), strings: ["en": Self.english, "de": #"{"title": "Start"}"#])
        #expect(diagnostics.codes == [.untranslatedStrings])
        let found = try #require(diagnostics.all.first)
        #expect(!found.isError)
        #expect(found.message.contains("lacks 2 of the 3 keys"))
        #expect(found.message.contains("episodes, greeting"))
        #expect(found.file == "strings/de.json")
        #expect(found.location == SourceLocation(line: 1, column: 1))
        #expect(found.path?.description == "$")
    }

    @Test func aRegionalTableMissesOnlyWhatItsLanguageLacksToo() {
        let diagnostics = validate(home: screen(Self.allUsed), strings: ["en": Self.english, "de": Self.german, "de-AT": #"{"title": "Servus"}"#])
        #expect(diagnostics.isEmpty)
    }

    @Test func differentPlaceholdersAreAnErrorAtTheTranslation() throws {
        let german = #"{"title": "Start", "greeting": "Hallo, {nom}!", "episodes": {"one": "{count} Folge", "other": "{count} Folgen"}}"#
        let diagnostics = validate(home: screen(Self.allUsed), strings: ["en": Self.english, "de": german])
        #expect(diagnostics.codes == [.placeholderMismatch])
        let found = try #require(diagnostics.all.first)
        #expect(found.isError)
        #expect(found.message.contains("{nom}") && found.message.contains("{name}"))
        #expect(found.file == "strings/de.json")
        #expect(found.location == SourceLocation(line: 1, column: column(of: #""Hallo"#, in: german)))
        #expect(found.path?.description == "$.greeting")
    }

    @Test func missingPluralFormsAreAWarningNamingThem() throws {
        let arabic = #"{"title": "الرئيسية", "greeting": "مرحبا {name}", "episodes": {"one": "حلقة", "other": "{count} حلقة"}}"#
        let diagnostics = validate(home: screen(Self.allUsed), strings: ["en": Self.english, "ar": arabic])
        #expect(diagnostics.codes == [.missingPluralForm])
        let found = try #require(diagnostics.all.first)
        #expect(!found.isError)
        #expect(found.message.contains("zero, two, few, many"))
        #expect(found.file == "strings/ar.json")
        #expect(found.path?.description == "$.episodes")
        #expect(found.location.line == 1 && found.location.column == column(of: #"{"one""#, in: arabic))
    }

    @Test func aLookupWithoutItsPlaceholdersIsAnError() throws {
        let home = screen(["@greeting", "@episodes"])
        let diagnostics = validate(home: home, strings: ["en": Self.english])
        #expect(diagnostics.codes == [.missingStringArgument, .missingStringArgument])
        #expect(diagnostics.messages[0].contains("@greeting(name: …)"))
        #expect(diagnostics.messages[1].contains("@episodes(count: …)"))
        #expect(diagnostics.all[1].location == SourceLocation(line: 1, column: column(of: "@episodes", in: home)))
    }

    @Test func aKeyWrittenTwiceInAStringFileIsAWarningAtTheSecond() throws {
        let german = #"{"title": "Start", "greeting": "Hallo, {name}!", "episodes": {"one": "{count} Folge", "other": "{count} Folgen"}, "title": "Anfang"}"#
        let diagnostics = validate(home: screen(Self.allUsed), strings: ["en": Self.english, "de": german])
        #expect(diagnostics.codes == [.duplicateKey], "\(diagnostics.all)")
        #expect(diagnostics.messages == ["duplicate key 'title'; the last one wins"])
        #expect(diagnostics.all.first?.file == "strings/de.json")
        #expect(diagnostics.all.first?.location.column == german.distance(from: german.startIndex, to: german.range(of: #""title": "Anfang""#)!.lowerBound) + 1)
    }

    @Test func malformedStringFilesAreLocatedErrors() throws {
        let cases: [(name: String, text: String, path: String)] = [
            ("de", "[1, 2]", "$"),
            ("de", #"{"title": 3}"#, "$.title"),
            ("de", #"{"episodes": {"single": "1 Folge", "other": "{count} Folgen"}}"#, "$.episodes.single"),
            ("de", #"{"episodes": {"one": true, "other": "Folgen"}}"#, "$.episodes.one"),
            ("german", #"{"title": "Start"}"#, "$"),
        ]
        for bad in cases {
            let diagnostics = validate(home: screen(["@title"]), strings: ["en": Self.english, bad.name: bad.text])
            let found = try #require(diagnostics.all.first { $0.code == .malformedStringFile }, "\(bad.text)")
            #expect(found.isError)
            #expect(found.file == "strings/\(bad.name).json")
            #expect(found.path?.description == bad.path, "\(bad.text)")
            #expect(found.location.line == 1)
        }
        // Broken JSON is the usual syntax error, with its place.
        let broken = validate(home: screen(["@title"]), strings: ["en": Self.english, "de": #"{"title": "Start",}"#])
        #expect(broken.all.contains { $0.code == .jsonSyntax && $0.file == "strings/de.json" })
    }

    @Test func stringFilesBelongToTheBundleLayout() {
        #expect(BundleLayout.isBundleFile("strings/de.json"))
        #expect(!BundleLayout.isBundleFile("strings/de/x.json"))
        #expect(BundleLayout.readingOrder(["strings/de.json", "app.json", "screens/a.json"]) == ["app.json", "screens/a.json", "strings/de.json"])
    }
}
