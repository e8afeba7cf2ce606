import ViewEngine

extension NodeWriter {
    /// A multi-select picker: a group of checkbox rows. Each row sends the whole array the
    /// tap makes (``RenderNode/MultiPicker/toggling(_:)``) to the picker's one interaction.
    mutating func multiPicker(_ picker: RenderNode.MultiPicker) -> Element {
        let id = register(picker.binding, accepts: picker.accepts, onChange: picker.onChange)
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
                row.set(.value, JSONWriter.string(picker.toggling(index)))
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
