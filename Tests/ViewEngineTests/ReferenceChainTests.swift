import Foundation
import Testing
import TestSupport

@testable import ViewEngine

/// Chains of components and presets: cycles and over-long chains are located errors found in
/// linear time, never a stack overflow.
@Suite struct ReferenceChainTests {
    static let app = #"{"type": "tab_view", "props": {"tabs": [{"title": "Home", "screen": "home"}]}}"#

    func load(_ files: [String: String]) throws -> AppBundle {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        for (name, text) in files { try folder.write(name, text) }
        return try BundleLoader().load(folder: folder.url)
    }

    /// `c0` uses `c1`, which uses `c2`, … up to `c<count-1>`, a text.
    static func componentChain(_ count: Int) -> String {
        let members = (0..<count).map { index in
            let body = index + 1 < count
                ? #"{"type": "component", "props": {"name": "c\#(index + 1)"}}"#
                : #"{"type": "text", "content": "end"}"#
            return #""c\#(index)": {"body": \#(body)}"#
        }
        return "{" + members.joined(separator: ",\n") + "}"
    }

    @Test func aChainOfTwoThousandComponentsIsOneLocatedError() throws {
        let bundle = try load([
            "app.json": Self.app, "components.json": Self.componentChain(2_100),
            "screens/home.json": #"{"type": "screen", "children": [{"type": "component", "props": {"name": "c0"}}]}"#,
        ])
        let errors = BundleValidator().validate(bundle).errors
        #expect(errors.map(\.message) == ["component 'c2067' nests components more than 32 levels deep"])
        #expect(errors.first?.file == "components.json")
        #expect(errors.first?.location.line == 2068)
        let screen = try #require(bundle.screens["home"])
        let resolver = Resolver(bundle: bundle, environment: .fixed())
        #expect(resolver.resolve(screen.node, in: DataContext(root: [:])) != nil)
    }

    @Test func thirtyTwoNestedComponentsAreAllowed() throws {
        let bundle = try load([
            "app.json": Self.app, "components.json": Self.componentChain(32), "screens/home.json": #"{"type": "screen"}"#,
        ])
        #expect(BundleValidator().validate(bundle).errors.isEmpty)
    }

    @Test func componentCyclesAreReportedOnceEach() throws {
        let bundle = try load([
            "app.json": Self.app, "screens/home.json": #"{"type": "screen"}"#,
            "components.json": #"""
                {"a": {"body": {"type": "component", "props": {"name": "b"}}},
                 "b": {"body": {"type": "vstack", "children": [{"type": "component", "props": {"name": "a"}}, {"type": "component", "props": {"name": "b"}}]}}}
                """#,
        ])
        let messages = BundleValidator().validate(bundle).errors.map(\.message)
        #expect(messages.sorted() == ["component cycle: a → b → a", "component cycle: b → b"])
    }

    /// `p0` extends `p1`, … `p<count-1>`.
    static func presetChain(_ count: Int) -> String {
        let members = (0..<count).map { index in
            index + 1 < count ? #""p\#(index)": {"padding": 1, "extends": "p\#(index + 1)"}"# : #""p\#(index)": {"padding": 2}"#
        }
        return #"{"presets": {"# + members.joined(separator: ",\n") + "}}"
    }

    @Test func twoThousandChainedPresetsAreOneLocatedError() throws {
        let bundle = try load(["app.json": Self.app, "screens/home.json": #"{"type": "screen"}"#, "theme.json": Self.presetChain(2_000)])
        let errors = BundleValidator().validate(bundle).errors
        #expect(errors.map(\.message) == ["preset 'p1967' starts an 'extends' chain of more than 32 presets"])
        #expect(errors.first.map(\.description) == "theme.json:1968:36: error: preset 'p1967' starts an 'extends' chain of more than 32 presets at $.presets.p1967.extends [SDUI0508]")
        // Resolution stops at the limit instead of recursing 2,000 deep.
        #expect(bundle.theme.preset(named: "p0")?.has(.padding) == true)
    }

    @Test func presetDiagnosticsCarryFileLineColumnAndPath() throws {
        let bundle = try load([
            "app.json": Self.app, "screens/home.json": #"{"type": "screen"}"#,
            "theme.json": """
                {"presets": {
                  "a": {"extends": "b"},
                  "b": {"extends": ["a"]},
                  "c": {"extends": "zzz", "foregroundColor": "nope"}
                }}
                """,
        ])
        let lines = BundleValidator().validate(bundle).errors.sorted { $0.location < $1.location }.map(\.description)
        #expect(lines == [
            "theme.json:3:20: error: preset 'a' extends itself through a → b → a at $.presets.b.extends [SDUI0505]",
            "theme.json:4:20: error: preset 'c' extends unknown preset 'zzz' at $.presets.c.extends [SDUI0504]",
            "theme.json:4:46: error: unknown colour 'nope' at $.presets.c.foregroundColor [SDUI0506]",
        ])
    }

    @Test func longValuesAreCutInDiagnostics() throws {
        let huge = String(repeating: "x", count: 1_000_000)
        let (_, diagnostics) = try decodeNode(#"{"type": "\#(huge)"}"#)
        let message = try #require(diagnostics.errors.first?.message)
        #expect(message.count < 400)
        #expect(message.contains(String(repeating: "x", count: 80) + "…'"))
    }
}
