import ViewEngine

/// Toggles, sliders and pickers. Each registers one `setValue` interaction; its elements carry
/// the id in `data-set` and, for buttons, the JSON value a tap sends in `data-value`. The
/// client script posts `{"id", "value"}` and the host checks the value against the
/// interaction's ``AcceptedValue`` before writing it.
extension NodeWriter {
    mutating func toggle(_ toggle: RenderNode.Toggle) -> Element {
        var element = Element("button", classes: ["toggle"])
        element.set("type", "button")
        element.set("role", "switch")
        element.set("aria-checked", toggle.isOn ? "true" : "false")
        if let id = register(toggle.binding, accepts: toggle.accepts, onChange: toggle.onChange) {
            element.set(.set, String(id))
            element.set(.value, toggle.isOn ? "false" : "true")
            element.set(.key, controlKey(toggle.binding))
        } else {
            element.set("disabled", "")
        }
        element.body = "<span class=\"t\">" + HTMLEscaping.escape(toggle.label) + "</span><span class=\"switch\" aria-hidden=\"true\"></span>"
        element.flex = Flexibility(horizontal: true, vertical: false)
        return element
    }

    mutating func slider(_ slider: RenderNode.Slider) -> Element {
        var input = Element("input", classes: ["slider"])
        input.isVoid = true
        input.set("type", "range")
        input.set("min", number(slider.minimum))
        input.set("max", number(slider.maximum))
        input.set("step", slider.step.map(number) ?? "any")
        input.set("value", number(slider.value))
        if let label = slider.label, !label.isEmpty { input.set("aria-label", label) }
        if let id = register(slider.binding, accepts: slider.accepts, onChange: slider.onChange) {
            input.set(.set, String(id))
            input.set(.key, controlKey(slider.binding))
        } else {
            input.set("disabled", "")
        }
        // The filled part of the track; the client script updates it while dragging.
        let fraction = (slider.value - slider.minimum) / (slider.maximum - slider.minimum)
        input.styles.append("--pct:" + number(fraction * 100) + "%")
        input.flex = Flexibility(horizontal: true, vertical: false)
        return input
    }

    mutating func picker(_ picker: RenderNode.Picker, accessibility: RenderNode.Accessibility) -> Element {
        let id = register(picker.binding, accepts: picker.accepts, onChange: picker.onChange)
        switch environment.pickerStyle?.drawnAs ?? picker.style {
        case .segmented: return segmentedPicker(picker, id: id)
        case .menu: return menuPicker(picker, id: id, accessibility: accessibility)
        case .inline: return inlinePicker(picker, id: id)
        }
    }

    private func segmentedPicker(_ picker: RenderNode.Picker, id: Int?) -> Element {
        radioGroup(picker, id: id, classes: ["seg"]) { item, option, selected in
            item.classes = ["seg-item"] + (selected ? ["sel"] : [])
            item.body = "<span>" + HTMLEscaping.escape(option.title) + "</span>"
        }
    }

