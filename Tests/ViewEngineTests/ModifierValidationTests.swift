import Testing
@testable import ViewEngine

/// What validation checks inside modifiers: the views an `overlay` or `background` draws, the
/// colours modifiers name, and modifier actions (each reported once), all at their JSON path.
@Suite struct ModifierValidationTests {
    private let app = #"{"name": "T", "root": "home"}"#

    @Test func viewsInsidePaintsAreCheckedLikeChildren() {
        let diagnostics = validateFiles([
            "app.json": app,
            "screens/home.json": #"""
            {"type": "text", "content": "x", "modifiers": [
              {"overlay": {"view": {"type": "text", "content": "y", "style": "titel"}}},
              {"background": {"view": {"type": "button", "label": "Go", "action": {"type": "navigate", "screen": "nowhere"}}}}
            ]}
            """#,
        ])
        #expect(diagnostics.codes == [.unknownPreset, .unknownScreen], "\(diagnostics.all)")
        #expect(diagnostics.all.map { $0.path?.description ?? "" } == [
            "$.modifiers[0].overlay.view.style", "$.modifiers[1].background.view.action",
        ])
    }

    @Test func aViewInAPropsPaintIsCheckedToo() {
        let diagnostics = validateFiles([
            "app.json": app,
            "screens/home.json": #"{"type": "rectangle", "fill": {"view": {"type": "text", "content": "x", "style": "nostyle", "onTap": {"type": "navigate", "screen": "nowhere"}}}}"#,
        ])
        #expect(diagnostics.codes == [.unknownPreset, .unknownScreen], "\(diagnostics.all)")
    }

    @Test func aModifiersActionIsReportedOnce() {
        let diagnostics = validateFiles([
            "app.json": app,
            "screens/home.json": #"{"type": "text", "content": "x", "modifiers": [{"onTapGesture": {"type": "navigate", "screen": "nowhere"}}]}"#,
        ])
        #expect(diagnostics.codes == [.unknownScreen], "\(diagnostics.all)")
    }

    @Test func unknownColoursOfModifiersAreReportedAtTheModifier() {
        let diagnostics = validateFiles([
            "app.json": app,
            "screens/home.json": #"""
            {"type": "text", "content": "x", "modifiers": [
              {"foregroundStyle": "blu"}, {"border": {"color": "red", "width": 1}}, {"background": {"linearGradient": {"colors": ["red", "grene"]}}}
            ]}
            """#,
        ])
        #expect(diagnostics.codes == [.unknownColor, .unknownColor], "\(diagnostics.all)")
        #expect(diagnostics.all.map { $0.path?.description ?? "" } == ["$.modifiers[0].foregroundStyle", "$.modifiers[2].background"])
        #expect(diagnostics.messages[0].contains("did you mean 'blue'?"), "\(diagnostics.messages)")
    }

    @Test func aScrollTargetMayBeInsideAnOverlay() {
        let diagnostics = validateFiles([
            "app.json": app,
            "screens/home.json": #"""
            {"type": "scroll", "children": [
              {"type": "text", "content": "x", "modifiers": [{"overlay": {"view": {"type": "text", "id": "badge", "content": "1"}}}]},
              {"type": "button", "label": "To badge", "action": {"type": "scrollTo", "id": "badge"}},
              {"type": "text", "content": "y", "onTap": {"type": "scrollTo", "id": "bagde"}}
            ]}
            """#,
        ])
        #expect(diagnostics.codes == [.unknownScrollTarget], "\(diagnostics.all)")
        #expect(diagnostics.messages.first?.contains("'bagde'") == true, "\(diagnostics.messages)")
    }

    @Test func decodingErrorsInsideAModifierNameIt() throws {
        let (_, diagnostics) = try decodeNode(#"{"type": "text", "content": "x", "modifiers": [{"overlay": {"view": {"type": "txt"}}}]}"#)
        #expect(diagnostics.codes == [.unknownNodeType], "\(diagnostics.all)")
        #expect(diagnostics.all.first?.path?.description == "$.modifiers[0].overlay.view")
    }
}
