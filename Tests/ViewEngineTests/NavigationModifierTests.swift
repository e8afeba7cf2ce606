import Testing

@testable import ViewEngine

/// Navigation and presentation modifiers in the render tree: checked when decoded, folded into
/// a screen where the navigation bar draws them, and alert buttons that close their alert.
@Suite struct NavigationModifierTests {
    let alert = ##"{"type": "text", "content": "x", "modifiers": [{"alert": {"title": "Delete?", "isPresented": "$.ask", "message": "Gone for good.", "buttons": [{"title": "Delete", "role": "destructive", "action": {"actionType": "reload"}}, {"title": "Keep", "role": "cancel"}]}}]}"##

    @Test func everyAlertButtonFirstClosesTheAlert() throws {
        let (node, diagnostics) = try decodeNode(alert)
        #expect(!diagnostics.hasErrors, "\(diagnostics.all)")
        let rendered = try #require(Resolver(theme: Theme(), environment: .fixed()).resolve(node, in: DataContext(root: ["ask": true])))
        guard case .navigation(.alert(let dialog))? = rendered.modifiers.first else {
            Issue.record("no alert in \(rendered.modifiers)")
            return
        }
        #expect(dialog.buttons.map(\.title) == ["Delete", "Keep"])
        for button in dialog.buttons {
            guard case .sequence(let steps) = button.action.action.kind, case .setState(let key, let value)? = steps.first?.kind else {
                Issue.record("\(button.title) does not close first: \(button.action.action.kind)")
                continue
            }
            #expect(key.description == "ask" && value.isConstant, "\(key)")
        }
        guard case .sequence(let steps) = dialog.buttons[0].action.action.kind, case .reload? = steps.last?.kind else {
            Issue.record("Delete lost its own action")
            return
        }
    }

    @Test func aTitleAndToolbarOnAScreenGoInItsNavigationBar() throws {
        let (node, _) = try decodeNode(##"{"type": "screen", "modifiers": [{"navigationTitle": "Library"}, {"navigationBarTitleDisplayMode": "inline"}, {"toolbar": {"content": {"type": "button", "label": "Edit"}}}, {"toolbar": {"placement": "bottomBar", "content": {"type": "text", "content": "Bottom"}}}], "children": []}"##)
        let rendered = try #require(Resolver(theme: Theme(), environment: .fixed()).resolve(node, in: DataContext(root: [:])))
        guard case .screen(let screen) = rendered.content else {
            Issue.record("not a screen")
            return
        }
        #expect(screen.title == "Library" && screen.titleDisplayMode == .inline)
        #expect(screen.toolbar.count == 1, "the trailing item is folded into the bar")
        #expect(rendered.modifiers.count == 1, "the bottom-bar item stays a modifier: \(rendered.modifiers)")
    }

    @Test func presentationArgumentsAreCheckedWhenDecoded() throws {
        let (_, diagnostics) = try decodeNode(##"{"type": "text", "content": "x", "modifiers": [{"sheet": {"isPresented": "$.a == 1", "content": {"type": "text", "content": "y"}}}, {"presentationDetents": ["medium", "huge"]}, {"alert": {"title": "t"}}]}"##)
        // Each problem by its code, at the modifier that has it.
        let found = diagnostics.all.map { ($0.code, $0.path?.description ?? "") }
        #expect(found.count == 3, "\(diagnostics.all)")
        #expect(found.contains { $0.0 == .notAPlainPath && $0.1 == "$.modifiers[0].sheet.isPresented" }, "\(diagnostics.all)")
        #expect(found.contains { $0.0 == .invalidChoice && $0.1.hasPrefix("$.modifiers[1]") }, "\(diagnostics.all)")
        #expect(found.contains { $0.0 == .missingModifierArgument && $0.1.hasPrefix("$.modifiers[2]") }, "\(diagnostics.all)")
    }
}
