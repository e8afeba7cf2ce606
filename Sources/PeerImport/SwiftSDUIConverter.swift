import ViewEngine

/// SwiftSDUI: every property directly on the node (`{"type": "text", "text": "Hi", "padding":
/// "all:12"}`), `type` matched ignoring case, `#name` actions and `$name` parameters. A node's
/// own properties are converted by its type; the common ones (sizes, colours, decoration,
/// taps) are gathered in a ``SwiftSDUILook`` and applied after, in one order.
enum SwiftSDUIConverter {
    /// Its types, lowercased (it matches them ignoring case).
    static let types = [
        "vstack": "vstack", "hstack": "hstack", "zstack": "zstack", "scrollview": "scroll", "grid": "grid", "tabview": "tab_view",
        "text": "text", "image": "image", "rectangle": "rectangle", "color": "color", "spacer": "spacer", "button": "button",
        "slider": "slider", "toggle": "toggle", "textfield": "text_field", "custom": "custom",
    ]

    /// `skipping`: keys read by the parent (a tab's label).
    static func node(_ value: PeerValue, _ context: inout ImportContext, skipping: Set<String> = []) -> OurNode? {
        guard let (peerType, type) = context.ourType(of: value, in: types, caseInsensitive: true) else { return nil }
        if type == "tab_view" { return SwiftSDUITabs.node(value, peerType, &context) }
        var node = OurNode(type)
        var look = SwiftSDUILook()
        let controlEvent = SwiftSDUIControls.event(of: value, type: type)
        for (key, member, _) in value.members where key != "type" && !skipping.contains(key) {
            if controlEvent != nil, ["action", "onChange", "onTap"].contains(key) { continue }
            if SwiftSDUIContent.convert(key, member, into: &node, &context) { continue }
            if look.gather(key, member, node.type, &context) { continue }
            context.noCounterpart(key, of: peerType, at: member, "not a SwiftSDUI property of '\(peerType.lowercased())'")
        }
        SwiftSDUIContent.complete(&node, value, peerType, &context)
        SwiftSDUIControls.complete(&node, value, event: controlEvent, &context)
        look.apply(to: &node)
        return node
    }

    /// A number, or a `$name` parameter bound as one.
    static func number(_ key: String, _ value: PeerValue, _ context: inout ImportContext) -> JSONValue? {
        if let text = value.string, let parameter = parameter(text) { return .string(parameter) }
        return context.number(key, value).map(JSONValue.number)
    }

    /// `$.name` when `text` is exactly one `$name` parameter (its value keeps its type).
    static func parameter(_ text: String) -> String? {
        let tokens = PeerText.tokens(in: text)
        guard tokens.count == 1, tokens[0].range == text.startIndex..<text.endIndex else { return nil }
        return "$." + tokens[0].name
    }

    /// Text with its parameters bound.
    static func text(_ key: String, _ value: PeerValue, _ context: inout ImportContext) -> JSONValue? {
        context.text(key, value).map { .string(PeerText.withParameters($0)) }
    }
}
