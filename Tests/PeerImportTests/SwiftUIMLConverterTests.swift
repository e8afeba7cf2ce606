import Testing
import ViewEngine

@testable import PeerImport

/// SwiftUIML, one documented feature at a time: its node tree (type, attributes, children),
/// ordered and repeatable attributes, nested `$type: node` values, and the views and modifiers
/// its README names.
@Suite struct SwiftUIMLConverterTests {
    static let features = [
        Feature("stack spacing and alignment, text and bold", ##"{"type": "VStack", "attributes": [["spacing", 20], ["alignment", "center"]], "children": [{"type": "Text", "attributes": [["text", "Hello"], ["bold", true]]}]}"##,
            ##"{"type": "vstack", "spacing": 20, "alignment": "center", "children": [{"type": "text", "content": "Hello", "modifiers": [{"bold": true}]}]}"##),
        Feature("button title and a Color node as background", ##"{"type": "Button", "attributes": [["title", "Tap"], ["background", {"$type": "node", "type": "Color", "attributes": [["value", "blue"]]}]]}"##,
            ##"{"type": "button", "label": "Tap", "modifiers": [{"background": "blue"}]}"##),
        Feature("a view node as background", ##"{"type": "Text", "attributes": [["text", "a"], ["background", {"$type": "node", "type": "Circle", "attributes": [["foregroundColor", "red"]]}]]}"##,
            ##"{"type": "text", "content": "a", "modifiers": [{"background": {"view": {"type": "circle", "modifiers": [{"foregroundColor": "red"}]}}}]}"##),
        Feature("modifiers keep their order and may repeat", ##"{"type": "Text", "attributes": [["text", "a"], ["padding", 8], ["background", "red"], ["padding", {"horizontal": 4}]]}"##,
            ##"{"type": "text", "content": "a", "modifiers": [{"padding": 8}, {"background": "red"}, {"padding": {"horizontal": 4}}]}"##),
        Feature("font by text style and by size", ##"{"type": "VStack", "children": [{"type": "Text", "attributes": [["text", "a"], ["font", "title"]]}, {"type": "Text", "attributes": [["text", "b"], ["font", {"fixedSize": 14}]]}]}"##,
            ##"{"type": "vstack", "children": [{"type": "text", "content": "a", "modifiers": [{"font": "title"}]}, {"type": "text", "content": "b", "inlineStyle": {"fontSize": 14}}]}"##),
        Feature("frame, corner radius, shadow, foreground colour", ##"{"type": "Text", "attributes": [["text", "a"], ["frame", {"width": 60, "height": 60}], ["cornerRadius", 8], ["shadow", {"radius": 2}], ["foregroundColor", "gray"]]}"##,
            ##"{"type": "text", "content": "a", "modifiers": [{"frame": {"width": 60, "height": 60}}, {"cornerRadius": 8}, {"shadow": {"radius": 2}}, {"foregroundColor": "gray"}]}"##),
        Feature("a button's message and a tap elsewhere", ##"{"type": "VStack", "children": [{"type": "Button", "attributes": [["title", "Go"], ["onTap", "continue"]]}, {"type": "Text", "attributes": [["text", "t"], ["onTap", "tapped"]]}]}"##,
            ##"{"type": "vstack", "children": [{"type": "button", "label": "Go", "action": {"actionType": "custom", "event": "continue"}}, {"type": "text", "content": "t", "onTap": {"actionType": "custom", "event": "tapped"}}]}"##),
        Feature("images", ##"{"type": "HStack", "children": [{"type": "Image", "attributes": [["systemName", "star.fill"]]}, {"type": "AsyncImage", "attributes": [["url", "https://example.com/a.png"]]}]}"##,
            ##"{"type": "hstack", "children": [{"type": "image", "systemName": "star.fill"}, {"type": "async_image", "url": "https://example.com/a.png"}]}"##),
        Feature("scroll view, lazy stack, spacer, colour view", ##"{"type": "ScrollView", "attributes": [["axis", "horizontal"]], "children": [{"type": "LazyVStack", "attributes": [["spacing", 12]], "children": [{"type": "Spacer"}, {"type": "Color", "attributes": [["value", "#FF0000"]]}]}]}"##,
            ##"{"type": "scroll", "axis": "horizontal", "children": [{"type": "lazy_vstack", "spacing": 12, "children": [{"type": "spacer"}, {"type": "color", "color": "#FF0000"}]}]}"##),
        Feature("stable ids", ##"{"type": "Text", "id": "Text.0", "attributes": [["text", "a"]]}"##, ##"{"type": "text", "id": "Text.0", "content": "a"}"##),
        Feature("a view wrapped as its fixtures write it", ##"{"type": "Button", "attributes": [["title", "Go"], ["background", {"$type": "node", "value": {"type": "Color", "attributes": [["value", "blue"]]}}]]}"##,
            ##"{"type": "button", "label": "Go", "modifiers": [{"background": "blue"}]}"##),
        Feature("a shape's fill", ##"{"type": "Rectangle", "attributes": [["fill", "red"], ["frame", {"width": 50, "height": 20}]]}"##,
            ##"{"type": "rectangle", "fill": "red", "modifiers": [{"frame": {"width": 50, "height": 20}}]}"##),
        Feature("other SwiftUI modifiers with plain values", ##"{"type": "Text", "attributes": [["text", "a"], ["italic", true], ["opacity", 0.5], ["lineLimit", 2]]}"##,
            ##"{"type": "text", "content": "a", "modifiers": [{"italic": true}, {"opacity": 0.5}, {"lineLimit": 2}]}"##),
    ]

    @Test(arguments: features)
    func documentedFeatureConverts(_ feature: Feature) throws {
        try expectConverts(feature, .swiftuiml)
    }

    @Test func whatHasNoCounterpartIsReported() throws {
        let text = ##"{"type": "VStack", "attributes": [["spacing", 4], ["responsive", {"sm": 1}], "padding", ["glow", 2]], "children": [{"type": "Marquee"}]}"##
        let found = try reports(.swiftuiml, text)
        #expect(found == [
            "SDUI0803 $.attributes[1][1]", "SDUI0806 $.attributes[2]", "SDUI0803 $.attributes[3][1]", "SDUI0804 $.children[0].type",
        ])
        #expect(try imported(.swiftuiml, text).screen == (try json(##"{"type": "vstack", "spacing": 4}"##)))
    }

    @Test func aLightDarkPairSaysHowToWriteItHere() throws {
        let file = try imported(.swiftuiml, ##"{"type": "Text", "attributes": [["text", "a"], ["foregroundColor", "#FF0000:#0000FF"]]}"##)
        #expect(file.diagnostics.all.map(\.code) == [.peerNoCounterpart])
        #expect(file.diagnostics.all.first?.message.contains(##"add {"colors": {"NAME": {"light": "#FF0000", "dark": "#0000FF"}}} to theme.json"##) == true)
    }
}
