import ViewEngine

extension NodeWriter {
    /// Where a context menu's items are written in the node's path (below the node's own
    /// children and the other modifiers' views, which use small negative numbers).
    static let contextMenuPath = -1000

    mutating func apply(_ modifier: RenderModifier.Interaction, to box: inout ModifierBox) {
        switch modifier {
        case .disabled(let disabled):
            guard disabled else { return }
            usesModifierStylesheet = true
            box.element.set("inert", "")
            box.element.classes.append("m-disabled")
        case .onTapGesture(_, let action):
            guard let screen else { return }
            if box.element.has(WireProtocol.Attribute.action.rawValue) { box.wrap() }
            box.element.set(.action, String(interactions.register(.perform(action, screen: screen))))
            box.element.set("role", "button")
            box.element.set("tabindex", "0")
            box.element.classes.append("tap")
        case .onLongPressGesture, .onAppear, .onDisappear, .task, .sensoryFeedback:
            // Not run or played by the browser preview (documented as `none`).
            break
        case .refreshable(let action):
            guard let screen else { return }
            usesModifierStylesheet = true
            let id = interactions.register(.perform(action, screen: screen))
            box.wrap()
            box.element.body = "<button type=\"button\" class=\"btn tint m-refresh\"\(WireProtocol.Attribute.action.markup(String(id)))\(WireProtocol.Attribute.testID.markup("refresh"))>Refresh</button>" + box.element.body
        case .allowsHitTesting(let enabled):
            if !enabled { box.element.styles.append("pointer-events:none") }
        case .contentShape:
            // The browser hit-tests the whole box (documented as `partial`).
            break
        case .scrollDisabled(let disabled):
            if disabled { box.element.styles.append("overflow:hidden") }
        case .scrollIndicators(let visible):
            if !visible { box.element.classes.append("no-ind") }
        case .onSubmit:
            // Reaches the fields inside through the environment.
            break
        case .scrollTargetBehavior:
            usesModifierStylesheet = true
            box.element.classes.append("m-snap")
        case .contextMenu(let items):
            // The popover sits beside the view, not inside it (a button cannot hold buttons);
            // the client script opens it from the wrapper.
            box.wrap()
            let popoverID = menuPopoverID("context-")
            box.element.body += menuPopover(popoverID, items: items, firstIndex: Self.contextMenuPath)
            box.element.set(.contextMenu, popoverID)
            box.element.set("aria-haspopup", "menu")
            box.element.set("aria-keyshortcuts", "Shift+F10")
            box.element.set("tabindex", "0")
            box.element.classes.append("context-menu")
        }
    }
}
