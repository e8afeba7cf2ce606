import ViewEngine

/// Buttons, text fields and search bars.
extension NodeWriter {
    mutating func button(_ button: RenderNode.Button, node: RenderNode) -> Element {
        var element = Element("button", classes: ["btn"])
        element.set("type", "button")
        let label = phrasingLabel(button.label, in: .column)
        element.body = label.html
        element.flex = label.flex
        // SwiftUI tints a plain label (text, symbols); a composed label such as a card keeps
        // its own colours, which is what JSON authors mean by a tappable card.
        if Self.isPlainLabel(button.label) { element.classes.append("tint") }
        if button.role == .destructive { element.classes.append("destructive") }
        if button.isDisabled {
            element.set("disabled", "")
        } else if let action = button.action ?? node.onTap, let screen {
            element.set(.action, String(interactions.register(.perform(action, screen: screen))))
        }
        if node.accessibility.label == nil, let name = Self.iconOnlyName(button.label) {
            element.set("aria-label", name)
        }
        return element
    }

    /// A text, a symbol, or a stack of those.
    static func isPlainLabel(_ node: RenderNode) -> Bool {
        switch node.content {
        case .text: return true
        case .image(let image):
            if case .system = image.source { return true }
            return false
        case .stack(let stack):
            return stack.children.allSatisfy { child in
                switch child.content {
                case .text, .spacer: return true
                case .image(let image):
                    if case .system = image.source { return true }
                    return false
                default: return false
                }
            }
        default: return false
        }
    }

    /// For a label that is only a symbol: its description, else a readable form of the
    /// symbol's name, so no button is nameless to assistive technology.
    static func iconOnlyName(_ node: RenderNode) -> String? {
        guard case .image(let image) = node.content, case .system(let symbol) = image.source else { return nil }
        if let label = node.accessibility.label ?? image.alt { return label }
        return symbol.split(separator: ".").filter { $0 != "fill" && $0 != "circle" }.joined(separator: " ")
    }

    mutating func textField(_ field: RenderNode.TextField, accessibility: RenderNode.Accessibility) -> Element {
        var input = Element("input")
        input.isVoid = true
        input.set("type", field.isSecure ? "password" : (field.isSearch ? "search" : "text"))
        input.set("value", field.text)
        input.set("placeholder", field.placeholder)
        input.set("aria-label", accessibility.label ?? (field.placeholder.isEmpty ? "Text" : field.placeholder))
        if let hint = accessibility.hint { input.setHint(hint) }
        if let identifier = accessibility.identifier { input.set(.testID, identifier) }
        // `off` keeps the browser's own suggestions from covering the phone; axe-core accepts it
        // on text inputs only, and search and password inputs get none without it.
        if !field.isSearch && !field.isSecure { input.set("autocomplete", "off") }
        if field.isSearch { input.set("enterkeyhint", "search") }
        // Input modifiers of this field or a view around it (keyboard, autofill, return key).
        for attribute in environment.inputAttributes { input.set(attribute.name, attribute.value) }
        if let screen = writingScreen(field.binding) {
            let id = interactions.register(
                .editText(
                    binding: field.binding, screen: screen, onSubmit: field.onSubmit ?? environment.onSubmit, onChange: field.onChange,
                    number: field.numberFormat))
            input.set(.field, String(id))
            // A number is read when committed (return, leaving the field), not at every key.
            if field.numberFormat != nil { input.set(.commitOnChange, "") }
            input.set(.key, "field:\(screen.rawValue):\(field.binding)")
        } else if screen != nil {
            input.set("disabled", "")
        }
        var form = Element("form", classes: [field.isSearch ? "search" : "field"])
        if field.isSearch { form.set("role", "search") }
        // The placeholder again as text, shown instead of the input's own at an accessibility
        // size: an input cannot wrap, so it would cut a long placeholder (base.css).
        let hint = field.placeholder.isEmpty ? "" : "<span class=\"field-hint\" aria-hidden=\"true\">" + HTMLEscaping.escape(field.placeholder) + "</span>"
        form.body = (field.isSearch ? "<span class=\"icon\" aria-hidden=\"true\">" + Self.icon("magnifyingglass") + "</span>" : "")
            + "<span class=\"field-text\">" + input.html + hint + "</span>"
        // The field's own chrome (the rounded fill) is its content; a style's padding and
        // frame go around it, as SwiftUI's modifiers do around the control.
        var wrapper = Element("div", classes: ["fieldwrap"], body: form.html)
        if accessibility.isHidden { wrapper.set("aria-hidden", "true") }
        wrapper.flex = Flexibility(horizontal: true, vertical: false)
        wrapper.handlesAccessibility = true
        return wrapper
    }
}
