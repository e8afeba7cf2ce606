import Foundation
import Testing
import TestSupport

/// `sdui dsl`: the ViewDSL module's generated sources (which the build generates itself), a file
/// per declaration for reading.
@Suite struct DSLCommandTests {
    static let header = "// Generated from the engine's catalogue by `sdui dsl` (in a build, by the ViewDSL plugin); do not edit by hand.\n\n"

    @Test func checkPassesOnAFreshGenerationAndNamesAChangedFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        #expect(try CommandRunner.run(["dsl", "--out", folder.url.path]).status == 0)
        #expect(try CommandRunner.run(["dsl", "--out", folder.url.path, "--check"]).status == 0)
        let text = try String(contentsOf: folder.url.appendingPathComponent("Nodes/Text.swift"), encoding: .utf8)
        #expect(text.hasPrefix(Self.header + "import ViewEngine\n\n"), "\(text.prefix(200))")
        #expect(text.contains("public struct Text: CatalogueNode"), "\(text.prefix(600))")
        try "// edited\n".write(to: folder.url.appendingPathComponent("Nodes/Text.swift"), atomically: true, encoding: .utf8)
        let checked = try CommandRunner.run(["dsl", "--out", folder.url.path, "--check"])
        #expect(checked.status == 1)
        #expect(checked.stderr.contains("Nodes/Text.swift: differs from a fresh generation"), "\(checked.stderr)")
    }

    @Test func theBuildToolWritesTheDeclaredFilesAndRefusesOtherNames() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let names = ["Nodes.swift", "Modifiers.swift", "Choices.swift", "Values.swift", "Catalogue.swift"]
        let spaced = folder.url.appendingPathComponent("My App/Generated")
        let written = try CommandRunner.run(names.map { spaced.appendingPathComponent($0).path }, product: "generate-view-dsl")
        #expect(written.status == 0, "\(written.stderr)")
        let nodes = try String(contentsOf: spaced.appendingPathComponent("Nodes.swift"), encoding: .utf8)
        #expect(nodes.hasPrefix(Self.header + "import ViewEngine\n\n"))
        #expect(nodes.contains("public struct Text: CatalogueNode") && nodes.contains("public struct VStack: CatalogueNode"))
        #expect(nodes.components(separatedBy: "import ViewEngine").count == 2, "one import per file")

        let missing = try CommandRunner.run(names.dropLast().map { spaced.appendingPathComponent($0).path }, product: "generate-view-dsl")
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("but the generator writes"), "\(missing.stderr)")
    }

    @Test(arguments: ["Sources/ViewDSL", "Sources/ViewDSL/Generated"])
    func aFolderInsideTheViewDSLSourcesIsRefused(relative: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let inside = folder.url.appendingPathComponent(relative)
        let refused = try CommandRunner.run(["dsl", "--out", inside.path])
        #expect(refused.status == 1 && refused.stderr.contains("inside the ViewDSL target's sources"), "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: inside.appendingPathComponent("Nodes").path), "nothing is written")
    }

    @Test func filesNoLongerGeneratedAreRemovedAndHandWrittenOnesKept() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write("Nodes/Gone.swift", Self.header + "struct Gone {}\n")
        try folder.write("Notes.swift", "// written by hand\n")
        #expect(try CommandRunner.run(["dsl", "--out", folder.url.path]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Nodes/Gone.swift").path))
        #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Notes.swift").path))
    }

    @Test func anOutOneFolderTooHighOrTooLowRemovesNothing() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let generated = folder.url.appendingPathComponent("Generated")
        #expect(try CommandRunner.run(["dsl", "--out", generated.path]).status == 0)
        let before = try Self.files(in: generated)
        let tooHigh = try CommandRunner.run(["dsl", "--out", folder.url.path])
        #expect(tooHigh.status == 1)
        #expect(tooHigh.stderr.contains("holds generated DSL files at other places than `sdui dsl` writes (Generated/"), "\(tooHigh.stderr)")
        #expect(try Self.files(in: generated) == before)
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Nodes").path))

        let tooLow = try CommandRunner.run(["dsl", "--out", generated.appendingPathComponent("Nodes").path])
        #expect(tooLow.status == 1)
        #expect(tooLow.stderr.contains("none of them where `sdui dsl` writes one"), "\(tooLow.stderr)")
        #expect(try Self.files(in: generated) == before)
    }

    /// Every Swift file under `folder`, by path relative to it.
    static func files(in folder: URL) throws -> [String: String] {
        var found: [String: String] = [:]
        let enumerator = try #require(FileManager.default.enumerator(atPath: folder.path))
        while let path = enumerator.nextObject() as? String {
            guard path.hasSuffix(".swift") else { continue }
            found[path] = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
        }
        return found
    }
}
