import ViewEngine

extension NodeWriter {
    /// An alert, dialog, popover or cover written as a node: the layer its modifier draws,
    /// while shown; nothing where it stands.
    mutating func presentation(_ presentation: RenderNode.Presentation) -> String {
        let html: String
        switch presentation {
        case .alert(let dialog): html = dialog.isPresented ? dialogHTML(dialog, isActionSheet: false) : ""
        case .confirmationDialog(let dialog): html = dialog.isPresented ? dialogHTML(dialog, isActionSheet: true) : ""
        case .popover(let sheet): html = presented(sheet, fillsPhone: false)
        case .fullScreenCover(let sheet): html = presented(sheet, fillsPhone: true)
        }
        if !html.isEmpty { usesModifierStylesheet = true }
        return html
    }
}
