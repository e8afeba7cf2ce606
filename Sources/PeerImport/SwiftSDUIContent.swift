import ViewEngine

/// SwiftSDUI's properties that belong to one node type: text, images, buttons, stacks,
/// scroll views, grids, shapes and custom views.
enum SwiftSDUIContent {
    /// Alignments each stack accepts (README: HStack top|center|bottom, VStack
    /// leading|center|trailing, ZStack the nine).
    static let alignments = [
        "hstack": ["top", "center", "bottom"], "vstack": ["leading", "center", "trailing"],
        "zstack": ["top", "bottom", "leading", "trailing", "topLeading", "topTrailing", "bottomLeading", "bottomTrailing", "center"],
    ]

    /// Converts a property of the node's own type; false when `key` is not one.
    static func convert(_ key: String, _ value: PeerValue, into node: inout OurNode, _ context: inout ImportContext) -> Bool {
        if node.type == "text", SwiftSDUIText.convert(key, value, into: &node, &context) { return true }
        switch (node.type, key) {
        case ("text", "text"), ("button", "title"), ("toggle", "title"), ("toggle", "text"), ("text_field", "placeholder"):
            let name = ["text": "content", "button": "label", "toggle": "label", "text_field": "placeholder"][node.type]!
            if let text = SwiftSDUIConverter.text(key, value, &context) { node.props[name] = text }
        case ("image", "imageSystemName"):
            if let name = SwiftSDUIConverter.text(key, value, &context) { node.props["systemName"] = name }
        case ("image", "imageName"), ("image", "imageURL"):
            // Its README gives the order: imageSystemName, then imageName, then imageURL.
            if let text = context.text(key, value) {
                let source = PeerText.withParameters(key == "imageName" ? "asset:" + text : text)
                if key == "imageName" || node.props["source"] == nil { node.props["source"] = .string(source) }
            }
        case ("image", "resizable"):
            if let flag = context.bool(key, value) { node.props["resizable"] = .bool(flag) }
        case ("image", "contentMode"):
            if let mode = context.choice(key, value, ["fit", "fill"]) { node.props["contentMode"] = .string(mode) }
        case ("button", "label"):
            if let label = context.format.convert(value, &context) { node.props["label"] = label.json }
        case ("button", "action"):
            if let name = context.text(key, value) { node.props["action"] = PeerAction.custom(name) }
        case ("vstack", "spacing"), ("hstack", "spacing"), ("zstack", "spacing"), ("grid", "spacing"), ("scroll", "spacing"):
            if let spacing = SwiftSDUIConverter.number(key, value, &context) { node.props["spacing"] = spacing }
        case ("vstack", "alignment"), ("hstack", "alignment"), ("zstack", "alignment"):
            if let alignment = context.choice(key, value, alignments[node.type]!) { node.props["alignment"] = .string(alignment) }
        case ("scroll", "axes"):
            if let axis = context.choice(key, value, ["horizontal", "vertical"]) { node.props["axis"] = .string(axis) }
        case ("scroll", "showsIndicators"):
            if let flag = context.bool(key, value) { node.props["showsIndicators"] = .bool(flag) }
        case ("grid", "columns"):
            if let count = value.number, count >= 1, count.rounded() == count { node.props["columns"] = .number(count) } else {
                context.invalid(key, at: value, expected: "a whole number ≥ 1")
            }
        case ("custom", "viewId"):
            if let id = context.text(key, value) { node.props["viewId"] = .string(PeerText.literal(id)) }
        case ("vstack", "children"), ("hstack", "children"), ("zstack", "children"), ("scroll", "children"), ("grid", "children"):
            node.children = PeerChildren.convert(value, of: node.type, accepted: true, &context)
        case ("custom", "children"):
            // Its README: a custom view's children are ignored.
            context.noCounterpart(key, of: "custom", at: value, "SwiftSDUI ignores the children of a custom view")
        case (_, "children"):
            _ = PeerChildren.convert(value, of: node.type, accepted: false, &context)
        default:
            return SwiftSDUIControls.convert(key, value, into: &node, &context)
        }
        return true
    }

