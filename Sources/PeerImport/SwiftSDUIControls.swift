import ViewEngine

/// SwiftSDUI's slider, toggle and text field. They hold a literal value and send a named
/// action with a typed payload; ours bind to state. Each converted control binds to a state
/// key its screen sets on load (or to the `$name` parameter it was given), and sends the same
/// action name with the same payload key (`sliderValue`, `toggleValue`, `textChanged`).
enum SwiftSDUIControls {
    /// What each control sends: its default action name and payload key (README).
    static let events = [
        "slider": (name: "sliderChanged", payload: "sliderValue"), "toggle": (name: "toggleChanged", payload: "toggleValue"),
        "text_field": (name: "textChanged", payload: "textChanged"),
    ]

    /// The control's action name (`action`, else `onChange`, else `onTap`, else the default)
    /// with where it is written; nil for nodes that are not controls.
    static func event(of value: PeerValue, type: String) -> (name: String, at: PeerValue?)? {
        guard let defaults = events[type] else { return nil }
        for key in ["action", "onChange", "onTap"] {
            if let written = value.member(key), let name = written.string { return (name, written) }
        }
        return (defaults.name, nil)
    }

    /// Converts a control's own property; false when `key` is not one.
    static func convert(_ key: String, _ value: PeerValue, into node: inout OurNode, _ context: inout ImportContext) -> Bool {
        switch (node.type, key) {
        case ("slider", "min"), ("slider", "max"), ("slider", "step"):
            if let number = SwiftSDUIConverter.number(key, value, &context) { node.props[key] = number }
        case ("slider", "value"), ("toggle", "isOn"), ("text_field", "text"):
            // Read in `complete`, once the range is known.
            break
        case ("text_field", "submitLabel"):
            let labels = ["done", "go", "send", "search", "join", "route", "return", "next", "continue"]
            if let label = context.choice(key, value, labels) { node.modify("submitLabel", .string(label)) }
        default:
            return false
        }
        return true
    }

    /// Binds the control and gives it its action.
    static func complete(_ node: inout OurNode, _ value: PeerValue, event: (name: String, at: PeerValue?)?, _ context: inout ImportContext) {
        guard let event, let defaults = events[node.type] else { return }
        let binding: String
        switch node.type {
        case "slider":
            let minimum = node.props["min"]?.numberValue ?? 0
            binding = bind("value", value, initial: .number(minimum), &context) { $0.number.map(JSONValue.number) }
            if node.props["step"] == nil { node.props["step"] = 1 }  // its default step is 1; ours is any value
        case "toggle":
            binding = bind("isOn", value, initial: false, &context) { $0.bool.map(JSONValue.bool) }
        default:
            binding = bind("text", value, initial: "", &context) { written in
                if let text = written.string { return .string(PeerText.withParameters(text)) }
                return written.kind == .number ? .string(JSONWriter.string(written.value)) : nil
            }
        }
        node.props["binding"] = .string(binding)
        let action = PeerAction.custom(event.name, payload: [defaults.payload: .string(binding)])
        if node.type == "text_field" {
            node.props["onSubmit"] = action
            context.approximated(
                "SwiftSDUI sends '\(event.name.hasPrefix("#") ? String(event.name.dropFirst()) : event.name)' on every change of the text; here the text field sends it on return (onSubmit), with the text in 'textChanged'",
                at: event.at ?? value)
        } else {
            node.props["onChange"] = action
        }
    }

    /// The state path the control binds to: the `$name` parameter written as its value, or a
    /// new key of the screen's state holding the written value (or `initial`).
    private static func bind(
        _ key: String, _ node: PeerValue, initial: JSONValue, _ context: inout ImportContext, _ literal: (PeerValue) -> JSONValue?
    ) -> String {
        let control = ["value": "slider", "isOn": "toggle", "text": "textfield"][key]!
        guard let written = node.member(key) else { return "$." + context.stateKey(for: control, initial: initial) }
        if let text = written.string, let parameter = SwiftSDUIConverter.parameter(text) { return parameter }
        guard let value = literal(written) else {
            context.invalid(key, at: written, expected: key == "isOn" ? "true, false or a $parameter" : key == "value" ? "a number or a $parameter" : "text")
            return "$." + context.stateKey(for: control, initial: initial)
        }
        return "$." + context.stateKey(for: control, initial: value)
    }
}
