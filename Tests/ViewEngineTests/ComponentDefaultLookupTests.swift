import Foundation
import Testing
import TestSupport

@testable import ViewEngine

/// A component parameter's default that is a `@key` lookup: its text in the user's locale
/// wherever the component is used without the parameter; other defaults stay data.
@MainActor
@Suite struct ComponentDefaultLookupTests {
    static let components = #"""
        {"components": {"note": {"parameters": {"message": "@home.title", "at": "\\@home", "data": "$.not.a.binding"},
          "body": {"type": "vstack", "children": [{"type": "text", "content": "$.message"}, {"type": "text", "content": "$.at"},
                                                  {"type": "text", "content": "$.data"}]}}}}
        """#

    func texts(_ uses: [String], locale: String, components: String = components) throws -> [String] {
        var files = StringTableTests.files(home: #"{"type": "screen", "children": [\#(uses.joined(separator: ", "))]}"#)
        files["components.json"] = Data(components.utf8)
        let bundle = BundleLoader().load(files: files)
        #expect(bundle.diagnostics.isEmpty, "\(bundle.diagnostics.all)")
        let runtime = AppRuntime(bundle: bundle, environment: .fixed(locale: locale))
        return runtime.render(try #require(runtime.activeScreen)).texts
    }

    static let bare = #"{"type": "component", "name": "note"}"#

    @Test func aLookupDefaultIsReadInTheUsersLocale() throws {
        #expect(try texts([Self.bare], locale: "de") == ["Start", "@home", "$.not.a.binding"])
        #expect(try texts([Self.bare], locale: "en") == ["Home", "@home", "$.not.a.binding"])
        #expect(try texts([Self.bare], locale: "de_AT") == ["Servus", "@home", "$.not.a.binding"])
    }

    @Test func aPassedParameterWinsOverTheDefault() throws {
        let passed = #"{"type": "component", "name": "note", "parameters": {"message": "Custom"}}"#
        #expect(try texts([passed, Self.bare], locale: "de") == ["Custom", "@home", "$.not.a.binding", "Start", "@home", "$.not.a.binding"])
    }

    @Test func aDefaultsMissingKeyIsReportedAtTheDefault() throws {
        let components = #"{"components": {"note": {"parameters": {"message": "@titel"}, "body": {"type": "text", "content": "$.message"}}}}"#
        var files = StringTableTests.files(home: #"{"type": "screen", "children": [\#(Self.bare)]}"#)
        files["components.json"] = Data(components.utf8)
        let diagnostics = BundleValidator().validate(BundleLoader().load(files: files))
        #expect(diagnostics.codes == [.unknownStringKey])
        let found = try #require(diagnostics.all.first)
        #expect(found.file == "components.json")
        let column = components.distance(from: components.startIndex, to: components.range(of: "@titel")!.lowerBound) + 1
        #expect(found.location == SourceLocation(line: 1, column: column))
        #expect(found.path?.description == "$.components.note.parameters.message")
        // And the declaration form's "default" is read the same way.
        let declared = #"{"components": {"note": {"parameters": [{"name": "message", "type": "string", "default": "@home.title"}], "body": {"type": "text", "content": "$.message"}}}}"#
        #expect(try texts([Self.bare], locale: "de", components: declared) == ["Start"])
    }
}
