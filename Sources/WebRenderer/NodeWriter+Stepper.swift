import ViewEngine

extension NodeWriter {
    /// A stepper: its label and a − / + pair. Each button sends the value the engine worked
    /// out for it (``RenderNode/Stepper/decremented``, ``RenderNode/Stepper/incremented``) to
    /// the stepper's one `setValue` interaction; a button with nothing to write is disabled.
    mutating func stepper(_ stepper: RenderNode.Stepper) -> Element {
        let id = register(stepper.binding, accepts: stepper.accepts, onChange: stepper.onChange)
        var element = Element("div", classes: ["stepper"])
        element.set("role", "group")
        if !stepper.label.isEmpty { element.set("aria-label", stepper.label) }
        let key = controlKey(stepper.binding)
        let buttons = stepButton(options.systemStrings.decrement, symbol: "\u{2212}", value: stepper.decremented, id: id, key: key + ":-").html
            + stepButton(options.systemStrings.increment, symbol: "+", value: stepper.incremented, id: id, key: key + ":+").html
        element.body = "<span class=\"t\" aria-hidden=\"true\">" + HTMLEscaping.escape(stepper.label) + "</span>"
            + "<span class=\"stepper-buttons\">" + buttons + "</span>"
        element.flex = Flexibility(horizontal: true, vertical: false)
        return element
    }

    /// One half of the pair; VoiceOver's names for SwiftUI's stepper buttons.
    private func stepButton(_ name: String, symbol: String, value: Double?, id: Int?, key: String) -> Element {
        var button = Element("button", body: symbol)
        button.set("type", "button")
        button.set("aria-label", name)
        if let id, let value {
            button.set(.set, String(id))
            button.set(.value, number(value))
            button.set(.key, key)
        } else {
            button.set("disabled", "")
        }
        return button
    }
}
