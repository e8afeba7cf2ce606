import ViewEngine

extension NodeWriter {
    /// A date picker: the browser's own date, time or datetime-local input, whose value is
    /// already the ISO 8601 text state keeps (``ViewEngine/DateValue``); the client sends it on
    /// change and the host checks it against the picker's form and range.
    mutating func datePicker(_ picker: RenderNode.DatePicker, accessibility: RenderNode.Accessibility) -> Element {
        var input = Element("input")
        input.isVoid = true
        switch picker.components {
        case .date: input.set("type", "date")
        case .hourAndMinute: input.set("type", "time")
        case .dateAndTime: input.set("type", "datetime-local")
        }
        input.set("value", picker.text ?? "")
        if let minimum = picker.minimum { input.set("min", minimum.text(picker.components)) }
        if let maximum = picker.maximum { input.set("max", maximum.text(picker.components)) }
        labelControl(&input, label: picker.label, accessibility: accessibility)
        connect(&input, picker.binding, accepts: picker.accepts, onChange: picker.onChange)
        return labelledRow(picker.label, control: input.html, classes: ["date-picker"], accessibility: accessibility)
    }

    /// A colour picker: the browser's colour input (opaque colours only; documented), whose
    /// `#rrggbb` the host writes as `#RRGGBB`.
    mutating func colorPicker(_ picker: RenderNode.ColorPicker, accessibility: RenderNode.Accessibility) -> Element {
        var input = Element("input")
        input.isVoid = true
        input.set("type", "color")
        input.set("value", picker.value?.opaqueLowercase ?? "#000000")
        labelControl(&input, label: picker.label, accessibility: accessibility)
        connect(&input, picker.binding, accepts: picker.accepts, onChange: picker.onChange)
        return labelledRow(picker.label, control: input.html, classes: ["color-picker"], accessibility: accessibility)
    }

    /// The input's one `setValue` interaction; the client sends its value on change.
    private mutating func connect(_ input: inout Element, _ binding: BindingPath, accepts: AcceptedValue, onChange: BoundAction?) {
        if let id = register(binding, accepts: accepts, onChange: onChange) {
            input.set(.set, String(id))
            input.set(.key, controlKey(binding))
        } else {
            input.set("disabled", "")
        }
    }

    /// The node's accessibility on the input itself, which is the control.
    private func labelControl(_ input: inout Element, label: String, accessibility: RenderNode.Accessibility) {
        if let name = accessibility.label ?? (label.isEmpty ? nil : label) { input.set("aria-label", name) }
        if let hint = accessibility.hint { input.setHint(hint) }
        if let identifier = accessibility.identifier { input.set(.testID, identifier) }
    }

    /// A form row: the title, then the control at the trailing edge (SwiftUI's layout of a
    /// labelled picker). A label element, so a click on the title reaches the control.
    private func labelledRow(_ label: String, control: String, classes: [String], accessibility: RenderNode.Accessibility) -> Element {
        var element = Element("label", classes: ["picker-menu"] + classes)
        if !label.isEmpty { element.body = "<span class=\"t\" aria-hidden=\"true\">" + HTMLEscaping.escape(label) + "</span>" }
        element.body += control
        if accessibility.isHidden { element.set("aria-hidden", "true") }
        element.flex = Flexibility(horizontal: true, vertical: false)
        element.handlesAccessibility = true
        return element
    }
}
