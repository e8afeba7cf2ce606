import Foundation
import Testing
import TestSupport

@testable import ViewEngine

/// Bundles loaded from memory decode exactly as the same files in a folder, with the same
/// diagnostics naming the same files.
@Suite struct MemoryBundleTests {
    static let files: [String: String] = [
        "app.json": #"{"type": "tab_view", "props": {"tabs": [{"title": "Home", "screen": "home"}]}}"#,
        "theme.json": #"{"presets": {"card": {"padding": 4}}}"#,
        "screens/home.json": #"{"type": "screen", "children": [{"type": "vstak"}]}"#,
        "screens/about.json": #"{"type": "screen", "children": [{"type": "text", "content": "About"}]"#,
        "notes.txt": "ignored, as in a folder",
    ]

    @Test func memoryAndFolderGiveTheSameScreensAndDiagnostics() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        for (name, text) in Self.files { try folder.write(name, text) }
        let fromFolder = try BundleLoader().load(folder: folder.url)
        let fromMemory = BundleLoader().load(files: Self.files.mapValues { Data($0.utf8) }, name: "Sample")

        #expect(Set(fromMemory.screens.keys) == Set(fromFolder.screens.keys))
        #expect(Set(fromMemory.screens.keys) == ["home"])
        #expect(fromMemory.diagnostics.all == fromFolder.diagnostics.all)
        #expect(fromMemory.diagnostics.codes.sorted { $0.rawValue < $1.rawValue } == [.jsonSyntax, .unknownNodeType])
        #expect(Set(fromMemory.diagnostics.all.compactMap(\.file)) == ["screens/about.json", "screens/home.json"])
        #expect(fromMemory.theme.presets["card"] != nil)
    }

    @Test func memoryFilesOverTheSizeLimitAreReportedByName() {
        let bundle = BundleLoader(maxFileBytes: 10).load(files: ["app.json": Data(#"{"type": "screen", "children": []}"#.utf8)])
        #expect(bundle.diagnostics.codes == [.fileTooLarge])
        #expect(bundle.diagnostics.all.first?.file == "app.json")
    }

    @Test func missingAppFileInMemoryIsReported() {
        let bundle = BundleLoader().load(files: ["screens/home.json": Data(#"{"type": "screen"}"#.utf8)])
        #expect(bundle.diagnostics.codes == [.missingAppFile])
        #expect(bundle.screens["home"] != nil)
    }

    @Test func singleScreenFromAStringBecomesTheRoot() {
        let bundle = BundleLoader().loadScreen(json: #"{"type": "screen", "props": {"title": "Hi"}, "children": [{"type": "text", "content": "x"}]}"#, name: "hello")
        #expect(bundle.diagnostics.isEmpty, "\(bundle.diagnostics.all)")
        #expect(bundle.root.screenNames == ["hello"])
        #expect(bundle.screens["hello"]?.node.kind == .screen)
        #expect(BundleValidator().validate(bundle).isEmpty)
    }

    @Test func singleScreenDiagnosticsNameTheGivenFileWithPosition() throws {
        let bundle = BundleLoader().loadScreen(data: Data("{\"type\": \"screen\", \"children\": [\n  {\"type\": \"vstak\"}]}".utf8), name: "s", fileName: "remote/s.json")
        let diagnostic = try #require(bundle.diagnostics.all.first)
        #expect(diagnostic.code == .unknownNodeType)
        #expect(diagnostic.file == "remote/s.json")
        #expect(diagnostic.location.line == 2)
    }

    @Test func singleScreenSyntaxErrorIsADiagnosticNotACrash() {
        let bundle = BundleLoader().loadScreen(json: #"{"type": "screen", "#)
        #expect(bundle.diagnostics.codes == [.jsonSyntax])
        #expect(bundle.diagnostics.all.first?.file == "main.json")
        #expect(bundle.screens.isEmpty)
    }
}
