import Testing

@testable import ViewEngine

/// `scrollTo`: decoded with its anchor, kept on the screen as a numbered request its render
/// tree carries, and checked against the screen's node ids.
@MainActor
struct ScrollToActionTests {
    static let screen = #"""
        {"type": "screen", "children": [
          {"type": "button", "label": "Chapter 3", "action": {"actionType": "scrollTo", "id": "$.env.target", "anchor": "top"}},
          {"type": "button", "label": "Nowhere", "action": {"actionType": "scrollTo", "id": "${$.missing}"}},
          {"type": "scroll", "children": [
            {"type": "text", "id": "chapter-1", "content": "One"},
            {"type": "text", "id": "chapter-3", "content": "Three"}
          ]}
        ]}
        """#

    func decoded(_ json: String) throws -> (Action?, Diagnostics) {
        var decoder = SchemaDecoder()
        let action = decoder.action(try document(json).root)
        return (action, decoder.diagnostics)
    }

    @Test func decodesItsIdAnchorAndAnimation() throws {
        let (action, diagnostics) = try decoded(#"{"actionType": "scrollTo", "id": "chapter-3", "anchor": "bottomLeading", "animated": false}"#)
        #expect(diagnostics.isEmpty, "\(diagnostics.all)")
        guard case .scrollTo(.literal("chapter-3"), let anchor, let animated)? = action?.kind else {
            Issue.record("not a scrollTo: \(String(describing: action?.kind))")
            return
        }
        #expect(anchor == AnchorPoint(x: 0, y: 1))
        #expect(animated == false)
        let (plain, _) = try decoded(#"{"actionType": "scrollTo", "id": "a"}"#)
        guard case .scrollTo(_, nil, true)? = plain?.kind else {
            Issue.record("defaults: no anchor, animated")
            return
        }
    }

    @Test func aWrongAnchorOrAMissingIdIsALocatedError() throws {
        let (_, badAnchor) = try decoded(#"{"actionType": "scrollTo", "id": "a", "anchor": "middle"}"#)
        #expect(badAnchor.all.map(\.code) == [.invalidChoice])
        #expect(badAnchor.all.first?.path?.description == "$.anchor")
        let (_, noID) = try decoded(#"{"actionType": "scrollTo", "anchor": "top"}"#)
        #expect(noID.all.map(\.code) == [.missingMember])
    }

    @Test func eachRunIsANewRequestTheScreenCarries() async throws {
        let runtime = try makeRuntime(["app.json": #"{"root": "home", "state": {"target": "chapter-3"}}"#, "home.json": Self.screen])
        await runtime.start()
        let home = try #require(runtime.activeScreen)
        guard case .screen(let before) = runtime.render(home).content else { throw ScreenMissing() }
        #expect(before.scrollRequest == nil)

        let tap = try RuntimeTests().button("Chapter 3", in: runtime.render(home))
        await runtime.perform(tap, on: home)
        guard case .screen(let first) = runtime.render(home).content, let request = first.scrollRequest else { throw ScreenMissing() }
        #expect(request.id == "chapter-3" && request.anchor == AnchorPoint(x: 0.5, y: 0) && request.animated)
        // Drawn again: the same request, so renderers do not scroll again.
        guard case .screen(let again) = runtime.render(home).content else { throw ScreenMissing() }
        #expect(again.scrollRequest == request)

        await runtime.perform(tap, on: home)
        guard case .screen(let second) = runtime.render(home).content, let next = second.scrollRequest else { throw ScreenMissing() }
        #expect(next.id == "chapter-3" && next.serial > request.serial)
    }

    @Test func anEmptyIdIsReportedAndScrollsNothing() async throws {
        let runtime = try makeRuntime(["app.json": #"{"root": "home"}"#, "home.json": Self.screen])
        await runtime.start()
        let home = try #require(runtime.activeScreen)
        await runtime.perform(try RuntimeTests().button("Nowhere", in: runtime.render(home)), on: home)
        guard case .screen(let screen) = runtime.render(home).content else { throw ScreenMissing() }
        #expect(screen.scrollRequest == nil)
        #expect(runtime.issues.map(\.code) == [.actionFailed], "\(runtime.issues)")
    }

    @Test func aLiteralIdNoNodeOfTheScreenHasIsAnError() throws {
        let diagnostics = try BundleTests().validate([
            "app.json": #"{"root": "home"}"#,
            "home.json": #"{"type": "vstack", "children": [{"type": "button", "label": "Go", "action": {"actionType": "sequence", "actions": [{"actionType": "scrollTo", "id": "chapter-9"}, {"actionType": "scrollTo", "id": "chapter-1"}]}}, {"type": "text", "id": "chapter-1", "content": "One"}]}"#,
        ])
        let found = diagnostics.all.filter { $0.code == .unknownScrollTarget }
        #expect(found.count == 1, "\(diagnostics.all)")
        #expect(found.first?.message.contains("'chapter-9'") == true)
        #expect(found.first?.message.contains("chapter-1") == true, "suggests the id the screen has")
        #expect(found.first?.path?.description.hasSuffix(".id") == true, "\(String(describing: found.first?.path))")
    }

    struct ScreenMissing: Error {}
}
