import Testing
import ViewEngine

@testable import PeerImport

/// JSONToSwiftUI, one documented component and property at a time (its README's "Supported
/// Components" and "Supported Properties").
@Suite struct JSONToSwiftUIConverterTests {
    static let features = [
        Feature("vstack spacing and alignment", ##"{"type": "vstack", "properties": {"spacing": 20, "alignment": "leading"}}"##,
            ##"{"type": "vstack", "spacing": 20, "alignment": "leading"}"##),
        Feature("hstack", ##"{"type": "hstack", "properties": {"alignment": "top"}}"##, ##"{"type": "hstack", "alignment": "top"}"##),
        Feature("zstack", ##"{"type": "zstack", "properties": {"alignment": "bottom"}}"##, ##"{"type": "zstack", "alignment": "bottom"}"##),
        Feature("scrollView axis and indicators", ##"{"type": "scrollView", "properties": {"scrollAxis": "horizontal", "showsIndicators": false}}"##,
            ##"{"type": "scroll", "axis": "horizontal", "showsIndicators": false}"##),
        Feature("text content", ##"{"type": "text", "properties": {"content": "Hi"}}"##, ##"{"type": "text", "content": "Hi"}"##),
        Feature("text size, weight and colour", ##"{"type": "text", "properties": {"content": "Hi", "fontSize": 28, "fontWeight": "bold", "foregroundColor": "blue"}}"##,
            ##"{"type": "text", "content": "Hi", "inlineStyle": {"fontSize": 28, "fontWeight": "bold"}, "modifiers": [{"foregroundColor": "blue"}]}"##),
        Feature("a dollar in text stays text", ##"{"type": "text", "properties": {"content": "$5 a month"}}"##,
            ##"{"type": "text", "content": "\\$5 a month"}"##),
        Feature("image symbol", ##"{"type": "image", "properties": {"imageName": "star.fill"}}"##, ##"{"type": "image", "systemName": "star.fill"}"##),
        Feature("image URL", ##"{"type": "image", "properties": {"imageURL": "https://example.com/a.png"}}"##,
            ##"{"type": "image", "source": "https://example.com/a.png"}"##),
        Feature("image size, resizable, aspect", ##"{"type": "image", "properties": {"imageName": "star", "imageWidth": 40, "imageHeight": 30, "resizable": true, "aspectRatio": "fill"}}"##,
            ##"{"type": "image", "systemName": "star", "resizable": true, "contentMode": "fill", "modifiers": [{"frame": {"width": 40, "height": 30}}]}"##),
        Feature("button label and look in the renderer's order",
            ##"{"type": "button", "properties": {"cornerRadius": 10, "buttonLabel": "Go", "backgroundColor": "blue", "foregroundColor": "white", "padding": 15}}"##,
            ##"{"type": "button", "label": "Go", "modifiers": [{"padding": 15}, {"foregroundColor": "white"}, {"background": "blue"}, {"cornerRadius": 10}]}"##),
        Feature("rectangle filled with its background colour", ##"{"type": "rectangle", "properties": {"width": 150, "height": 200, "backgroundColor": "red"}}"##,
            ##"{"type": "rectangle", "fill": "red", "modifiers": [{"frame": {"width": 150, "height": 200}}]}"##),
        Feature("circle", ##"{"type": "circle", "properties": {"backgroundColor": "#00FF00AA"}}"##, ##"{"type": "circle", "fill": "#00FF00AA"}"##),
        Feature("divider and spacer", ##"{"type": "vstack", "children": [{"type": "divider"}, {"type": "spacer"}]}"##,
            ##"{"type": "vstack", "children": [{"type": "divider"}, {"type": "spacer"}]}"##),
        Feature("max sizes", ##"{"type": "text", "properties": {"content": "a", "maxWidth": 300, "maxHeight": 100}}"##,
            ##"{"type": "text", "content": "a", "modifiers": [{"frame": {"maxWidth": 300, "maxHeight": 100}}]}"##),
        Feature("named colours", ##"{"type": "text", "properties": {"content": "a", "foregroundColor": "secondary", "backgroundColor": "Gray"}}"##,
            ##"{"type": "text", "content": "a", "modifiers": [{"foregroundColor": "secondary"}, {"background": "gray"}]}"##),
    ]

    @Test(arguments: features)
    func documentedFeatureConverts(_ feature: Feature) throws {
        try expectConverts(feature, .jsontoswiftui)
    }

    @Test func everyDocumentedColourNameConverts() throws {
        for name in ["red", "blue", "green", "yellow", "orange", "purple", "pink", "gray", "black", "white", "primary", "secondary"] {
            let file = try imported(.jsontoswiftui, ##"{"type": "text", "properties": {"content": "a", "foregroundColor": "\##(name)"}}"##)
            #expect(file.diagnostics.isEmpty, "\(name)")
            #expect(try problems(file.screen) == [], "\(name)")
        }
    }

    @Test func whatHasNoCounterpartIsReportedWhereItIsWritten() throws {
        let text = """
            {"type": "vstack", "properties": {"spacing": 8, "blink": true}, "children": [
              {"type": "carousel"},
              {"type": "text", "properties": {"content": "a", "foregroundColor": "teal-ish"}, "children": [{"type": "text"}]},
              {"type": "image", "properties": {}}
            ]}
            """
        let file = try imported(.jsontoswiftui, text)
        #expect(file.diagnostics.all.map { "\($0.code.name) \($0.location) \($0.path!)" } == [
            "SDUI0803 1:58 $.properties.blink",
            "SDUI0804 2:12 $.children[0].type",
            "SDUI0806 3:70 $.children[1].properties.foregroundColor",
            "SDUI0803 3:95 $.children[1].children",
            "SDUI0803 4:3 $.children[2]",
        ])
        #expect(file.diagnostics.all.allSatisfy { $0.file == "peer.json" })
        // The rest converts: the stack with its spacing and the text without its colour.
        #expect(file.screen == (try json(##"{"type": "vstack", "spacing": 8, "children": [{"type": "text", "content": "a"}]}"##)))
    }
}
