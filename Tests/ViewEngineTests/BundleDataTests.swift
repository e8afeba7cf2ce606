import Foundation
import Testing
import TestSupport

@testable import ViewEngine

/// `data/*.json`: static data loaded into state with `{"$data": …}` or by `api` actions with
/// `"source": "bundle"`, validated like the rest of the bundle.
@MainActor
@Suite struct BundleDataTests {
    static let recipes = #"[{"id": "pho", "title": "Phở", "tags": ["soup"]}, {"id": "creme", "title": "Crème brûlée", "tags": ["dessert"]}]"#

    func files(app: String, home: String, data: [String: String] = ["data/recipes.json": recipes]) -> [String: Data] {
        var files = ["app.json": Data(app.utf8), "screens/home.json": Data(home.utf8)]
        for (name, text) in data { files[name] = Data(text.utf8) }
        return files
    }

    @Test func aDataReferenceFillsStateAndDeclaresItsShape() throws {
        let bundle = BundleLoader().load(files: files(
            app: #"{"root": "home", "state": {"recipes": {"$data": "recipes"}, "tag": "all"}}"#,
            home: #"{"type": "screen", "children": [{"type": "list", "items": "$.env.recipes", "itemTemplate": {"type": "text", "content": "$.item.titel"}}]}"#))
        #expect(bundle.initialState["recipes"]?.arrayValue?.count == 2)
        #expect(bundle.dataFiles.keys.sorted() == ["recipes"])
        // The data file's shape is the declared shape: a misspelled member is found.
        let diagnostics = BundleValidator().validate(bundle)
        #expect(diagnostics.codes == [.unknownDataPath])
        #expect(diagnostics.messages.first?.contains("did you mean 'title'") == true)
    }

    @Test func aMissingDataFileAndABrokenOneAreLocated() throws {
        let bundle = BundleLoader().load(files: files(
            app: #"{"root": "home", "state": {"recipes": {"$data": "recipies"}}}"#,
            home: plainScreen("Home"),
            data: ["data/recipes.json": Self.recipes, "data/tags.json": "[\"soup\",]"]))
        #expect(bundle.diagnostics.codes == [.jsonSyntax, .unknownDataFile])
        let syntax = bundle.diagnostics.all[0]
        #expect(syntax.file == "data/tags.json")
        #expect(syntax.location.line == 1)
        let missing = bundle.diagnostics.all[1]
        #expect(missing.message.contains("did you mean 'recipes'"))
        #expect(missing.file == "app.json")
        #expect(missing.location == SourceLocation(line: 1, column: 49))
        // Nothing half-made is left in state.
        #expect(bundle.initialState["recipes"] == .null)
    }

    @Test func anApiActionLoadsADataFileFromTheBundleSource() async throws {
        let bundle = BundleLoader().load(files: files(
            app: #"{"root": "home", "state": {}}"#,
            home: #"""
                {"type": "screen", "onLoad": {"actionType": "api", "source": "bundle", "endpoint": "recipes", "resultKey": "recipes"},
                 "children": [{"type": "text", "content": "${$.recipes | count} recipes"}]}
                """#))
        #expect(BundleValidator().validate(bundle).isEmpty)
        let runtime = AppRuntime(bundle: bundle, environment: .fixed())
        await runtime.start()
        let screen = try #require(runtime.activeScreen.flatMap(runtime.screen))
        #expect(screen.state["recipes"]?.arrayValue?.count == 2)
        #expect(screen.requests["recipes"] == .loaded)
    }

    @Test func anApiActionNamingAMissingDataFileIsAnError() throws {
        let bundle = BundleLoader().load(files: files(
            app: #"{"root": "home", "state": {}}"#,
            home: #"{"type": "screen", "onLoad": {"actionType": "api", "source": "bundle", "endpoint": "recipe", "resultKey": "r"}}"#))
        let diagnostics = BundleValidator().validate(bundle)
        #expect(diagnostics.codes == [.unknownDataFile])
        #expect(diagnostics.messages.first?.contains("did you mean 'recipes'") == true)
        #expect(diagnostics.all.first?.location == SourceLocation(line: 1, column: 85))
    }
}
