import Testing
import TestSupport

@testable import ViewEngine

/// A string whose expressions fail at every step lists its first problems and leaves the rest
/// unchecked: each report searches the whole string for its place, so listing thousands made
/// validating a hostile binding quadratic. Other strings are still checked in full.
@Suite struct ProblemsPerStringTests {
    @Test func eachStringListsAtMostItsLimit() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write("app.json", #"{"name": "N", "root": "home", "state": {"a": [1]}}"#)
        let chain = "$.env.q" + String(repeating: " + $.env.q", count: 100)
        let pipeline = "$.env.a" + String(repeating: " | where:x", count: 100)
        let texts = [chain, pipeline, "${$.env.q} ${$.env.r}"].map { #"{"type": "text", "content": "\#($0)"}"# }
        try folder.write("screens/home.json", #"{"type": "screen", "children": [\#(texts.joined(separator: ", "))]}"#)
        let diagnostics = BundleValidator().validate(try BundleLoader().load(folder: folder.url))
        let limit = BundleValidator.Checker.problemsPerString
        let perText = (0..<3).map { index in diagnostics.all.filter { $0.path?.description == "$.children[\(index)].content" }.count }
        #expect(perText == [limit, limit, 2], "\(perText)")
        #expect(diagnostics.codes.allSatisfy { $0 == .unknownDataPath })
    }
}
