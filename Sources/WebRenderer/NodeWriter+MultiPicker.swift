import ViewEngine

extension NodeWriter {
    /// A multi-select picker: a group of checkbox rows. Each row sends its position to the
    /// picker's one interaction, which flips that option in the array the binding holds then
    /// (``OptionFlip``). Sending the whole new array instead made the page grow with options ×
    /// chosen: 20,000 options with 10,000 chosen did not render in a minute.
    mutating func multiPicker(_ picker: RenderNode.MultiPicker) -> Element {
        let id = writingScreen(picker.binding).map { screen in
            interactions.register(.flipOption(binding: picker.binding, screen: screen, flip: picker.flip, onChange: picker.onChange))
        }
        var element = Element("div", classes: ["picker-inline", "multi-picker"])
        element.set("role", "group")
        if let label = picker.label, !label.isEmpty { element.set("aria-label", label) }
        for (index, option) in picker.options.enumerated() {
            let selected = picker.isSelected[index]
            var row = Element("button", classes: ["picker-row"])
            row.set("type", "button")
            row.set("role", "checkbox")
            row.set("aria-checked", selected ? "true" : "false")
            if let id {
                row.set(.set, String(id))
                row.set(.value, String(index))
                row.set(.key, controlKey(picker.binding) + ":\(index)")
            } else {
                row.set("disabled", "")
            }
            row.body = "<span class=\"t\">" + HTMLEscaping.escape(option.title) + "</span>"
                + (selected ? "<span class=\"icon\" aria-hidden=\"true\">" + Self.icon("checkmark") + "</span>" : "")
            element.body += row.html
        }
        element.flex = Flexibility(horizontal: true, vertical: false)
        return element
    }
}