    /// A `select` inside a label row. The select is the control, so it carries the node's
    /// accessibility attributes, as a text field's input does; the chosen option's title is
    /// written beside it as text for accessibility sizes, where the select lies over it.
    private func menuPicker(_ picker: RenderNode.Picker, id: Int?, accessibility: RenderNode.Accessibility) -> Element {
        var select = Element("select")
        if let id {
            select.set(.set, String(id))
            select.set(.key, controlKey(picker.binding))
        } else {
            select.set("disabled", "")
        }
        if let label = accessibility.label ?? picker.label, !label.isEmpty { select.set("aria-label", label) }
        if let hint = accessibility.hint { select.setHint(hint) }
        if let identifier = accessibility.identifier { select.set(.testID, identifier) }
        if picker.selectedIndex == nil {
            select.body += "<option value=\"\" disabled=\"\" selected=\"\">\u{2014}</option>"
        }
        for (index, option) in picker.options.enumerated() {
            var item = Element("option", body: HTMLEscaping.escape(option.title))
            item.set("value", JSONWriter.string(option.value))
            if index == picker.selectedIndex { item.set("selected", "") }
            select.body += item.html
        }
        // A label element: a click on the title opens the menu, as tapping a form row does.
        var element = Element("label", classes: ["picker-menu"])
        if let label = picker.label, !label.isEmpty {
            element.body = "<span class=\"t\" aria-hidden=\"true\">" + HTMLEscaping.escape(label) + "</span>"
        }
        // The chosen option again as text, shown instead of the select's own at an
        // accessibility size: a select cannot wrap, so it would cut a long title (base.css).
        let chosen = picker.selectedIndex.flatMap { picker.options.indices.contains($0) ? picker.options[$0].title : nil } ?? "\u{2014}"
        element.body += "<span class=\"picker-value\"><span class=\"picker-shown\" aria-hidden=\"true\">" + HTMLEscaping.escape(chosen)
            + "</span>" + select.html + "<span class=\"icon\" aria-hidden=\"true\">"
            + Self.icon("chevron.up.chevron.down") + "</span></span>"
        if accessibility.isHidden { element.set("aria-hidden", "true") }
        element.flex = Flexibility(horizontal: true, vertical: false)
        element.handlesAccessibility = true
        return element
    }

    private func inlinePicker(_ picker: RenderNode.Picker, id: Int?) -> Element {
        radioGroup(picker, id: id, classes: ["picker-inline"]) { row, option, selected in
            row.classes = ["picker-row"]
            row.body = "<span class=\"t\">" + HTMLEscaping.escape(option.title) + "</span>"
                + (selected ? "<span class=\"icon\" aria-hidden=\"true\">" + Self.icon("checkmark") + "</span>" : "")
        }
    }

    /// The options as a radio group, one button each that sends its option's value; `draw`
    /// gives a button its class and content (a segment, a row with a checkmark).
    private func radioGroup(
        _ picker: RenderNode.Picker, id: Int?, classes: [String], draw: (inout Element, RenderNode.Picker.Option, _ selected: Bool) -> Void
    ) -> Element {
        var element = Element("div", classes: classes)
        element.set("role", "radiogroup")
        if let label = picker.label, !label.isEmpty { element.set("aria-label", label) }
        for (index, option) in picker.options.enumerated() {
            let selected = index == picker.selectedIndex
            var item = Element("button")
            item.set("type", "button")
            item.set("role", "radio")
            item.set("aria-checked", selected ? "true" : "false")
            if let id {
                item.set(.set, String(id))
                item.set(.value, JSONWriter.string(option.value))
                // The first option names the control, so the client keeps its focus.
                if index == 0 { item.set(.key, controlKey(picker.binding)) }
            } else {
                item.set("disabled", "")
            }
            draw(&item, option, selected)
            element.body += item.html
        }
        element.flex = Flexibility(horizontal: true, vertical: false)
        return element
    }

    /// Registers the control's interaction; nil when the page is not interactive (no screen).
    mutating func register(_ binding: BindingPath, accepts: AcceptedValue, onChange: BoundAction?) -> Int? {
        guard let screen = writingScreen(binding) else { return nil }
        return interactions.register(.setValue(binding: binding, screen: screen, accepts: accepts, onChange: onChange))
    }

    /// The screen a control over `binding` writes on: nil in a snapshot, and when a bound key
    /// in the binding picked nothing here (``RenderNode/Content/writesNowhere``), so the
    /// control is drawn disabled rather than taking taps that write nowhere.
    func writingScreen(_ binding: BindingPath) -> ScreenID? {
        binding.components.isEmpty ? nil : screen
    }

    /// Names the control across renders, so the client keeps its focus when the page updates.
    func controlKey(_ binding: BindingPath) -> String {
        "control:\(screen?.rawValue ?? 0):\(binding)"
    }
}
