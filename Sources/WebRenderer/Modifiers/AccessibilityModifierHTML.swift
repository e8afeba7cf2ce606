import ViewEngine

extension NodeWriter {
    mutating func apply(_ modifier: RenderModifier.Accessibility, to box: inout ModifierBox) {
        switch modifier {
        case .label(let label):
            box.element.set("aria-label", label)
            // Generic elements cannot carry a name; a group can.
            if (box.element.tag == "div" || box.element.tag == "span") && !box.element.has("role") { box.element.set("role", "group") }
        case .hint(let hint): box.element.setHint(hint)
        case .value(let value):
            if Self.takesValueText(box.element) {
                box.element.set("aria-valuetext", value)
            } else {
                // ARIA allows `aria-valuetext` on range widgets only: anything else carries its
                // value as text for screen readers alone, read after its content as VoiceOver
                // reads a value after the label.
                usesModifierStylesheet = true
                if box.element.isVoid { box.wrap() }
                box.element.body += "<span class=\"m-sr\">, " + HTMLEscaping.escape(value) + "</span>"
            }
        case .identifier(let identifier): box.element.set(.testID, identifier)
        case .hidden(let hidden): if hidden { box.element.set("aria-hidden", "true") }
        case .addTraits(let traits):
            for trait in traits { add(trait, to: &box.element) }
        case .removeTraits(let traits):
            for trait in traits {
                if let role = Self.role(of: trait), box.element.attributes.contains(where: { $0.name == "role" && $0.value == role }) {
                    box.element.attributes.removeAll { $0.name == "role" }
                }
                if trait == .isSelected { box.element.attributes.removeAll { $0.name == "aria-selected" } }
            }
        case .sortPriority:
            // Browsers read in page order (documented as `none`).
            break
        case .element(let children):
            box.element.set("role", children == .ignore ? "img" : "group")
        case .action(let name, let action):
            guard let screen else { return }
            usesModifierStylesheet = true
            if box.element.isVoid { box.wrap() }
            let id = interactions.register(.perform(action, screen: screen))
            box.element.body += "<button type=\"button\" class=\"m-sr\"\(WireProtocol.Attribute.action.markup(String(id)))>" + HTMLEscaping.escape(name) + "</button>"
        case .heading(let level):
            box.element.set("role", "heading")
            // ARIA requires a level; 2 is its implicit default, what an unspecified level means.
            box.element.set("aria-level", String(level > 0 ? level : 2))
        }
    }

    /// Whether the element is a range widget, whose value ARIA's `aria-valuetext` describes:
    /// one of ARIA's range roles, or a range input, progress or meter element.
    static func takesValueText(_ element: Element) -> Bool {
        if let role = element.attributes.first(where: { $0.name == "role" })?.value {
            return ["slider", "progressbar", "scrollbar", "spinbutton", "meter"].contains(role)
        }
        return element.tag == "progress" || element.tag == "meter"
            || (element.tag == "input" && element.attributes.contains { $0.name == "type" && $0.value == "range" })
    }

    private func add(_ trait: RenderModifier.AccessibilityTrait, to element: inout Element) {
        if let role = Self.role(of: trait) {
            element.set("role", role)
            if trait == .isButton || trait == .isLink, !element.has("tabindex") { element.set("tabindex", "0") }
        }
        switch trait {
        case .isSelected: element.set("aria-selected", "true")
        case .isHeader: if !element.has("aria-level") { element.set("aria-level", "2") }
        case .isModal: element.set("aria-modal", "true")
        default: break
        }
    }

    static func role(of trait: RenderModifier.AccessibilityTrait) -> String? {
        switch trait {
        case .isButton: return "button"
        case .isHeader: return "heading"
        case .isLink: return "link"
        case .isImage: return "img"
        case .isSearchField: return "searchbox"
        case .isToggle: return "switch"
        case .isModal: return "dialog"
        case .isSelected, .isStaticText, .isSummaryElement: return nil
        }
    }
}
