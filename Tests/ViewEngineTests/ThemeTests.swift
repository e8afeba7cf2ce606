import Testing

@testable import ViewEngine

@Suite struct ThemeTests {
    func theme(_ text: String) throws -> (Theme, Diagnostics) {
        var decoder = SchemaDecoder()
        let theme = decoder.theme(try document(text, file: "theme.json").root)
        return (theme, decoder.diagnostics)
    }

    /// What both renderers receive as the app's tint: the web page's `--accent`, SwiftUI's `.tint`.
    @Test func theAccentColorIsTheThemesLightAndDarkPair() throws {
        let (theme, diagnostics) = try theme(##"{"colors": {"accentColor": {"light": "#C2410C", "dark": "#FB923C"}}}"##)
        #expect(diagnostics.isEmpty)
        #expect(theme.accentColor == ResolvedColor(light: RGBA(red: 0xC2, green: 0x41, blue: 0x0C), dark: RGBA(red: 0xFB, green: 0x92, blue: 0x3C)))
        #expect(try self.theme(##"{"colors": {"brand": "#C2410C"}}"##).0.accentColor == nil)
    }

    @Test func decodesColorsFontsAndPresets() throws {
        let (theme, diagnostics) = try theme(##"""
            {"colors": {"primary": "#007AFF", "bg": {"light": "#FFFFFF", "dark": "#000000"}, "glass": "#FFFFFF80", "short": "#0F0"},
             "fonts": {"title": {"size": 20, "weight": "semibold", "design": "rounded", "textStyle": "title3"}},
             "presets": {"title": {"font": "title", "foregroundColor": "primary"}}}
            """##)
        #expect(diagnostics.isEmpty)
        #expect(theme.colors["primary"] == ResolvedColor(light: RGBA(red: 0, green: 0x7A, blue: 0xFF)))
        #expect(theme.colors["bg"]?.dark == RGBA(red: 0, green: 0, blue: 0))
        #expect(theme.colors["bg"]?.isAdaptive == true)
        #expect(theme.colors["glass"]?.light.alpha == 0x80)
        #expect(theme.colors["short"]?.light == RGBA(red: 0, green: 255, blue: 0))
        #expect(theme.fonts["title"] == ResolvedFont(size: 20, weight: .semibold, design: .rounded, textStyle: .title3))
        #expect(theme.presets["title"]?.fontName == "title")
    }

    @Test func inlineStyleOverridesPresetFieldByField() throws {
        let (theme, _) = try theme(##"{"colors": {"surface": "#F2F2F7"}, "presets": {"card": {"padding": 12, "backgroundColor": "surface", "cornerRadius": 10}}}"##)
        let inline = try StyleSheet.decoded(#"{"padding": 4, "opacity": 0.5}"#)
        let style = theme.resolve(preset: "card", inline: inline)
        #expect(style.padding == EdgeInsets(all: 4))
        #expect(style.cornerRadius == 10)
        #expect(style.backgroundColor?.light.hex == "#F2F2F7")
        #expect(style.opacity == 0.5)
    }

    @Test func presetsExtendOthersAndSeveralPresetsApplyInOrder() throws {
        let (theme, _) = try theme(##"""
            {"presets": {"base": {"padding": 8, "cornerRadius": 4}, "card": {"extends": "base", "cornerRadius": 10},
                         "loud": {"foregroundColor": "red"}, "loop": {"extends": "loop", "opacity": 1}}}
            """##)
        let card = theme.resolve(preset: "card", inline: nil)
        #expect(card.padding == EdgeInsets(all: 8))
        #expect(card.cornerRadius == 10)
        let both = theme.resolve(preset: "card loud", inline: nil)
        #expect(both.foregroundColor == SystemColors.all["red"])
        #expect(theme.resolve(preset: "loop", inline: nil).opacity == 1)  // a cycle stops, never hangs
    }

    @Test func fontsResolveFromThemeThenDynamicTypeStyles() throws {
        let (theme, _) = try theme(##"{"fonts": {"body": {"size": 18}}}"##)
        #expect(theme.font(named: "body")?.size == 18)
        #expect(theme.font(named: "headline") == TextStyle.headline.defaultFont)
        #expect(theme.font(named: "nope") == nil)
        let sheet = try StyleSheet.decoded(#"{"font": "headline", "fontWeight": "black"}"#)
        #expect(theme.resolve(sheet).font?.weight == .black)
        #expect(theme.resolve(sheet).font?.size == 17)
    }

    @Test func badValuesAreLocatedErrors() throws {
        let (_, diagnostics) = try theme(##"""
            {"colors": {"bad": "#12345", "worse": 3, "pair": {"dark": "#000000"}},
             "fonts": {"f": {"weight": "heavyish"}},
             "presets": {"p": {"padding": -1, "opacity": 2, "maxWidth": "wide", "clipShape": "circel", "paddng": 3}}}
            """##)
        #expect(diagnostics.all.map { "\($0.code) \($0.path!)" }.sorted() == [
            "SDUI0201 $.colors.worse", "SDUI0201 $.presets.p.maxWidth", "SDUI0204 $.colors.pair", "SDUI0204 $.fonts.f",
            "SDUI0205 $.presets.p.paddng", "SDUI0211 $.presets.p.opacity", "SDUI0211 $.presets.p.padding",
            "SDUI0213 $.fonts.f.weight", "SDUI0213 $.presets.p.clipShape", "SDUI0501 $.colors.bad",
        ])
        #expect(diagnostics.messages.contains { $0.contains("found 'circel' (did you mean 'circle'?)") })
    }

    @Test func paddingShapes() throws {
        var decoder = SchemaDecoder()
        let sheet = decoder.styleSheet(try document(##"{"padding": {"horizontal": 16, "top": 4}}"##).root, isPreset: false)
        #expect(sheet.map(Theme().resolve)?.padding == EdgeInsets(top: 4, leading: 16, bottom: 0, trailing: 16))
    }
}
