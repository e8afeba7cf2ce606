import ViewEngine

/// SwiftSDUI's common properties, which every node takes: gathered while reading the node,
/// then applied as modifiers in one order (padding inside the background, `margin` last, as
/// its README says).
struct SwiftSDUILook {
    private var padding: JSONValue?
    private var frame = JSONObject()
    private var aspectRatio: Double?
    private var foreground: JSONValue?
    private var background: JSONValue?
    private var decoration: [JSONValue] = []
    private var opacity: JSONValue?
    private var offset: JSONValue?
    private var ignoresSafeArea: String?
    private var margin: JSONValue?
    private var onTap: JSONValue?

    /// Takes a common property; false when `key` is not one.
    mutating func gather(_ key: String, _ value: PeerValue, _ type: String, _ context: inout ImportContext) -> Bool {
        switch key {
        case "padding": padding = PeerEdges.scoped(key, value, &context)
        case "margin": margin = PeerEdges.scoped(key, value, &context)
        case "width", "height", "minWidth", "minHeight", "maxWidth", "maxHeight":
            if let size = PeerDimension.frame(key, value, &context) { frame[key] = size }
        case "size", "minSize", "maxSize":
            let prefix = key == "size" ? "" : String(key.dropLast(4))
            guard let text = value.string, let (width, height) = ScopedString.pair(text, "width", "height") else {
                context.invalid(key, at: value, expected: "\"w,h\" or \"width:w,height:h\"")
                break
            }
            let infinite = prefix == "max"
            frame[prefix.isEmpty ? "width" : prefix + "Width"] = width == -1 && infinite ? "infinity" : .number(width)
            frame[prefix.isEmpty ? "height" : prefix + "Height"] = height == -1 && infinite ? "infinity" : .number(height)
        case "backgroundColor": background = context.color(key, value)
        case "color": foreground = context.color(key, value)
        case "opacity": opacity = SwiftSDUIConverter.number(key, value, &context)
        case "aspectRatio": aspectRatio = context.number(key, value)
        case "offset":
            guard let text = value.string, let (x, y) = ScopedString.pair(text, "x", "y") else {
                context.invalid(key, at: value, expected: "\"x:10,y:10\" or \"10,10\"")
                break
            }
            offset = .object(["x": .number(x), "y": .number(y)])
        case "ignoresSafeArea":
            guard let region = context.choice(key, value, ["all", "horizontal", "vertical", "top", "bottom", "leading", "trailing"]) else { break }
            ignoresSafeArea = region
        case "decoration": decoration = SwiftSDUIDecoration.modifiers(value, &context)
        case "onTap":
            if let name = context.text(key, value) { onTap = PeerAction.custom(name) }
        default:
            return false
        }
        return true
    }

    func apply(to node: inout OurNode) {
        if let onTap { node.props[node.type == "button" ? "action" : "onTap"] = onTap }
        if let padding { node.modify("padding", padding) }
        if !frame.isEmpty { node.modify("frame", .object(frame)) }
        if let aspectRatio { node.modify("aspectRatio", .object(["ratio": .number(aspectRatio), "contentMode": "fit"])) }
        if let foreground {
            // A rectangle's `color` is its fill, a color view's its colour (README, Appendix A).
            switch node.type {
            case "rectangle": node.props["fill"] = foreground
            case "color": node.props["color"] = foreground
            default: node.modify("foregroundColor", foreground)
            }
        }
        if let background { node.modify("background", background) }
        node.modifiers += decoration
        if let opacity { node.modify("opacity", opacity) }
        if let offset { node.modify("offset", offset) }
        if let ignoresSafeArea { node.modify("ignoresSafeArea", ignoresSafeArea == "all" ? true : .string(ignoresSafeArea)) }
        if let margin { node.modify("padding", margin) }
    }
}

/// SwiftSDUI's `decoration`: `"cornerRadius:12,borderColor:#DDD,borderWidth:1,shadowColor:#0003,
/// shadowRadius:4,shadowOffset:(x:0,y:2)"`, as cornerRadius, border and shadow modifiers.
enum SwiftSDUIDecoration {
    static let keys = ["cornerRadius", "borderColor", "borderWidth", "shadowColor", "shadowRadius", "shadowOffset"]

    static func modifiers(_ value: PeerValue, _ context: inout ImportContext) -> [JSONValue] {
        guard let text = value.string, let items = ScopedString.items(text), items.allSatisfy({ $0.key.map(keys.contains) == true }) else {
            context.invalid("decoration", at: value, expected: "comma-separated key:value pairs of " + keys.joined(separator: ", "))
            return []
        }
        var values: [String: String] = [:]
        for item in items { values[item.key!] = item.value }
        var modifiers: [JSONValue] = []
        func number(_ key: String) -> Double? { values[key].flatMap(Double.init) }
        func color(_ key: String) -> String? { values[key].flatMap(PeerColor.ours) }
        for key in keys where values[key] != nil {
            let ok = key == "borderColor" || key == "shadowColor" ? color(key) != nil : key == "shadowOffset" ? offset(values[key]!) != nil : number(key) != nil
            if !ok { context.invalid("decoration.\(key)", at: value, expected: key.hasSuffix("Color") ? "a colour" : key == "shadowOffset" ? "(x:n,y:n)" : "a number") }
        }
        if let radius = number("cornerRadius") { modifiers.append(.object(["cornerRadius": .number(radius)])) }
        if let border = color("borderColor") {
            modifiers.append(.object(["border": .object(["color": .string(border), "width": .number(number("borderWidth") ?? 1)])]))
        } else if values["borderWidth"] != nil {
            context.noCounterpart("decoration.borderWidth", of: "decoration", at: value, "a border needs borderColor")
        }
        if let radius = number("shadowRadius") {
            var shadow: JSONObject = ["radius": .number(radius)]
            if let shadowColor = color("shadowColor") { shadow["color"] = .string(shadowColor) }
            if let (x, y) = values["shadowOffset"].flatMap(offset) { shadow["x"] = .number(x); shadow["y"] = .number(y) }
            modifiers.append(.object(["shadow": .object(shadow)]))
        } else if values["shadowColor"] != nil || values["shadowOffset"] != nil {
            context.noCounterpart("decoration.shadowColor", of: "decoration", at: value, "a shadow needs shadowRadius")
        }
        return modifiers
    }

    /// `(x:0,y:2)`.
    private static func offset(_ text: String) -> (Double, Double)? {
        guard text.hasPrefix("("), text.hasSuffix(")") else { return nil }
        return ScopedString.pair(String(text.dropFirst().dropLast()), "x", "y")
    }
}
