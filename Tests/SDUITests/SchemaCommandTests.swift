import Foundation
import Testing
import TestSupport
import ViewEngine

/// `sdui schema`: generated from the catalogue, committed as Docs/sdui.schema.json.
/// (scripts/check-schema validates with PyPI's `jsonschema`: the meta-schema, the apps' files,
/// and the broken files of Tests/Bundles/SchemaBroken.)
@Suite struct SchemaCommandTests {
    @Test func committedSchemaMatchesTheCatalogue() throws {
        try CommandRunner.expectOutput(of: ["schema"], equalsCommitted: "Docs/sdui.schema.json", regeneratedBy: "swift run sdui schema --out Docs/sdui.schema.json")
    }

    @Test func everyNodeTypeModifierActionAndFileKindIsInTheSchema() throws {
        let result = try CommandRunner.run(["schema"])
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        let defs = try #require(schema["$defs"] as? [String: Any])
        for spec in NodeCatalog.specs {
            let node = try #require(defs["node_\(spec.kind.name)"] as? [String: Any], "no definition for \(spec.kind.name)")
            let properties = try #require(node["properties"] as? [String: Any])
            for prop in spec.props { #expect(properties[prop.name] != nil, "\(spec.kind.name).\(prop.name)") }
        }
        let modifier = try #require(defs["modifier"] as? [String: Any])
        let modifiers = try #require(modifier["properties"] as? [String: Any])
        #expect(Set(modifiers.keys) == Set(ModifierCatalog.all.map(\.name)))
        let actionBranches = try #require((defs["action"] as? [String: Any])?["allOf"] as? [Any])
        #expect(actionBranches.count == Action.typeNames.count)
        for kind in ["app", "theme", "components", "screens", "screen", "manifest"] { #expect(defs[kind] != nil, "\(kind)") }
    }

    @Test func outWritesTheFile() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.cleanUp() }
        let file = scratch.url.appendingPathComponent("schema.json")
        let result = try CommandRunner.run(["schema", "--out", file.path])
        #expect(result.status == 0)
        #expect(try String(contentsOf: file, encoding: .utf8) == (try CommandRunner.run(["schema"])).stdout)
    }

    /// Foundation's own refusal read "NSCocoaErrorDomain error 512".
    @Test func anOutputOfTheOtherKindIsNamedAsSuch() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.cleanUp() }
        try scratch.write("taken.txt", "kept")
        let file = scratch.url.appendingPathComponent("taken.txt").path
        for (arguments, path, message) in [
            (["schema", "--out", scratch.url.path], scratch.url.path, "is a folder, not a file"),
            (["dsl", "--out", file], file, "is a file, not a folder"),
            (["gallery", file], file, "is a file, not a folder"),
        ] {
            let result = try CommandRunner.run(arguments)
            #expect(result.status == 1, "\(arguments[0]): \(result.stderr)")
            #expect(result.stderr == "\(path): error: \(message)\n", "\(arguments[0])")
        }
        #expect(try String(contentsOf: scratch.url.appendingPathComponent("taken.txt"), encoding: .utf8) == "kept")
    }
}
