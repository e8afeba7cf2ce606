import Foundation
import Testing
import TestSupport
import ViewEngine

/// `sdui docs --format prompt`: the vocabulary for a language model, generated from the
/// catalogue: it names every node type and modifier and stays small enough for a system prompt.
@Suite struct PromptCommandTests {
    static func prompt() throws -> String {
        let result = try CommandRunner.run(["docs", "--format", "prompt"])
        #expect(result.status == 0)
        return result.stdout
    }

    @Test func namesEveryNodeTypeModifierAndAction() throws {
        let prompt = try Self.prompt()
        let lines = prompt.split(separator: "\n")
        for spec in NodeCatalog.specs {
            let line = lines.first { $0.hasPrefix("- \(spec.kind.name):") || $0.hasPrefix("- \(spec.kind.name) [children]:") }
            #expect(line != nil, "node \(spec.kind.name)")
            for prop in spec.props { #expect(line?.contains(" \(prop.name)\(prop.isRequired ? "*" : ""): ") == true, "\(spec.kind.name).\(prop.name)") }
        }
        // Modifier lines: `category: name(argument: type, …); name; …`.
        var named: [String] = []
        for category in ModifierCategory.allCases {
            guard let line = lines.first(where: { $0.hasPrefix("\(category.rawValue): ") }) else { continue }
            for signature in line.dropFirst(category.rawValue.count + 2).split(separator: "; ") {
                named.append(String(signature.prefix { $0 != "(" }))
            }
        }
        #expect(named == ModifierCategory.allCases.flatMap { category in ModifierCatalog.all.filter { $0.category == category }.map(\.name) })
        for action in Action.typeNames { #expect(prompt.contains(action), "action \(action)") }
        #expect(prompt.contains("sdui validate --strict"))
        #expect(prompt.contains("$defs/screen"))
    }

    @Test func staysUnderItsStatedSize() throws {
        let size = try Self.prompt().utf8.count
        #expect(size < 40_000, "\(size) bytes; Docs/LLM.md states 40,000")
        #expect(size > 10_000, "\(size) bytes: too small to hold the catalogue")
    }

    @Test func itsExamplesAreValidScreens() throws {
        // The rules' inline examples are JSON the engine accepts.
        let prompt = try Self.prompt()
        let modifiers = try #require(prompt.firstMatch(of: /`(\[\{"padding": 16\}[^`]*)`/)).1
        var decoder = SchemaDecoder()
        _ = decoder.node(try JSONDocument.parse(#"{"type": "text", "content": "a", "modifiers": \#(modifiers)}"#).root)
        #expect(decoder.diagnostics.isEmpty)
    }
}
