import Foundation
import Testing
import TestSupport

@testable import ViewEngine

@Suite struct BundleTests {
    @Test func sampleBundleLoadsAndValidatesCleanly() throws {
        let bundle = try loadSampleBundle()
        #expect(bundle.name == "Sample")
        #expect(Set(bundle.screens.keys) == ["browse", "detail", "favorites", "info"])
        #expect(Set(bundle.components.keys) == ["podcast_card", "title_line", "error_view"])
        #expect(bundle.initialState == ["favoriteCount": 2, "lastQuery": ""])
        let diagnostics = BundleValidator().validate(bundle)
        #expect(diagnostics.isEmpty, "\(diagnostics.all)")
    }

    func validate(_ files: [String: String]) throws -> Diagnostics {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        for (name, text) in files { try folder.write(name, text) }
        return BundleValidator().validate(try BundleLoader().load(folder: folder.url))
    }

    static let app = #"{"type": "tab_view", "props": {"tabs": [{"title": "Home", "screen": "home"}]}}"#

    @Test func reportsUnknownScreensComponentsPresetsColorsAndFonts() throws {
        let diagnostics = try validate([
            "app.json": Self.app,
            "theme.json": #"{"presets": {"card": {"padding": 4, "foregroundColor": "brnad"}}}"#,
            "components.json": #"{"row": {"parameters": ["item"], "body": {"type": "text", "content": "$.item"}}}"#,
            "screens/home.json": #"""
                {"type": "screen", "children": [
                  {"type": "button", "props": {"label": "Go", "action": {"actionType": "navigate", "screen": "detial"}}},
                  {"type": "component", "props": {"name": "rwo"}},
                  {"type": "component", "props": {"name": "row", "parameters": {"itme": 1}}},
                  {"type": "text", "style": "crad", "inlineStyle": {"font": "titel"}, "content": "x"}
                ]}
                """#,
        ])
        #expect(diagnostics.codes.sorted { $0.rawValue < $1.rawValue } == [
            .unknownPreset, .unknownColor, .unknownFont, .unknownScreen, .unknownComponent, .unknownComponentParameter, .missingComponentParameter,
        ])
        let suggested = diagnostics.messages.compactMap { $0.firstMatch(of: /did you mean '(\w+)'/).map { String($0.1) } }
        #expect(suggested.sorted() == ["card", "item", "row", "title"])
        let screenError = try #require(diagnostics.all.first { $0.code == .unknownScreen })
        #expect(screenError.file == "screens/home.json")
        #expect(screenError.location == SourceLocation(line: 2, column: 57))
    }

    @Test func unknownReferencesPointAtTheValueWithItsPath() throws {
        let diagnostics = try validate([
            "app.json": Self.app,
            "theme.json": #"{"presets": {"title": {"padding": 4}}}"#,
            "screens/home.json": #"""
                {"type": "screen", "children": [
                  {"type": "vstack", "children": [{"type": "text", "content": "x", "style": "titel"}]},
                  {"type": "component", "props": {"name": "rwo"}},
                  {"type": "text", "content": "y", "inlineStyle": {"font": "titel"}}
                ]}
                """#,
        ])
        let preset = try #require(diagnostics.all.first { $0.code == .unknownPreset })
        // Line 2 is `  {"type": "vstack", …"style": "titel"}]},`: the column of `"titel"`.
        #expect(preset.location == SourceLocation(line: 2, column: 77))
        #expect(preset.path?.description == "$.children[0].children[0].style")
        #expect(preset.description.contains("screens/home.json:2:77: error: unknown style preset 'titel'"))
        #expect(preset.description.contains("at $.children[0].children[0].style"))
        let component = try #require(diagnostics.all.first { $0.code == .unknownComponent })
        #expect(component.location == SourceLocation(line: 3, column: 43))
        #expect(component.path?.description == "$.children[1].props.name")
        let font = try #require(diagnostics.all.first { $0.code == .unknownFont })
        // At the `font` key's value, not at the inlineStyle object's `{`.
        #expect(font.location == SourceLocation(line: 4, column: 60))
        #expect(font.path?.description == "$.children[2].inlineStyle.font")
    }

    /// `"style": "headline"` reads as a font; the message says how a font is set.
    @Test func aTextStyleWrittenAsAPresetIsToldItIsAFont() throws {
        let diagnostics = try validate([
            "app.json": Self.app,
            "theme.json": #"{"fonts": {"brand": {"size": 20}}, "presets": {"title": {"padding": 4}}}"#,
            "screens/home.json": #"{"type": "screen", "children": [{"type": "text", "content": "x", "style": "title headline brand hedline"}]}"#,
        ])
        let fontHint = { (name: String) in "unknown style preset '\(name)'; '\(name)' is a font: write \"modifiers\": [{\"font\": \"\(name)\"}], or define a preset of that name in the theme's \"presets\"" }
        #expect(diagnostics.messages == [fontHint("headline"), fontHint("brand"), "unknown style preset 'hedline'"], "\(diagnostics.all)")
    }

    @Test func detectsComponentCyclesOnce() throws {
        let diagnostics = try validate([
            "app.json": Self.app,
            "components.json": #"""
                {"a": {"parameters": [], "body": {"type": "vstack", "children": [{"type": "component", "props": {"name": "b"}}]}},
                 "b": {"parameters": [], "body": {"type": "component", "props": {"name": "c"}}},
                 "c": {"parameters": [], "body": {"type": "component", "props": {"name": "a"}}},
                 "self": {"parameters": [], "body": {"type": "component", "props": {"name": "self"}}}}
                """#,
            "screens/home.json": #"{"type": "screen"}"#,
        ])
        let cycles = diagnostics.all.filter { $0.code == .componentCycle }.map(\.message)
        #expect(cycles.sorted() == ["component cycle: a → b → c → a", "component cycle: self → self"])
    }

    @Test func presetCyclesAndUnknownBasesAreErrors() throws {
        let diagnostics = try validate([
            "app.json": Self.app, "screens/home.json": #"{"type": "screen"}"#,
            "theme.json": #"{"presets": {"a": {"extends": "b"}, "b": {"extends": "a"}, "c": {"extends": "zzz"}}}"#,
        ])
        #expect(diagnostics.codes == [.unknownPreset, .presetCycle])
    }

    @Test func badFilesAreDiagnosedAndTheRestStillLoads() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write("app.json", Self.app)
        try folder.write("screens/home.json", #"{"type": "screen", "children": [{"type": "text", "content": "ok"}]}"#)
        try folder.write("screens/empty.json", "")
        try folder.write("screens/broken.json", "{\"type\": \"screen\",\n  \"children\": [}")
        try folder.write("screens/binary.json", bytes: [0x00, 0xFF, 0xD8, 0x12, 0x7B])
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        try folder.write("screens/deep.json", deep)
        let bundle = try BundleLoader(maxFileBytes: 150_000).load(folder: folder.url)
        #expect(bundle.screens["home"] != nil)
        let byFile = Dictionary(grouping: bundle.diagnostics.all, by: { $0.file ?? "" })
        #expect(byFile["screens/empty.json"]?.map(\.code) == [.jsonSyntax])
        #expect(byFile["screens/broken.json"]?.first?.location == SourceLocation(line: 2, column: 16))
        #expect(byFile["screens/binary.json"]?.map(\.code) == [.jsonSyntax])
        #expect(byFile["screens/deep.json"]?.map(\.code) == [.fileTooLarge])
        #expect(byFile["screens/deep.json"]?.first?.message.contains("200000 bytes") == true)
    }

    @Test func aScreenWhoseFileFailsIsNotAlsoAnUnknownScreen() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write("app.json", Self.app)
        try folder.write("screens/home.json", "{\"type\": \"screen\",\n  \"children\": [}")
        let bundle = try BundleLoader().load(folder: folder.url)
        // The syntax error says what is wrong; "unknown screen 'home'" at the root would send
        // the reader looking for a file that is there.
        #expect(BundleValidator().validate(bundle).codes == [.jsonSyntax])
        try folder.write("screens/other.json", #"{"type": "screen", "children": [{"type": "button", "label": "Go", "action": {"actionType": "navigate", "screen": "hom"}}]}"#)
        let misspelt = try BundleLoader().load(folder: folder.url)
        #expect(BundleValidator().validate(misspelt).codes == [.jsonSyntax, .unknownScreen], "a name no file has is still unknown")
    }

    @Test func aComponentsWrapperOfTheWrongTypeIsNamedAsTheWrapper() throws {
        var decoder = SchemaDecoder()
        let components = decoder.components(try document(#"{"components": []}"#, file: "components.json").root)
        #expect(components.isEmpty)
        #expect(decoder.diagnostics.messages == ["\"components\" must be an object of named components, found an array"])
    }

    @Test func aNameDefinedTwiceInABundleFileIsReportedWhereItIsRepeated() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write("app.json", "{\"name\": \"A\", \"root\": \"home\",\n \"root\": \"home\"}")
        try folder.write("screens/home.json", #"{"type": "screen"}"#)
        try folder.write("components.json", "{\"card\": {\"body\": {\"type\": \"text\", \"content\": \"one\"}},\n \"card\": {\"body\": {\"type\": \"divider\"}}}")
        try folder.write("theme.json", "{\"colors\": {\"brand\": \"#ff0000\",\n \"brand\": \"#00ff00\"}}")
        let bundle = try BundleLoader().load(folder: folder.url)
        let duplicates = bundle.diagnostics.all.filter { $0.code == .duplicateKey }
        let byFile = Dictionary(uniqueKeysWithValues: duplicates.map { ($0.file ?? "", $0.message) })
        #expect(byFile == [
            "app.json": "duplicate key 'root'; the last one wins",
            "components.json": "duplicate key 'card'; the last one wins",
            "theme.json": "duplicate key 'brand'; the last one wins",
        ])
        #expect(duplicates.allSatisfy { $0.location.line == 2 }, "at the repeated key: \(duplicates)")
        #expect(duplicates.allSatisfy { $0.severity == .warning })
    }

    @Test func aMissingAppJsonAndAMissingFolderAreReported() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write("screens/home.json", #"{"type": "screen"}"#)
        #expect(try BundleLoader().load(folder: folder.url).diagnostics.codes == [.missingAppFile])
        #expect(throws: Diagnostic.self) { try BundleLoader().load(folder: folder.url.appendingPathComponent("nope")) }
    }

    @Test func screensJsonAndAppWithNamedRootAreSupported() throws {
        let diagnostics = try validate([
            "app.json": #"{"name": "One", "root": "main", "state": {"x": 1}, "modules": ["podcasts"]}"#,
            "screens.json": #"{"screens": {"main": {"type": "screen", "children": [{"type": "text", "content": "$.env.x"}]}}}"#,
        ])
        #expect(diagnostics.isEmpty, "\(diagnostics.all)")
    }

    @Test func anUnknownRootOrTabScreenPointsAtTheNameWithItsPath() throws {
        let screen = #"{"type": "screen"}"#
        let rootDiagnostics = try validate(["app.json": #"{"name": "M", "root": "nothere"}"#, "screens/home.json": screen])
        let root = try #require(rootDiagnostics.all.first { $0.code == .unknownScreen })
        #expect(root.location == SourceLocation(line: 1, column: 23))
        #expect(root.path?.description == "$.root")
        let tabDiagnostics = try validate([
            "app.json": #"{"type": "tab_view", "props": {"tabs": [{"title": "Home", "screen": "nothere"}]}}"#, "screens/home.json": screen,
        ])
        let tab = try #require(tabDiagnostics.all.first { $0.code == .unknownScreen })
        #expect(tab.location == SourceLocation(line: 1, column: 69))
        #expect(tab.path?.description == "$.props.tabs[0].screen")
    }

    @Test func aScreenFileThatIsAFolderIsReportedAsOne() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write("app.json", #"{"root": "home"}"#)
        try folder.write("screens/home.json", #"{"type": "screen"}"#)
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("screens/x.json"), withIntermediateDirectories: true)
        let bundle = try BundleLoader().load(folder: folder.url)
        let problem = try #require(bundle.diagnostics.all.first { $0.code == .unreadableFile })
        #expect(problem.file == "screens/x.json")
        #expect(problem.message == "is a folder, not a file")
    }
}
