import Testing

@testable import ViewEngine

/// Other formats' style keys written on a node: a warning that names the modifier to use
/// (SDUI0801) instead of "unknown property", located at the key.
@Suite struct PeerStyleKeyTests {
    @Test func styleKeysOnTheNodeNameTheirModifier() throws {
        let (_, diagnostics) = try decodeNode("""
            {"type": "text", "content": "a", "padding": 16,
             "backgroundColor": "blue", "foregroundColor": "#FF0000", "cornerRadius": 10, "font": "title",
             "fontSize": 28, "width": 150, "opacity": 0.5}
            """)
        #expect(diagnostics.codes == Array(repeating: .styleKeyOnNode, count: 8))
        #expect(diagnostics.all.allSatisfy { $0.severity == .warning })
        #expect(diagnostics.messages == [
            #"'padding' is not a property of 'text' (a style key other formats write on the node): write the modifier 'padding': "modifiers": [{"padding": 16}]"#,
            #"'backgroundColor' is not a property of 'text' (a style key other formats write on the node): write the modifier 'background': "modifiers": [{"background": "blue"}]"#,
            ##"'foregroundColor' is not a property of 'text' (a style key other formats write on the node): write the modifier 'foregroundColor': "modifiers": [{"foregroundColor": "#FF0000"}]"##,
            #"'cornerRadius' is not a property of 'text' (a style key other formats write on the node): write the modifier 'cornerRadius': "modifiers": [{"cornerRadius": 10}]"#,
            #"'font' is not a property of 'text' (a style key other formats write on the node): write the modifier 'font': "modifiers": [{"font": "title"}]"#,
            #"'fontSize' is not a property of 'text' (a style key other formats write on the node): write "inlineStyle": {"fontSize": 28} (or the modifier 'font' with a text style: {"font": "title"})"#,
            #"'width' is not a property of 'text' (a style key other formats write on the node): write the modifier 'frame': "modifiers": [{"frame": {"width": 150}}]"#,
            #"'opacity' is not a property of 'text' (a style key other formats write on the node): write the modifier 'opacity': "modifiers": [{"opacity": 0.5}]"#,
        ])
        let first = try #require(diagnostics.all.first)
        #expect(first.location == ViewEngine.SourceLocation(line: 1, column: 34))
        #expect(first.path?.description == "$.padding")
    }

    @Test func aValueTheModifierDoesNotTakeBareIsReplacedByItsExample() throws {
        let (_, diagnostics) = try decodeNode(##"{"type": "vstack", "props": {"padding": "all:12", "font": "size:20,weight:semibold"}}"##)
        #expect(diagnostics.codes == [.styleKeyOnNode, .styleKeyOnNode])
        #expect(diagnostics.messages[0].hasSuffix(#""modifiers": [{"padding": {"horizontal": 16, "vertical": 8}}]"#))
        #expect(diagnostics.messages[1].hasSuffix(#""modifiers": [{"font": "title2"}]"#))
        #expect(diagnostics.all[0].path?.description == "$.props.padding")
    }

    @Test func aPropOfTheNodeIsNotAStyleKeyAndOtherKeysStayUnknown() throws {
        // `lineLimit` is a text prop and a modifier: as a prop it is read, not warned about.
        let (_, read) = try decodeNode(##"{"type": "text", "content": "a", "lineLimit": 2}"##)
        #expect(read.isEmpty)
        let (_, unknown) = try decodeNode(##"{"type": "text", "content": "a", "colour": "red"}"##)
        #expect(unknown.codes == [.unknownProperty])
    }

    @Test func peersPropertyWrappersPointToImport() throws {
        let (_, diagnostics) = try decodeNode(##"{"type": "text", "content": "a", "properties": {"content": "b"}, "attributes": [["text", "c"]]}"##)
        #expect(diagnostics.codes == [.peerFormatOnNode, .peerFormatOnNode])
        #expect(diagnostics.messages[0].contains("sdui import --from jsontoswiftui"))
        #expect(diagnostics.messages[1].contains("sdui import --from swiftuiml"))
    }
}
