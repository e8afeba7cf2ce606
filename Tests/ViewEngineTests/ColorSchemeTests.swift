import Testing

@testable import ViewEngine

/// `app.json`'s `colorScheme`: checked when written literally, evaluated against app state.
@MainActor
@Suite struct ColorSchemeTests {
    func app(_ colorScheme: String) -> String {
        #"{"colorScheme": \#(colorScheme), "state": {"settings": {"appearance": "system"}}, "root": "home"}"#
    }

    @Test func theRuntimeFollowsTheBoundSetting() async throws {
        let runtime = try makeRuntime(["app.json": app(#""$.env.settings.appearance""#), "home.json": plainScreen("Home")])
        await runtime.start()
        let home = try #require(runtime.activeScreen)
        #expect(runtime.preferredColorScheme == nil, "system")
        for (setting, expected) in [("dark", AppColorScheme.dark), ("light", .light), ("Dark", .dark)] {
            await runtime.perform(bound(.setState(key: StateKey(BindingPath(dotted: "env.settings.appearance")!), value: .constant(.string(setting)))), on: home)
            #expect(runtime.preferredColorScheme == expected)
        }
        await runtime.perform(bound(.setState(key: StateKey(BindingPath(dotted: "env.settings.appearance")!), value: .constant("sepia"))), on: home)
        #expect(runtime.preferredColorScheme == nil)
        #expect(runtime.issues.map(\.description) == [#"app.json:1:17: warning: 'colorScheme' is "sepia", not one of system, light, dark; the system's is used at $.colorScheme [SDUI1001]"#])
    }

    @Test func aLiteralSchemeApplies() throws {
        #expect(try makeRuntime(["app.json": app(#""dark""#), "home.json": plainScreen("Home")]).preferredColorScheme == .dark)
        #expect(try makeRuntime(["app.json": #"{"root": "home"}"#, "home.json": plainScreen("Home")]).preferredColorScheme == nil)
    }

    @Test func aMisspelledSchemeIsAnError() throws {
        var decoder = SchemaDecoder()
        let definition = decoder.appDefinition(try document(app(#""drak""#), file: "app.json").root)
        #expect(definition.colorScheme == nil)
        #expect(decoder.diagnostics.all.map(\.description) == [
            "app.json:1:17: error: 'colorScheme' must be one of system, light, dark or a binding, found 'drak' (did you mean 'dark'?) at $.colorScheme [SDUI0213]"
        ])
        var other = SchemaDecoder()
        _ = other.appDefinition(try document(#"{"root": "home", "colourScheme": "dark"}"#).root)
        #expect(other.diagnostics.codes == [.unknownProperty])
    }
}
