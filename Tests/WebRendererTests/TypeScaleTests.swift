import Foundation
import Testing
import TestSupport

@testable import ViewEngine
@testable import WebRenderer

/// Dynamic Type on the page: font sizes written relative to their text style's variable, the
/// variables set on `<html>` from the text size, line limits lifted at accessibility sizes.
@Suite struct TypeScaleTests {
    /// Rules whose font keeps its size, as iOS's bars do (and the preview's own chrome).
    static let fixedSize = [".statusbar", ".nav-title", ".back", ".tab", ".badge", ".seg-item", ".diagnostics", ".diagnostics h2", ".preview-controls"]

    /// Each `selector{declarations}` of a stylesheet whose declarations set a font size in px.
    static func pixelFontRules(_ css: String) -> [String] {
        var found: [String] = []
        let pattern = try! NSRegularExpression(pattern: #"([^{}]*)\{([^{}]*)\}"#)
        let text = css as NSString
        for match in pattern.matches(in: css, range: NSRange(location: 0, length: text.length)) {
            let selector = text.substring(with: match.range(at: 1)).trimmingCharacters(in: .whitespacesAndNewlines)
            let body = text.substring(with: match.range(at: 2))
            // A px size outside calc(): `font-size:17px`, or the shorthand `font:600 15px/1.3 …`.
            let pixelFont = body.range(of: #"font-size:\s*[0-9.]+px|font:(\s*[0-9a-z-]+\s+)?[0-9.]+px"#, options: .regularExpression) != nil
            if pixelFont, !fixedSize.contains(selector) { found.append(selector) }
        }
        return found
    }

    @Test func everyFontSizeInTheStylesheetsScalesWithItsTextStyle() {
        #expect(Self.pixelFontRules(BaseStylesheet.css) == [])
        #expect(Self.pixelFontRules(ModifierStylesheet.css) == [])
        // The check finds an unscaled size (so the two above can fail).
        #expect(Self.pixelFontRules(".phone{color:red;font-size:17px}.x{font:600 15px/1.3 var(--font)}") == [".phone", ".x"])
        #expect(BaseStylesheet.css.contains(".large-title{margin:0;padding:0 16px 8px;font-size:calc(34px*var(--ts-largeTitle))"))
    }

    @Test func theStylesheetDefinesEveryTextStylesVariableAsOne() {
        for style in TextStyle.allCases {
            #expect(BaseStylesheet.css.contains(TypeScale.variable(style) + ":1;"), "\(style)")
        }
    }

    @Test func aThemeFontScalesWithItsTextStyleAndBodyWhenItHasNone() throws {
        let styled = try renderHTML(#"{"type": "text", "content": "Title", "inlineStyle": {"font": "title3"}}"#).html
        #expect(styled.contains("font-size:calc(20px*var(--ts-title3))"))
        let sized = try renderHTML(#"{"type": "text", "content": "Big", "inlineStyle": {"fontSize": 26}}"#).html
        #expect(sized.contains("font-size:calc(26px*var(--ts-body))"))
        #expect(!sized.contains("font-size:26px"))
    }

    @Test func thePageCarriesTheTextSizesRatiosOnlyAwayFromLarge() {
        let standard = PageDocument.html(title: "T", body: "")
        #expect(!standard.contains(" data-text-size=\""))
        #expect(standard.contains("<html lang=\"en\"><head>"))
        let largest = PageDocument.html(title: "T", body: "", textSize: .accessibility5)
        #expect(largest.contains("<html lang=\"en\" data-text-size=\"accessibility5\" style=\""))
        #expect(largest.contains("--ts-body:3.118;"))
        #expect(largest.contains("--ts-largeTitle:1.765;"))
        #expect(largest.contains("--ts-caption2:3.727\""))
        let small = PageDocument.html(title: "T", body: "", textSize: .xSmall)
        #expect(small.contains("--ts-body:0.824;"))
    }

    @Test func accessibilitySizesLiftLineLimits() {
        // The override matches the attribute only accessibility sizes carry.
        #expect(BaseStylesheet.css.contains("[data-text-size^=accessibility] .l1{white-space:pre-line;overflow:visible;text-overflow:clip}"))
        #expect(BaseStylesheet.css.contains("[data-text-size^=accessibility] .lc,[data-text-size^=accessibility] .m-clamp .t{display:block;-webkit-line-clamp:none!important;overflow:visible}"))
        #expect(!TextSize.xxxLarge.rawValue.hasPrefix("accessibility"))
        #expect(TextSize.allCases.filter { $0.rawValue.hasPrefix("accessibility") } == TextSize.allCases.filter(\.isAccessibilitySize))
    }

    @Test func aDynamicTypeSizeRangeHoldsItsTextAtTheNearestSizeInIt() throws {
        let held = try renderHTML(#"""
            {"type": "vstack", "modifiers": [{"font": "title3"}], "children": [
              {"type": "vstack", "modifiers": [{"dynamicTypeSize": {"maximum": "large"}}], "children": [{"type": "text", "content": "a"}]}]}
            """#)
        // The range's view writes the font it inherits again, so its own variables size it
        // (CSS would inherit the ancestor's size as pixels).
        #expect(held.html.contains(#"class="v dts-xSmall-large" style="align-items:center;font-size:calc(20px*var(--ts-title3))""#), "\(held.html)")
        // Above large, the variables are large's; at large and below, the page's hold.
        #expect(held.stylesheet.contains(#"[data-text-size="accessibility5"] .dts-xSmall-large{--ts-largeTitle:1;"#))
        #expect(held.stylesheet.contains(#"[data-text-size="xLarge"] .dts-xSmall-large{"#))
        #expect(!held.stylesheet.contains(#"[data-text-size="small"] .dts-xSmall-large"#))
        #expect(held.stylesheet.hasPrefix(#"[data-text-size="xLarge"]"#), "no rule for the page at large: \(held.stylesheet)")

        let raised = try renderHTML(#"{"type": "text", "content": "a", "modifiers": [{"dynamicTypeSize": {"minimum": "xxxLarge"}}]}"#)
        // At large (no attribute) and below xxxLarge, xxxLarge's ratios (body 23 / 17); above
        // it, back to the page's.
        #expect(raised.stylesheet.contains(".dts-xxxLarge-accessibility5{--ts-largeTitle:"))
        #expect(raised.stylesheet.contains("--ts-body:1.353;"))
        #expect(raised.stylesheet.contains(#"[data-text-size="accessibility5"] .dts-xxxLarge-accessibility5{--ts-largeTitle:inherit;"#))
        #expect(raised.stylesheet.contains(#"[data-text-size="medium"] .dts-xxxLarge-accessibility5{--ts-largeTitle:1.176;"#))

        // Ends written the wrong way round are swapped (SwiftUI's range would trap); the whole
        // range holds nothing and writes nothing.
        let swapped = try renderHTML(#"{"type": "text", "content": "a", "modifiers": [{"dynamicTypeSize": {"minimum": "xxLarge", "maximum": "small"}}]}"#)
        #expect(swapped.html.contains("dts-small-xxLarge"))
        let open = try renderHTML(#"{"type": "text", "content": "a", "modifiers": [{"dynamicTypeSize": {"minimum": "xSmall"}}]}"#)
        #expect(!open.html.contains("dts-") && !open.stylesheet.contains("dts-"))
        // One size, as SwiftUI's dynamicTypeSize(.large).
        let one = try renderHTML(#"{"type": "text", "content": "a", "modifiers": [{"dynamicTypeSize": "large"}]}"#)
        #expect(one.html.contains("dts-large-large"))
    }

    @Test func aRangeInsideAnotherIsComposedWithIt() throws {
        // At most large, and inside that at least xxxLarge: SwiftUI draws xxxLarge at every size.
        let nested = try renderHTML(#"{"type": "vstack", "modifiers": [{"dynamicTypeSize": {"maximum": "large"}}], "children": [{"type": "vstack", "modifiers": [{"dynamicTypeSize": {"minimum": "xxxLarge"}}], "children": [{"type": "text", "content": "a"}]}]}"#)
        #expect(nested.html.contains("dts-xSmall-large") && nested.html.contains("dts-xxxLarge-xxxLarge"), "\(nested.html)")
        #expect(nested.stylesheet.contains(#"[data-text-size="accessibility5"] .dts-xxxLarge-xxxLarge{--ts-largeTitle:1.176;"#))
        #expect(TypeScale.composed(.xSmall ... .xxLarge, .medium ... .accessibility5) == .medium ... .xxLarge)
        #expect(TypeScale.composed(nil, .small ... .large) == .small ... .large)
    }
}
