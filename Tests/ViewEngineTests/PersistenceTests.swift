import Foundation
import Testing
import TestSupport

@testable import ViewEngine

/// `app.json` `"persist"`: values saved after each change, restored at launch, and a saved
/// value that no longer fits its declared shape reported, keeping what fits.
@MainActor
@Suite struct PersistenceTests {
    static let app = #"""
        {"name": "Recipes", "root": "home", "persist": ["shopping", "settings"],
         "state": {"shopping": [], "settings": {"units": "metric"}, "query": ""}}
        """#

    func runtime() throws -> AppRuntime {
        try makeRuntime(["app.json": Self.app, "screens/home.json": plainScreen("Home")])
    }

    /// A runtime that restores from and saves to `file`, as an app launched on it (`shared`:
    /// as the preview's sessions, one of several on the file).
    func launched(on file: StateFile, shared: Bool = false) throws -> AppRuntime {
        let launched = try runtime()
        launched.persistState(in: file, shared: shared)
        return launched
    }

    func run(_ json: String, _ runtime: AppRuntime) async throws {
        var decoder = SchemaDecoder()
        let action = try #require(decoder.action(try document(json, file: "screens/home.json").root))
        await runtime.perform(BoundAction(action: action, context: DataContext()), on: try #require(runtime.activeScreen))
    }

    @Test func changesAreSavedAndRestoredByTheNextLaunch() async throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let file = StateFile(dataFolder: folder.url, appName: "Recipes")
        let first = try launched(on: file)
        try await run(#"{"actionType": "append", "key": "env.shopping", "value": {"id": "pho", "title": "Phở"}}"#, first)
        try await run(#"{"actionType": "setState", "key": "env.query", "value": "soup"}"#, first)
        let saved = try #require(try file.load())
        #expect(saved["shopping"] == [["id": "pho", "title": "Phở"]])
        // Only the persisted keys are written.
        #expect(saved["query"] == nil)
        #expect(file.url.path.hasSuffix("state/Recipes.json"))

        let second = try launched(on: file)
        #expect(second.appState["shopping"] == [["id": "pho", "title": "Phở"]])
        #expect(second.appState["settings"] == ["units": "metric"])
        #expect(second.appState["query"] == "")
        #expect(second.issues.isEmpty)
    }

    @Test func twoRuntimesOnOneStoreKeepEachOthersChanges() async throws {
        // The preview runs a session per locale on one data folder: each saves what it changed,
        // not its whole view of the persisted state, which would undo the other's last change.
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let file = StateFile(dataFolder: folder.url, appName: "Recipes")
        let (english, german) = (try launched(on: file, shared: true), try launched(on: file, shared: true))
        try await run(#"{"actionType": "append", "key": "env.shopping", "value": "eggs"}"#, english)
        try await run(#"{"actionType": "setState", "key": "env.settings.units", "value": "imperial"}"#, german)
        #expect(try file.load() == ["shopping": ["eggs"], "settings": ["units": "imperial"]])
        try await run(#"{"actionType": "append", "key": "env.shopping", "value": "milk"}"#, english)
        #expect(try file.load() == ["shopping": ["eggs", "milk"], "settings": ["units": "imperial"]])
        // Each session sees the other's saved changes after its own next write…
        #expect(english.appState["settings"] == ["units": "imperial"])
        // …and a write to the same value builds on what the other saved, not on a stale copy.
        try await run(#"{"actionType": "append", "key": "env.shopping", "value": "bread"}"#, german)
        #expect(try file.load() == ["shopping": ["eggs", "milk", "bread"], "settings": ["units": "imperial"]])
        #expect(english.issues.isEmpty && german.issues.isEmpty)
    }

    @Test func aSavedValueOfAnotherStructureIsReportedAndWhatFitsIsKept() async throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let file = StateFile(dataFolder: folder.url, appName: "Recipes")
        try file.save(["shopping": "eggs", "settings": ["units": ["si"], "theme": "dark"]])
        let runtime = try runtime()
        runtime.persistState(in: file)
        // Another structure altogether: the seed.
        #expect(runtime.appState["shopping"] == [])
        // A member of another structure is left out; one app.json does not declare is kept.
        #expect(runtime.appState["settings"] == ["theme": "dark"])
        #expect(runtime.issues.map(\.message) == [
            "the saved value of 'shopping' does not fit its declared state in app.json: shopping is a string \"eggs\", declared an array; the initial value is used",
            "the saved value of 'settings' does not fit its declared state in app.json: settings.units is an array, declared text; what does not fit is left out",
        ])
    }

    @Test func oneElementThatDoesNotFitCostsOnlyThatElement() async throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let file = StateFile(dataFolder: folder.url, appName: "Cart")
        // Text where the seed has a number is kept (a text field writes text); a number where
        // an element is an object is not.
        try file.save(["items": [["name": "Milk", "price": 1.5], 42, ["name": "Eggs", "price": "2,50", "note": "brown"], ["name": "Rice", "price": [3]]]])
        let runtime = try makeRuntime([
            "app.json": #"{"name": "Cart", "root": "home", "persist": ["items"], "state": {"items": [{"name": "Milk", "price": 1.5}]}}"#,
            "screens/home.json": plainScreen("Home"),
        ])
        runtime.persistState(in: file)
        #expect(runtime.appState["items"] == [["name": "Milk", "price": 1.5], ["name": "Eggs", "price": "2,50", "note": "brown"], ["name": "Rice"]])
        #expect(runtime.issues.map(\.message) == [
            "the saved value of 'items' does not fit its declared state in app.json: items[1] is a number 42, declared an object; what does not fit is left out",
        ])
    }

    @Test func anUnreadableFileIsReportedAndTheAppStartsFromTheSeed() async throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let file = StateFile(dataFolder: folder.url, appName: "Recipes")
        try FileManager.default.createDirectory(at: file.url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{\"shopping\": [1,".utf8).write(to: file.url)
        let runtime = try runtime()
        runtime.persistState(in: file)
        #expect(runtime.appState["shopping"] == [])
        #expect(runtime.issues.map(\.code) == [.stateNotKept], "\(runtime.issues)")
        // The next change replaces the broken file with a whole one.
        try await run(#"{"actionType": "append", "key": "env.shopping", "value": 1}"#, runtime)
        #expect(try file.load()?["shopping"] == [1])
    }

    @Test func aFailedSaveIsReportedAndTheValueStays() async throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        // A file where the state folder should be: nothing can be saved.
        try Data().write(to: folder.url.appendingPathComponent("state"))
        let runtime = try runtime()
        runtime.persistState(in: StateFile(dataFolder: folder.url, appName: "Recipes"))
        try await run(#"{"actionType": "append", "key": "env.shopping", "value": 1}"#, runtime)
        #expect(runtime.appState["shopping"] == [1])
        #expect(runtime.issues.map(\.code) == [.stateNotKept], "\(runtime.issues)")
        // The path and the system's reason, not Foundation's NSError with its user-info dictionary.
        let message = try #require(runtime.issues.first?.message)
        #expect(message.hasPrefix("app state could not be saved (\(folder.url.path)/state: "), "\(message)")
        #expect(!message.contains("Domain="), "\(message)")
    }

    @Test func theFileNameStaysInsideTheDataFolder() {
        let folder = URL(fileURLWithPath: "/data")
        #expect(StateFile(dataFolder: folder, appName: "../../etc/passwd").url.path == "/data/state/______etc_passwd.json")
        #expect(StateFile(dataFolder: folder, appName: "").url.path == "/data/state/app.json")
    }

    @Test func persistNamesOnlyDeclaredState() throws {
        let bundle = BundleLoader().load(files: [
            "app.json": Data(#"{"root": "home", "persist": ["shoping", 3], "state": {"shopping": []}}"#.utf8),
            "screens/home.json": Data(plainScreen("Home").utf8),
        ])
        #expect(bundle.diagnostics.codes == [.unknownPersistedKey, .wrongType])
        let unknown = try #require(bundle.diagnostics.all.first)
        #expect(unknown.message.contains("did you mean 'shopping'"))
        #expect(unknown.file == "app.json")
        #expect(unknown.location == SourceLocation(line: 1, column: 30))
    }
}
