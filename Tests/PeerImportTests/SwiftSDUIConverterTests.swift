import Testing
import ViewEngine

@testable import PeerImport

/// SwiftSDUI, one documented feature at a time (its README's components, common properties,
/// parameters and actions, and Appendix A).
@Suite struct SwiftSDUIConverterTests {
    static let features = [
        Feature("type ignores case", ##"{"type": "VStack", "spacing": 8}"##, ##"{"type": "vstack", "spacing": 8}"##),
        Feature("a parameter inside text", ##"{"type": "text", "text": "Hello, $first_name $last_name!"}"##,
            ##"{"type": "text", "content": "Hello, ${$.first_name | default:'$first_name'} ${$.last_name | default:'$last_name'}!"}"##),
        Feature("a parameter alone keeps its type", ##"{"type": "vstack", "spacing": "$gap"}"##, ##"{"type": "vstack", "spacing": "$.gap"}"##),
        Feature("a dollar that is no parameter", ##"{"type": "text", "text": "Only $5"}"##, ##"{"type": "text", "content": "Only $5"}"##),
        Feature("padding as a number and as edges", ##"{"type": "vstack", "children": [{"type": "spacer", "padding": 4}, {"type": "spacer", "padding": "all:12"}, {"type": "spacer", "padding": "horizontal:16,vertical:8"}, {"type": "spacer", "padding": "left:8,right:2,top:1"}]}"##,
            ##"{"type": "vstack", "children": [{"type": "spacer", "modifiers": [{"padding": 4}]}, {"type": "spacer", "modifiers": [{"padding": 12}]}, {"type": "spacer", "modifiers": [{"padding": {"horizontal": 16, "vertical": 8}}]}, {"type": "spacer", "modifiers": [{"padding": {"leading": 8, "trailing": 2, "top": 1}}]}]}"##),
        Feature("margin is outer padding, applied last", ##"{"type": "text", "text": "a", "margin": 10, "backgroundColor": "red", "padding": 4}"##,
            ##"{"type": "text", "content": "a", "modifiers": [{"padding": 4}, {"background": "red"}, {"padding": 10}]}"##),
        Feature("sizes", ##"{"type": "vstack", "children": [{"type": "spacer", "width": 10, "height": 20}, {"type": "spacer", "size": "30,40"}, {"type": "spacer", "size": "width:5,height:6"}, {"type": "spacer", "minWidth": 1, "maxWidth": -1, "maxSize": "-1,50", "minSize": "2,3"}]}"##,
            ##"{"type": "vstack", "children": [{"type": "spacer", "modifiers": [{"frame": {"width": 10, "height": 20}}]}, {"type": "spacer", "modifiers": [{"frame": {"width": 30, "height": 40}}]}, {"type": "spacer", "modifiers": [{"frame": {"width": 5, "height": 6}}]}, {"type": "spacer", "modifiers": [{"frame": {"minWidth": 2, "maxWidth": "infinity", "maxHeight": 50, "minHeight": 3}}]}]}"##),
        Feature("colours: background, foreground, grey, #RGB", ##"{"type": "text", "text": "a", "color": "grey", "backgroundColor": "#FA0"}"##,
            ##"{"type": "text", "content": "a", "modifiers": [{"foregroundColor": "gray"}, {"background": "#FA0"}]}"##),
        Feature("opacity, aspect ratio, offset, safe area", ##"{"type": "color", "color": "red", "opacity": 0.5, "aspectRatio": 1.5, "offset": "x:10,y:-4", "ignoresSafeArea": "all"}"##,
            ##"{"type": "color", "color": "red", "modifiers": [{"aspectRatio": {"ratio": 1.5, "contentMode": "fit"}}, {"opacity": 0.5}, {"offset": {"x": 10, "y": -4}}, {"ignoresSafeArea": true}]}"##),
        Feature("offset as a pair", ##"{"type": "spacer", "offset": "3,4"}"##, ##"{"type": "spacer", "modifiers": [{"offset": {"x": 3, "y": 4}}]}"##),
        Feature("decoration", ##"{"type": "text", "text": "a", "decoration": "cornerRadius:12,borderColor:#DDDDDD,borderWidth:2,shadowColor:#00000033,shadowRadius:4,shadowOffset:(x:0,y:2)"}"##,
            ##"{"type": "text", "content": "a", "modifiers": [{"cornerRadius": 12}, {"border": {"color": "#DDDDDD", "width": 2}}, {"shadow": {"radius": 4, "color": "#00000033", "x": 0, "y": 2}}]}"##),
        Feature("a tap on any node", ##"{"type": "text", "text": "a", "onTap": "#open"}"##,
            ##"{"type": "text", "content": "a", "onTap": {"actionType": "custom", "event": "open"}}"##),
        Feature("text size, weight, lines, alignment, scale", ##"{"type": "text", "text": "a", "fontSize": 16, "fontWeight": "semibold", "lineLimit": 2, "multilineTextAlignment": "right", "minimumScaleFactor": 0.5}"##,
            ##"{"type": "text", "content": "a", "inlineStyle": {"fontSize": 16, "fontWeight": "semibold"}, "lineLimit": 2, "modifiers": [{"multilineTextAlignment": "trailing"}, {"minimumScaleFactor": 0.5}]}"##),
        Feature("font in both forms", ##"{"type": "vstack", "children": [{"type": "text", "text": "a", "font": "size:20,weight:semibold"}, {"type": "text", "text": "b", "font": "18,bold"}]}"##,
            ##"{"type": "vstack", "children": [{"type": "text", "content": "a", "inlineStyle": {"fontSize": 20, "fontWeight": "semibold"}}, {"type": "text", "content": "b", "inlineStyle": {"fontSize": 18, "fontWeight": "bold"}}]}"##),
        Feature("underline and strikethrough", ##"{"type": "text", "text": "a", "underline": "color:#FF0000", "strikethrough": "true"}"##,
            ##"{"type": "text", "content": "a", "modifiers": [{"underline": {"color": "#FF0000"}}, {"strikethrough": true}]}"##),
        Feature("images: symbol, asset, URL, in priority order", ##"{"type": "vstack", "children": [{"type": "image", "imageSystemName": "star", "imageName": "Hero"}, {"type": "image", "imageURL": "https://example.com/a.png", "imageName": "Hero", "resizable": true, "contentMode": "fill"}]}"##,
            ##"{"type": "vstack", "children": [{"type": "image", "systemName": "star", "source": "asset:Hero"}, {"type": "image", "source": "asset:Hero", "resizable": true, "contentMode": "fill"}]}"##),
        Feature("button title, label node, action", ##"{"type": "hstack", "children": [{"type": "button", "title": "Buy", "action": "#buy"}, {"type": "button", "label": {"type": "text", "text": "Pay"}, "onTap": "pay"}, {"type": "button"}]}"##,
            ##"{"type": "hstack", "children": [{"type": "button", "label": "Buy", "action": {"actionType": "custom", "event": "buy"}}, {"type": "button", "label": {"type": "text", "content": "Pay"}, "action": {"actionType": "custom", "event": "pay"}}, {"type": "button", "label": "Button"}]}"##),
        Feature("rectangle, colour view, spacer", ##"{"type": "vstack", "children": [{"type": "rectangle", "color": "#EFEFEF"}, {"type": "color", "color": "red"}, {"type": "spacer"}]}"##,
            ##"{"type": "vstack", "children": [{"type": "rectangle", "fill": "#EFEFEF"}, {"type": "color", "color": "red"}, {"type": "spacer"}]}"##),
        Feature("stack children as one object, stack alignment", ##"{"type": "hstack", "alignment": "bottom", "children": {"type": "text", "text": "a"}}"##,
            ##"{"type": "hstack", "alignment": "bottom", "children": [{"type": "text", "content": "a"}]}"##),
        Feature("scroll view axis and indicators", ##"{"type": "scrollview", "axes": "horizontal", "showsIndicators": false}"##,
            ##"{"type": "scroll", "axis": "horizontal", "showsIndicators": false}"##),
        Feature("grid columns, its defaults", ##"{"type": "vstack", "children": [{"type": "grid", "columns": 3, "spacing": 6}, {"type": "grid"}]}"##,
            ##"{"type": "vstack", "children": [{"type": "grid", "columns": 3, "spacing": 6}, {"type": "grid", "columns": 2, "spacing": 8}]}"##),
        Feature("custom view", ##"{"type": "custom", "viewId": "custom_view_1"}"##, ##"{"type": "custom", "viewId": "custom_view_1"}"##),
    ]

    @Test(arguments: features)
    func documentedFeatureConverts(_ feature: Feature) throws {
        try expectConverts(feature, .swiftsdui)
    }

    @Test func malformedValuesAreReportedWithTheAcceptedForms() throws {
        let text = ##"{"type": "vstack", "alignment": "top", "padding": "all:wide", "size": "3", "decoration": "glow:1", "children": [{"type": "text", "text": "a", "font": "huge"}]}"##
        #expect(try reports(.swiftsdui, text) == [
            "SDUI0806 $.alignment", "SDUI0806 $.padding", "SDUI0806 $.size", "SDUI0806 $.decoration", "SDUI0806 $.children[0].font",
        ])
        let message = try imported(.swiftsdui, text).diagnostics.all[1].message
        #expect(message.contains("\"horizontal:16,vertical:8\""), "\(message)")
    }

    @Test func safeAreaEdgesCarryOver() throws {
        let file = try imported(.swiftsdui, ##"{"type": "color", "color": "red", "ignoresSafeArea": "top"}"##)
        #expect(file.diagnostics.isEmpty)
        #expect(file.screen == (try json(##"{"type": "color", "color": "red", "modifiers": [{"ignoresSafeArea": "top"}]}"##)))
    }
}
