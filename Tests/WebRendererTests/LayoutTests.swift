import Testing
import TestSupport

@testable import ViewEngine
@testable import WebRenderer

/// SwiftUI's layout rules expressed in CSS.
@Suite struct LayoutTests {
    @Test func stacksCarryAlignmentAndSpacing() throws {
        let html = try renderHTML(#"{"type": "vstack", "props": {"alignment": "leading", "spacing": 12}, "children": [{"type": "text", "props": {"content": "a"}}]}"#).html
        #expect(html.contains("<div class=\"v\" style=\"align-items:flex-start;gap:12px\">"))
        let row = try renderHTML(#"{"type": "hstack", "props": {"alignment": "bottom"}, "children": [{"type": "text", "props": {"content": "a"}}]}"#).html
        #expect(row.contains("<div class=\"h\" style=\"align-items:flex-end\">"))
        let overlay = try renderHTML(#"{"type": "zstack", "props": {"alignment": "topTrailing"}, "children": [{"type": "text", "props": {"content": "a"}}]}"#).html
        #expect(overlay.contains("class=\"z\" style=\"justify-items:flex-end;align-items:flex-start\""))
    }

    @Test func spacerTakesRemainingSpaceAlongItsStack() throws {
        let row = try renderHTML(#"{"type": "hstack", "children": [{"type": "text", "props": {"content": "a"}}, {"type": "spacer"}]}"#).html
        #expect(row.contains("<div class=\"spacer gr\" style=\"min-width:8px\""))
        let column = try renderHTML(#"{"type": "vstack", "children": [{"type": "spacer", "props": {"minLength": 20}}]}"#).html
        #expect(column.contains("<div class=\"spacer g\" style=\"min-height:20px\""))
    }

    @Test func aStackWithASpacerExpandsInItsParent() throws {
        // SwiftUI: an HStack containing a Spacer is as wide as its parent allows.
        let html = try renderHTML(#"{"type": "vstack", "children": [{"type": "hstack", "children": [{"type": "text", "props": {"content": "a"}}, {"type": "spacer"}]}]}"#).html
        #expect(html.contains("<div class=\"h xs\""))
    }

    @Test func infiniteFramesExpandAndFixedFramesDoNot() throws {
        let wide = try renderHTML(#"{"type": "vstack", "children": [{"type": "vstack", "inlineStyle": {"maxWidth": "infinity"}, "children": []}]}"#).html
        #expect(wide.contains("class=\"v xs\""))
        let fixed = try renderHTML(#"{"type": "hstack", "children": [{"type": "vstack", "inlineStyle": {"width": 60}, "children": [{"type": "spacer"}]}]}"#).html
        #expect(fixed.contains("class=\"v ns g\"") == false)
        #expect(fixed.contains("style=\"align-items:center;width:60px\""))
    }

    @Test func stylesApplyInTheDocumentedOrder() throws {
        let json = #"""
            {"type": "text", "props": {"content": "x"}, "inlineStyle": {
              "opacity": 0.5, "shadow": {"radius": 2, "y": 1}, "cornerRadius": 8, "border": {"color": "red", "width": 1},
              "backgroundColor": "#112233", "width": 100, "padding": 4, "foregroundColor": "#445566", "font": "headline"}}
            """#
        let html = try renderHTML(json).html
        let style = try #require(html.split(separator: "\"").first { $0.hasPrefix("font-size") })
        let order = ["font-size", "color:", "padding", "width", "background-color", "outline", "border-radius", "text-shadow", "opacity"]
        let positions = order.map { style.range(of: $0)?.lowerBound }
        #expect(positions.allSatisfy { $0 != nil }, "\(style)")
        #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted(), "\(style)")
    }

    @Test func adaptiveColoursBecomeCustomPropertiesWithDarkValues() throws {
        let theme = Theme(colors: ["card": ResolvedColor(light: RGBA(hex: "#F2F2F7")!, dark: RGBA(hex: "#1C1C1E")!)])
        let page = try renderHTML(##"{"type": "text", "props": {"content": "x"}, "inlineStyle": {"backgroundColor": "card", "foregroundColor": "#FF0000"}}"##, theme: theme)
        #expect(page.html.contains("background-color:var(--sdui-c0)"))
        #expect(page.html.contains("color:#ff0000"))
        #expect(page.stylesheet.contains(":root{--sdui-c0:#f2f2f7;}@media (prefers-color-scheme: dark){:root{--sdui-c0:#1c1c1e;}}"))
    }

    @Test func scrollViewsOnBothAxes() throws {
        let vertical = try renderHTML(#"{"type": "scroll", "children": [{"type": "text", "props": {"content": "a"}}]}"#).html
        #expect(vertical.contains("class=\"sv xs g\""))
        let horizontal = try renderHTML(#"{"type": "scroll", "props": {"axis": "horizontal", "showsIndicators": false}, "children": []}"#).html
        #expect(horizontal.contains("class=\"sh no-ind xs\""))
    }

    @Test func gridColumnsFollowTheirSpecs() throws {
        let html = try renderHTML(#"{"type": "grid", "props": {"columns": [{"fixed": 80}, {"minimum": 50}, {"adaptive": 100}], "spacing": 4}, "children": []}"#).html
        #expect(html.contains("grid-template-columns:80px minmax(50px,1fr) repeat(auto-fill,minmax(100px,1fr));gap:4px"))
    }

    @Test func imagesUseTheirContentModeAndAltText() throws {
        let html = try renderHTML(#"{"type": "image", "props": {"source": "/a.png", "contentMode": "fill", "resizable": true, "alt": "Cover"}, "inlineStyle": {"width": 60, "height": 60, "clipShape": "circle"}}"#).html
        #expect(html.contains("<img class=\"img fill ns nsv\" style=\"width:60px;height:60px;border-radius:50%;overflow:hidden\" src=\"/a.png\" alt=\"Cover\""))
    }

    @Test func listsShowAPageOfRowsWithSeparatorsAndShowMore() throws {
        let items: [JSONValue] = (1...250).map { ["id": .number(Double($0)), "name": .string("Row \($0)")] }
        let json = #"{"type": "vstack", "children": [{"type": "list", "props": {"items": "$.items", "separator": true, "itemTemplate": {"type": "text", "props": {"content": "$.item.name", "accessibilityIdentifier": "row-${$.item.id}"}}}}]}"#
        let page = try renderHTML(json, data: ["items": .array(items)])
        #expect(occurrences(of: "data-testid=\"row-", in: page.html) == 100)
        #expect(occurrences(of: "class=\"sep\"", in: page.html) == 99)
        #expect(page.html.contains("Show more (150)"))
        let key = try #require(page.interactions.entries.values.compactMap { interaction -> String? in
            if case .showMoreRows(let key) = interaction { return key }
            return nil
        }.first)
        var options = WebRenderOptions()
        options.rowLimits[key] = 200
        let more = try renderHTML(json, data: ["items": .array(items)], options: options)
        #expect(occurrences(of: "data-testid=\"row-", in: more.html) == 200)
    }

    @Test func everyContentCaseRenders() throws {
        // One node per case; placeholders, sheets and custom views included.
        let json = #"""
            {"type": "vstack", "children": [
              {"type": "hstack", "children": [{"type": "spacer"}, {"type": "divider"}]},
              {"type": "scroll", "children": [{"type": "list", "props": {"items": "$.a", "itemTemplate": {"type": "text", "props": {"content": "$.item"}}}}]},
              {"type": "grid", "children": [{"type": "image", "props": {"systemName": "star.fill"}}]},
              {"type": "progress"}, {"type": "button", "props": {"label": "Go"}}, {"type": "search_bar", "props": {"binding": "$.q"}},
              {"type": "tab_view", "props": {"tabs": [{"title": "A", "screen": "a"}]}},
              {"type": "navigation_stack", "props": {"root": {"type": "screen", "props": {"title": "Inner"}, "children": [{"type": "text", "props": {"content": "in"}}]}}},
              {"type": "sheet", "props": {"isPresented": "$.shown", "content": {"type": "text", "props": {"content": "sheet body"}}}},
              {"type": "custom", "props": {"viewId": "map"}},
              {"type": "vstak"}
            ]}
            """#
        var decoder = SchemaDecoder()
        let node = decoder.node(try JSONDocument.parse(json).root)
        let resolved = try #require(Resolver(theme: Theme(), environment: .fixed()).resolve(node, in: DataContext(root: ["a": [1, 2], "shown": true])))
        let html = WebRenderer().render(resolved, screen: ScreenID(rawValue: 1)).html
        for fragment in ["class=\"dv", "class=\"sv", "class=\"grid", "class=\"spinner\"", ">Go<", "role=\"search\"", "class=\"seg", "Inner", "sheet body", "native view", "class=\"placeholder\""] {
            #expect(html.contains(fragment), "missing \(fragment)")
        }
    }

    @Test func hugeLengthsNeverPrintInfinity() throws {
        let html = try renderHTML(#"""
            {"type": "text", "props": {"content": "x"}, "inlineStyle": {"fontSize": 1e308, "padding": 1e308, "cornerRadius": 1e308},
             "modifiers": [{"frame": {"width": 1e308}}, {"offset": {"x": 1e308}}, {"padding": 1e308}]}
            """#).html
        #expect(!html.contains("inf"))
        #expect(html.contains("padding:1e+308px"))
    }
}