    /// Fills in what the node needs and SwiftSDUI defaults (a grid's 2 columns and spacing 8,
    /// a button's "Button" title).
    static func complete(_ node: inout OurNode, _ value: PeerValue, _ peerType: String, _ context: inout ImportContext) {
        switch node.type {
        case "text" where node.props["content"] == nil: node.props["content"] = ""
        case "button" where node.props["label"] == nil: node.props["label"] = "Button"
        case "grid":
            if node.props["columns"] == nil { node.props["columns"] = 2 }
            if node.props["spacing"] == nil { node.props["spacing"] = 8 }
        case "color" where node.props["color"] == nil: node.props["color"] = "clear"
        case "custom" where node.props["viewId"] == nil:
            context.invalid("viewId", at: value, expected: "the id of a view the app provides (required)")
            node.props["viewId"] = ""
        case "image" where node.props["systemName"] == nil && node.props["source"] == nil:
            context.report(.peerNoCounterpart, "SwiftSDUI 'image' without imageSystemName, imageName or imageURL shows nothing; it is converted to an empty view", at: value)
            node = OurNode("empty")
        default: break
        }
    }
}

/// SwiftSDUI's text properties besides `text`.
enum SwiftSDUIText {
    static func convert(_ key: String, _ value: PeerValue, into node: inout OurNode, _ context: inout ImportContext) -> Bool {
        switch key {
        case "fontSize":
            if let size = SwiftSDUIConverter.number(key, value, &context) { node.inlineStyle["fontSize"] = size }
        case "fontWeight":
            if let weight = context.choice(key, value, FontWeight.allCases.map(\.rawValue)) { node.inlineStyle["fontWeight"] = .string(weight) }
        case "font":
            font(value, into: &node, &context)
        case "lineLimit":
            if let limit = value.number, limit >= 1, limit.rounded() == limit { node.props["lineLimit"] = .number(limit) } else {
                context.invalid(key, at: value, expected: "a whole number ≥ 1")
            }
        case "multilineTextAlignment":
            if let alignment = context.choice(key, value, ["left", "center", "right"]) {
                node.modify("multilineTextAlignment", .string(["left": "leading", "right": "trailing"][alignment] ?? alignment))
            }
        case "minimumScaleFactor":
            if let factor = context.number(key, value), (0...1).contains(factor) { node.modify(key, .number(factor)) } else if value.number != nil {
                context.invalid(key, at: value, expected: "a number from 0 to 1")
            }
        case "underline", "strikethrough":
            line(key, value, into: &node, &context)
        default:
            return false
        }
        return true
    }

    /// `"size:20,weight:semibold"` or `"20,semibold"`.
    private static func font(_ value: PeerValue, into node: inout OurNode, _ context: inout ImportContext) {
        let weights = FontWeight.allCases.map(\.rawValue)
        guard let text = value.string, let items = ScopedString.items(text), !items.isEmpty, items.count <= 2 else {
            context.invalid("font", at: value, expected: "\"size:20,weight:semibold\" or \"20,semibold\"")
            return
        }
        for (index, item) in items.enumerated() {
            let key = item.key ?? (index == 0 ? "size" : "weight")
            if key == "size", let size = Double(item.value) {
                node.inlineStyle["fontSize"] = .number(size)
            } else if key == "weight", let weight = weights.first(where: { $0.lowercased() == item.value.lowercased() }) {
                node.inlineStyle["fontWeight"] = .string(weight)
            } else {
                context.invalid("font", at: value, expected: "a size and a weight (\(weights.joined(separator: "|")))")
            }
        }
    }

    /// `true`, `"true"`, or `"color:#FF0000"` (a coloured line).
    private static func line(_ key: String, _ value: PeerValue, into node: inout OurNode, _ context: inout ImportContext) {
        if let flag = value.bool ?? value.string.flatMap({ ["true": true, "false": false, "yes": true, "no": false][$0.lowercased()] }) {
            if flag { node.modify(key, true) }
            return
        }
        guard let text = value.string, let items = ScopedString.items(text), items.count == 1, items[0].key == "color",
            let color = PeerColor.ours(items[0].value)
        else {
            context.invalid(key, at: value, expected: "true, false or \"color:#RRGGBB\"")
            return
        }
        node.modify(key, .object(["color": .string(color)]))
    }
}
