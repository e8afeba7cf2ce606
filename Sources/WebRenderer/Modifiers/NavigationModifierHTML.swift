import ViewEngine

extension NodeWriter {
    /// Titles and toolbars written on a screen node are folded into the screen by the resolver
    /// (the navigation bar draws them); presentations are layers over the phone, written into
    /// the view's element while their state path is true.
    mutating func apply(_ modifier: RenderModifier.Navigation, to box: inout ModifierBox) {
        switch modifier {
        case .navigationTitle, .navigationBarTitleDisplayMode, .toolbar, .toolbarBackground:
            // On a screen: already in its navigation bar. Elsewhere: not drawn (documented).
            break
        case .presentationDetents, .presentationDragIndicator, .interactiveDismissDisabled:
            // Read from the content by the sheet that presents it.
            break
        case .badge(let label):
            usesModifierStylesheet = true
            box.wrap()
            box.element.styles = ["display:flex", "flex-direction:row", "align-items:center", "gap:8px"]
            box.element.body += "<span class=\"m-badge\">" + HTMLEscaping.escape(label) + "</span>"
        case .alert(let dialog):
            guard dialog.isPresented else { return }
            appendLayer(dialogHTML(dialog, isActionSheet: false), to: &box)
        case .confirmationDialog(let dialog):
            guard dialog.isPresented else { return }
            appendLayer(dialogHTML(dialog, isActionSheet: true), to: &box)
        case .sheet(let sheet), .popover(let sheet):
            appendLayer(presented(sheet, fillsPhone: false), to: &box)
        case .fullScreenCover(let sheet):
            appendLayer(presented(sheet, fillsPhone: true), to: &box)
        case .searchable(let field):
            box.wrap()
            path.append(-2)
            box.element.body = textField(field, accessibility: .none).html + box.element.body
            path.removeLast()
        }
    }

    private mutating func appendLayer(_ html: String, to box: inout ModifierBox) {
        guard !html.isEmpty else { return }
        usesModifierStylesheet = true
        // Its buttons cannot go inside a button, link or label (the parser would close it).
        if box.element.isVoid || ["button", "a", "label"].contains(box.element.tag) { box.wrap() }
        box.element.body += html
    }

    /// A sheet (or cover) while presented, honouring the modifiers on its content: its
    /// smallest detent, a hidden grabber, and whether a tap outside dismisses it.
    mutating func presented(_ sheet: RenderNode.Sheet, fillsPhone: Bool) -> String {
        guard sheet.isPresented, let content = sheet.content else { return "" }
        var detent: RenderModifier.PresentationDetent = .large
        var showsGrabber = !fillsPhone
        var dismissible = true
        for case .navigation(let modifier) in content.modifiers {
            switch modifier {
            case .presentationDetents(let detents): if detents.contains(.medium) { detent = .medium }
            case .presentationDragIndicator(let visibility): showsGrabber = visibility != .hidden && !fillsPhone
            case .interactiveDismissDisabled(let disabled): dismissible = !disabled
            default: break
            }
        }
        var close = ""
        if let screen { close = WireProtocol.Attribute.action.markup(String(interactions.register(.closeBoundSheet(binding: sheet.binding, screen: screen)))) }
        path.append(-3)
        let body = render(content, in: .column)
        path.removeLast()
        let dismiss = dismissible ? close : ""
        let cardClass = fillsPhone ? "sheet-card m-cover" : (detent == .medium ? "sheet-card m-medium" : "sheet-card")
        return "<div class=\"sheet-layer\"><button type=\"button\" class=\"backdrop\" aria-label=\"\(HTMLEscaping.escape(options.systemStrings.dismiss))\"\(dismiss)></button>"
            + "<div class=\"\(cardClass)\" role=\"dialog\" aria-modal=\"true\">"
            + (showsGrabber ? "<button type=\"button\" class=\"grabber\" aria-label=\"\(HTMLEscaping.escape(options.systemStrings.dismiss))\"\(WireProtocol.Attribute.testID.markup("sheet-dismiss"))\(dismiss)></button>" : "")
            + (fillsPhone ? "<button type=\"button\" class=\"btn tint m-close\"\(WireProtocol.Attribute.testID.markup("cover-close"))\(close)>" + HTMLEscaping.escape(options.systemStrings.close) + "</button>" : "")
            + "<div class=\"sheet-content v\">" + body.html + "</div></div></div>"
    }

    /// An alert (centred card) or a confirmation dialog (buttons at the bottom, with Cancel).
    mutating func dialogHTML(_ dialog: RenderModifier.Dialog, isActionSheet: Bool) -> String {
        var close = ""
        if let screen { close = WireProtocol.Attribute.action.markup(String(interactions.register(.closeBoundSheet(binding: dialog.binding, screen: screen)))) }
        var buttons = ""
        for button in dialog.buttons {
            let action = screen.map { WireProtocol.Attribute.action.markup(String(interactions.register(.perform(button.action, screen: $0)))) } ?? ""
            let role = button.role == .destructive ? " destructive" : (button.role == .cancel ? " m-cancel" : "")
            buttons += "<button type=\"button\" class=\"btn tint\(role)\"\(action)>" + HTMLEscaping.escape(button.title) + "</button>"
        }
        let hasCancel = dialog.buttons.contains { $0.role == .cancel }
        if dialog.buttons.isEmpty && !isActionSheet {
            buttons = "<button type=\"button\" class=\"btn tint\"\(close)>" + HTMLEscaping.escape(options.systemStrings.ok) + "</button>"
        } else if isActionSheet && !hasCancel {
            buttons += "<button type=\"button\" class=\"btn tint m-cancel\"\(close)>" + HTMLEscaping.escape(options.systemStrings.cancel) + "</button>"
        }
        let title = dialog.showsTitle && !dialog.title.isEmpty ? "<p class=\"m-alert-title\">" + HTMLEscaping.escape(dialog.title) + "</p>" : ""
        let message = dialog.message.map { "<p class=\"m-alert-message\">" + HTMLEscaping.escape($0) + "</p>" } ?? ""
        return "<div class=\"sheet-layer m-dialog-layer\(isActionSheet ? " m-action-sheet" : "")\"><button type=\"button\" class=\"backdrop\" aria-label=\"\(HTMLEscaping.escape(options.systemStrings.dismiss))\"\(isActionSheet ? close : "")></button>"
            + "<div class=\"m-alert\" role=\"alertdialog\" aria-modal=\"true\" aria-label=\"\(HTMLEscaping.escape(dialog.title))\">"
            + title + message + "<div class=\"m-alert-buttons\">" + buttons + "</div></div></div>"
    }
}
