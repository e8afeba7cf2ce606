import Foundation
import Testing
import TestSupport

@testable import ViewEngine

/// `strings/<locale>.json` and `@key` lookups: texts, placeholders, plural forms, the fallback
/// chain and the marker for a missing key.
@MainActor
@Suite struct StringTableTests {
    static let english = #"""
        {"home.title": "Home", "greeting": "Hello, {name}!", "only.english": "English only",
         "episodes": {"one": "{count} episode", "other": "{count} episodes"}, "braces": "{{name}} and { x }"}
        """#
    static let german = #"""
        {"home.title": "Start", "greeting": "Hallo, {name}!", "episodes": {"one": "{count} Folge", "other": "{count} Folgen"}}
        """#
    static let austrian = #"{"home.title": "Servus"}"#
    static let arabic = #"""
        {"episodes": {"zero": "لا حلقات", "one": "حلقة واحدة", "two": "حلقتان", "few": "{count} حلقات", "many": "{count} حلقة", "other": "{count} حلقة."}}
        """#

    static func files(home: String, app: String = #"{"root": "home", "state": {"n": 21}}"#) -> [String: Data] {
        [
            "app.json": Data(app.utf8), "screens/home.json": Data(home.utf8),
            "strings/en.json": Data(english.utf8), "strings/de.json": Data(german.utf8),
            "strings/de-AT.json": Data(austrian.utf8), "strings/ar.json": Data(arabic.utf8),
        ]
    }

    /// The texts of a one-screen bundle showing `contents`, for a user in `locale`.
    func texts(_ contents: [String], locale: String, app: String = #"{"root": "home", "state": {"n": 21}}"#) throws -> [String] {
        let children = contents.map { #"{"type": "text", "content": \#(JSONWriter.string(.string($0)))}"# }.joined(separator: ", ")
        let bundle = BundleLoader().load(files: Self.files(home: #"{"type": "screen", "children": [\#(children)]}"#, app: app))
        #expect(bundle.diagnostics.isEmpty, "\(bundle.diagnostics.all)")
        let runtime = AppRuntime(bundle: bundle, environment: .fixed(locale: locale))
        return runtime.render(try #require(runtime.activeScreen)).texts
    }

    @Test func aLookupShowsTheLocalesText() throws {
        #expect(try texts(["@home.title"], locale: "en_US") == ["Home"])
        #expect(try texts(["@home.title"], locale: "de_DE") == ["Start"])
    }

    @Test func placeholdersAreFilledFromExpressions() throws {
        #expect(try texts(["@greeting(name: 'Ada')", "@greeting(name: $.env.n + 1)"], locale: "de") == ["Hallo, Ada!", "Hallo, 22!"])
        // `{{` is a literal brace; a brace around no name is text; missing data is empty text.
        #expect(try texts(["@braces", "@greeting(name: $.env.nothing)"], locale: "en") == ["{name} and { x }", "Hello, !"])
        // A lookup is an expression: it takes transforms and sits inside interpolation.
        #expect(try texts(["@home.title | uppercase", "→ ${@greeting(name: 'Bo')} ←"], locale: "en") == ["HOME", "→ Hello, Bo! ←"])
    }

    @Test func germanPluralsFollowTheCount() throws {
        #expect(try texts(["@episodes(count: 1)", "@episodes(count: $.env.n)", "@episodes(count: 0)"], locale: "de")
            == ["1 Folge", "21 Folgen", "0 Folgen"])
        #expect(try texts(["@episodes(count: 1)", "@episodes(count: '1.0')"], locale: "en") == ["1 episode", "1.0 episodes"])
    }

    @Test func arabicPluralsUseAllSixForms() throws {
        let counts = [0, 1, 2, 3, 11, 100]
        #expect(try texts(counts.map { "@episodes(count: \($0))" }, locale: "ar")
            == ["لا حلقات", "حلقة واحدة", "حلقتان", "3 حلقات", "11 حلقة", "100 حلقة."])
    }

    @Test func theFallbackChainIsLocaleThenLanguageThenDevelopmentLocale() throws {
        // de-AT has its own title, takes the greeting from de and the rest from en.
        #expect(try texts(["@home.title", "@greeting(name: 'Ada')", "@only.english"], locale: "de_AT") == ["Servus", "Hallo, Ada!", "English only"])
        // A locale without a table (fr) reads the development locale.
        #expect(try texts(["@home.title"], locale: "fr_FR") == ["Home"])
        // app.json's developmentLocale decides the last resort.
        #expect(try texts(["@home.title"], locale: "fr", app: #"{"root": "home", "developmentLocale": "de"}"#) == ["Start"])
    }

    @Test func aMissingKeyShowsAMarker() throws {
        #expect(try texts(["@no.such.key"], locale: "en") == ["⟦no.such.key⟧"])
        // Without any string table (a lookup in a plain environment) the marker shows too.
        #expect(try evaluate("@home.title") == .string(LocalizedStrings.missingMarker("home.title")))
    }

    @Test func anEscapedAtSignIsLiteralAndTextWithoutOneIsUntouched() throws {
        #expect(try texts([#"\@home.title"#, "mail@example.com", "Hi @ada"], locale: "en") == ["@home.title", "mail@example.com", "Hi @ada"])
        let text = try TextValue(parsing: "plain text", parser: ExpressionParser())
        #expect(text.isLiteral)
    }

    @Test func malformedLookupsAreExpressionErrors() {
        for bad in ["@", "@home.", "@greeting(name)", "@greeting(name: 'a', name: 'b')", "@greeting(name: 'a'"] {
            #expect(throws: ExpressionError.self, "\(bad)") { try ExpressionParser().parse(bad) }
        }
    }

    @Test func tabTitlesAreLookedUpToo() throws {
        var files = Self.files(home: #"{"type": "screen"}"#)
        files["app.json"] = Data(#"{"root": {"type": "tab_view", "tabs": [{"title": "@home.title", "icon": "house", "screen": "home"}]}}"#.utf8)
        let bundle = BundleLoader().load(files: files)
        let runtime = AppRuntime(bundle: bundle, environment: .fixed(locale: "de"))
        #expect(runtime.tabBar().tabs.map(\.title) == ["Start"])
    }
}
