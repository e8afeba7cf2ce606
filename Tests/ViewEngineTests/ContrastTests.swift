import Foundation
import Testing

@testable import ViewEngine

/// WCAG contrast (``Contrast``) and the validator's warning for text on a background below it
/// (``DiagnosticCode/lowContrast``), in presets and inline styles, light and dark.
@Suite struct ContrastTests {
    func hex(_ text: String) throws -> RGBA { try #require(RGBA(hex: text)) }

    @Test func ratiosMatchWCAGsFormula() throws {
        #expect(abs(Contrast.ratio(try hex("#000000"), on: try hex("#FFFFFF")) - 21) < 0.001)
        #expect(abs(Contrast.ratio(try hex("#FFFFFF"), on: try hex("#FFFFFF")) - 1) < 0.001)
        // #767676 is the lightest grey that passes 4.5:1 on white; #777777 just fails.
        #expect(Contrast.ratio(try hex("#767676"), on: try hex("#FFFFFF")) >= 4.5)
        #expect(Contrast.ratio(try hex("#777777"), on: try hex("#FFFFFF")) < 4.5)
        // Order does not matter; a half-transparent black on white is drawn as mid grey.
        #expect(Contrast.ratio(try hex("#FFFFFF"), on: try hex("#999999")) == Contrast.ratio(try hex("#999999"), on: try hex("#FFFFFF")))
        #expect(Contrast.composite(try hex("#00000080"), over: try hex("#FFFFFF")) == RGBA(red: 127, green: 127, blue: 127))
    }

    @Test func largeTextNeedsLess() {
        #expect(Contrast.minimum(for: nil) == 4.5)
        #expect(Contrast.minimum(for: ResolvedFont(size: 17)) == 4.5)
        #expect(Contrast.minimum(for: ResolvedFont(size: 24)) == 3)
        #expect(Contrast.minimum(for: ResolvedFont(size: 19, weight: .bold)) == 3)
        #expect(Contrast.minimum(for: ResolvedFont(size: 19, weight: .semibold)) == 4.5)
    }

    func validate(theme: String, screen: String = #"{"type": "screen", "children": []}"#) -> [Diagnostic] {
        let bundle = BundleLoader().load(files: [
            "app.json": Data(#"{"type": "tab_view", "props": {"tabs": [{"title": "Home", "screen": "home"}]}}"#.utf8),
            "theme.json": Data(theme.utf8),
            "screens/home.json": Data(screen.utf8),
        ])
        return BundleValidator().validate(bundle).all.filter { $0.code == .lowContrast }
    }

    @Test func aLowContrastPresetIsWarnedAboutAtItsTextColour() throws {
        let found = validate(theme: """
            {"presets": {
              "fine": {"foregroundColor": "#333333", "backgroundColor": "#FFFFFF"},
              "hint": {"foregroundColor": "#999999", "backgroundColor": "#FFFFFF"}}}
            """)
        let warning = try #require(found.first)
        #expect(found.count == 1)
        #expect(warning.severity == .warning)
        #expect(warning.file == "theme.json")
        #expect(warning.location.line == 3 && warning.location.column == 31, "\(warning)")
        #expect(warning.path?.description == "$.presets.hint.foregroundColor")
        #expect(warning.message.contains("#999999 on #FFFFFF is 2.84:1 in light"), "\(warning.message)")
        #expect(warning.message.contains("4.5:1 of body text"))
    }

    @Test func themeColoursAreCheckedInEachSchemeAndThroughExtends() throws {
        // Fine in light, too faint in dark; the text colour comes from the preset it extends.
        let found = validate(theme: """
            {"colors": {"ink": {"light": "#222222", "dark": "#555555"}, "paper": {"light": "#FFFFFF", "dark": "#000000"}},
             "presets": {"base": {"foregroundColor": "ink"}, "card": {"extends": "base", "backgroundColor": "paper"}}}
            """)
        #expect(found.count == 1, "\(found)")
        let message = try #require(found.first?.message)
        #expect(message.contains("preset 'card'") && message.contains("in dark") && !message.contains("in light"), "\(message)")
    }

    @Test func largeTextIsHeldToThreeToOne() {
        // #929292 on white is 3.1:1: enough for a 28 pt title, not for body text.
        let theme = """
            {"fonts": {"big": {"size": 28}, "small": {"size": 15}},
             "presets": {"title": {"font": "big", "foregroundColor": "#929292", "backgroundColor": "#FFFFFF"},
                         "note": {"font": "small", "foregroundColor": "#929292", "backgroundColor": "#FFFFFF"}}}
            """
        let found = validate(theme: theme)
        #expect(found.map(\.path?.description) == ["$.presets.note.foregroundColor"])
    }

    @Test func anInlineStyleOverAPresetIsCheckedWhereItIsWritten() throws {
        let screen = """
            {"type": "screen", "children": [
              {"type": "text", "content": "a", "style": "card", "inlineStyle": {"foregroundColor": "#AAAAAA"}}]}
            """
        let found = validate(theme: ##"{"presets": {"card": {"backgroundColor": "#FFFFFF"}}}"##, screen: screen)
        let warning = try #require(found.first)
        #expect(found.count == 1)
        #expect(warning.file == "screens/home.json")
        #expect(warning.location.line == 2, "\(warning)")
        #expect(warning.message.hasPrefix("inline style: text #AAAAAA on #FFFFFF"), "\(warning.message)")
    }

    @Test func textWithoutABackgroundOrABoundColourIsNotGuessedAt() {
        let found = validate(theme: ##"{"presets": {"faint": {"foregroundColor": "#EEEEEE"}}}"##, screen: """
            {"type": "screen", "children": [{"type": "text", "content": "a", "inlineStyle": {"foregroundColor": "$.colour", "backgroundColor": "#FFFFFF"}}]}
            """)
        #expect(found.isEmpty, "\(found)")
    }
}
